import { rootAsset } from '../routing/base.ts'
import { isOpenGraph, jsonForScript, type Head } from './head.ts'
import { preloadLink } from '../lib/picture.ts'
import { FAVICON, ICONS, MANIFEST_FILE } from './web-manifest.ts'
import type { Preload } from '../lib/picture.ts'
import { useContent } from '../site-content/language-content.ts'
import { THEME_NAMES, themeColours } from '../theme/palette.ts'

type PageHeadProps = {
  head: Head
  csp?: string
  preload?: Preload
  /** The language's feed of posts, which every page of it announces. */
  feed?: { title: string; href: string }
}

// Rendered into <head> at build time; a page swap brings the next page's (browser/navigation.ts).
export function PageHead({ head, csp, preload, feed }: PageHeadProps) {
  const { site, href } = useContent()
  // Browsers tint their bars in the accent of the theme the system asks for.
  const { colours } = themeColours(site.theme)
  return (
    <>
      {/* First in <head>: a meta policy only governs what comes after it. */}
      {csp && <meta httpEquiv="Content-Security-Policy" content={csp} />}
      <title>{head.title}</title>
      {Object.entries(head.meta).map(([name, content]) =>
        isOpenGraph(name) ? (
          <meta key={name} property={name} content={content} />
        ) : (
          <meta
            key={name}
            name={name}
            content={content}
            // Search shows it for a page found by a tag's name alone (islands/pagefind.ts).
            data-pagefind-meta={name === 'description' ? 'description[content]' : undefined}
          />
        ),
      )}
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      {feed && (
        <link rel="alternate" type="application/rss+xml" title={feed.title} href={feed.href} />
      )}
      {preload && <link {...preloadLink(preload.image, preload.sizes)} />}
      {THEME_NAMES.map((theme) => (
        <meta
          key={theme}
          name="theme-color"
          media={`(prefers-color-scheme: ${theme})`}
          content={colours[theme].accent}
        />
      ))}
      <link rel="icon" href={rootAsset(FAVICON)} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={rootAsset(ICONS.appleTouch.file)} />
      <link rel="manifest" href={href(`/${MANIFEST_FILE}`)} />
      {head.jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.jsonLd) }}
        />
      )}
    </>
  )
}
