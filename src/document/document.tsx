import type { ReactNode } from 'react'
import { PageHead } from './page-head.tsx'
import { AnalyticsScripts } from './analytics-scripts.tsx'
import { useContent } from '../site-content/language-content.ts'
import { languageRoots } from '../site-content/page-languages.ts'
import { base } from '../routing/base.ts'
import { analyticsScripts, analyticsSources } from './analytics.ts'
import { commentFrames } from './comments.ts'
import { contentSecurityPolicy, scriptHash } from './csp.ts'
import { newsletterForm } from './newsletter.ts'
import type { Head } from './head.ts'
import { installTheme } from './theme.ts'
import type { Preload } from '../lib/picture.ts'
import type { PostSources } from '../site-content/posts.ts'
import { showLanguageNotFound, startAfterFirstPaint } from './inline-scripts.ts'

/**
 * What the page loads besides itself: the build's files (the comments' script when site.ts turns
 * them on), or the dev server's sources.
 */
export type PageAssets = { entry: string; stylesheet: string; comments?: string } | 'dev'

type DocumentProps = {
  head: Head
  preload?: Preload
  feed?: { title: string; href: string }
  assets: PageAssets
  /** Whether the page runs site search, which compiles WebAssembly (document/csp.ts). */
  wasm: boolean
  /** The other sites the page shows pictures, frames or media from (a post's). */
  sources?: PostSources
  /** On the root's 404 page, the other languages' folders, whose own 404 page it shows. */
  notFoundIn?: readonly string[]
  children: ReactNode
}

const THEME_SCRIPT = `(${installTheme.toString()})()`
const LOADER = `(${startAfterFirstPaint.toString()})(document.currentScript.dataset.entry)`
const NOT_FOUND_SCRIPT = `(${showLanguageNotFound.toString()})(document.currentScript.dataset.folders.split(' '))`

const inline = (code: string) => ({ __html: code })

/**
 * A whole page: its head, with the Content-Security-Policy that allows its inline scripts and
 * nothing else, the theme set before the first paint, and the loader of its script; then the page.
 */
export function Document({
  head,
  preload,
  feed,
  assets,
  wasm,
  sources,
  notFoundIn,
  children,
}: DocumentProps) {
  const content = useContent()
  const { site, language } = content
  const analytics = analyticsScripts(site.analytics)
  const notFound = notFoundIn && notFoundIn.length > 0
  const scripts = [
    ...(notFound ? [NOT_FOUND_SCRIPT] : []),
    THEME_SCRIPT,
    ...(assets === 'dev' ? [] : [LOADER]),
    ...(analytics ? [analytics.events] : []),
  ]
  // The dev server gives no policy: it adds scripts of its own.
  const csp =
    assets === 'dev'
      ? undefined
      : contentSecurityPolicy({
          scriptHashes: scripts.map(scriptHash),
          wasm,
          analytics: analyticsSources(site.analytics),
          frames: commentFrames(site.comments),
          sources,
          newsletter: newsletterForm(site.newsletter)?.origins,
        })
  return (
    <html
      lang={language.code}
      dir={language.dir}
      data-base={content.base}
      data-languages={languageRoots.join(' ')}
      data-comments-script={
        site.comments.provider === 'none'
          ? undefined
          : assets === 'dev'
            ? `${base}src/browser/comments.ts`
            : assets.comments
      }
    >
      <head>
        <meta charSet="UTF-8" />
        <PageHead head={head} csp={csp} preload={preload} feed={feed} />
        {notFound && (
          <script
            data-folders={notFoundIn.join(' ')}
            dangerouslySetInnerHTML={inline(NOT_FOUND_SCRIPT)}
          />
        )}
        <meta name="referrer" content="strict-origin-when-cross-origin" />
        <script dangerouslySetInnerHTML={inline(THEME_SCRIPT)} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {assets === 'dev' ? (
          <>
            <script type="module" src={`${base}@vite/client`} />
            <script type="module" src={`${base}src/browser/dev.ts`} />
          </>
        ) : (
          <>
            <script data-entry={assets.entry} dangerouslySetInnerHTML={inline(LOADER)} />
            <link rel="stylesheet" href={assets.stylesheet} />
          </>
        )}
        <AnalyticsScripts analytics={site.analytics} />
      </head>
      <body>{children}</body>
    </html>
  )
}
