import type { ReactNode } from 'react'
import { SiteHeader } from './components/site-header.tsx'
import { SiteMenu } from './components/site-menu.tsx'
import { SocialRail } from './components/social-rail.tsx'
import { fullName, shortName, social } from './content/parts/frame.ts'
import { MENU_ID } from './app.tsx'
import { routes } from './routes.ts'
import styles from './frame.module.css'

const menuLinks = routes.flatMap(({ path, label }) => (label ? [{ path, label }] : []))

type FrameProps = { current: string; children: ReactNode }

// Everything around the page: prerendered as plain HTML that works on its own (links, the native
// popover menu, the theme toggle of lib/theme.ts). The app only ever renders inside <main>, and
// app.tsx keeps the menu's current mark in step as the page changes.
export function Frame({ current, children }: FrameProps) {
  const { facebook, github, twitter } = social
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader homeLabel={shortName} menuId={MENU_ID} />
      <SiteMenu
        id={MENU_ID}
        links={menuLinks}
        current={current}
        social={{ facebook, github, twitter }}
        copyright={`© ${import.meta.env.BUILD_YEAR} ${fullName}`}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SocialRail links={social} />
    </>
  )
}
