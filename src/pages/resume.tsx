import { Suspense } from 'react'
import { fullName } from '../content-model/parts/frame.ts'
import { description, resumeText } from '../content-model/parts/resume.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../page-loader.tsx'
import page from './page.module.css'
import styles from './resume.module.css'

export const route: PageModule['route'] = { path: '/resume', menu: 5 }

// The résumé has no controls of its own, only text and links: it hydrates after the page.
const body = lazyModule(() => import('./later/resume.tsx'))
export const later: PageModule['later'] = body.load

export const head: PageModule['head'] = () => ({
  title: fill(resumeText.title, { name: fullName }),
  description,
})

function Body() {
  const { default: ResumeBody } = useLazyModule(body)
  return <ResumeBody />
}

export default function Resume() {
  return (
    <article className={`${page.page} ${styles.resume}`}>
      <h1 className={page.title}>{resumeText.heading}</h1>
      <Suspense>
        <Body />
      </Suspense>
    </article>
  )
}
