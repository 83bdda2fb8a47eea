import type { LanguageContent } from '../site-content/language-content.ts'
import { blogLanguages, changedOn, translationsOf } from '../site-content/page-languages.ts'
import { rootAsset } from '../routing/base.ts'
import { rssXml } from './feed.ts'
import { readingDirection } from '../lib/fallback.ts'
import { fill } from '../lib/fill.ts'
import { FEED_FILE, postPath, projectPath } from '../routing/route-path.ts'
import {
  monogram,
  picturePlace,
  postShareImage,
  projectShareImage,
  shareImageSvg,
  SHARE_IMAGE,
  type TextFont,
} from '../theme/share-image.ts'
import { themeFonts } from '../theme/fonts.ts'
import { robotsTxt, SITEMAP_FILE, sitemapXml } from './sitemap.ts'
import { FAVICON, faviconSvg, ICONS, MANIFEST_FILE, webManifest } from '../document/web-manifest.ts'
import { routesOf } from '../pages/routes.ts'
import { themeColours } from '../theme/palette.ts'
import { largestPostPicture } from '../blog/post-bodies.tsx'
import { postFiles } from '../site-content/post-files.ts'
import { LLMS_FILE, llmsTxt } from './llms-txt.ts'
import { postHtml, postMarkdown, postMarkdownFile, type PostSource } from './post-markdown.ts'
import type { Post } from '../site-content/posts.ts'

/** A language's feed, which each of its pages announces: only with posts. */
export const feedLink = ({ posts, ui, site, url }: LanguageContent) =>
  posts.length > 0
    ? {
        title: fill(ui.blog.feedTitle, { name: site.identity.fullName }),
        href: url(FEED_FILE),
      }
    : undefined

// Link previews and home screens show the site as it first looks: in its dark theme.
const darkColours = ({ site }: LanguageContent) => themeColours(site.theme).colours.dark

/**
 * The browser tab's icon, the owner's initials in the theme's accent, drawn in the font the share
 * images' names are: the dev server serves it too.
 */
export const siteIcon = (content: LanguageContent, font: TextFont) => ({
  file: FAVICON,
  svg: faviconSvg(darkColours(content), monogram(font, content.site.identity.fullName)),
})

// A post's file as written, and its pictures' published addresses.
const sourceOf = (post: Post): PostSource => ({
  text: postFiles.find(({ file }) => file === post.file)?.text ?? '',
  picture: largestPostPicture,
})

/** llms.txt and each post as Markdown, beside a language's pages: the dev server serves them too. */
export const readableFiles = (content: LanguageContent): Record<string, string> => ({
  [LLMS_FILE]: llmsTxt(content),
  ...Object.fromEntries(
    content.posts.map((post) => [
      postMarkdownFile(post.slug),
      postMarkdown(content, post, sourceOf(post)),
    ]),
  ),
})

// Files published beside a language's pages: text as is, images as SVG for the build to turn into
// PNG. The default language also publishes the files the whole site shares, at the root.
export async function publishFiles(content: LanguageContent) {
  const { site, language, posts, url } = content
  const colors = darkColours(content)
  const feed = feedLink(content)
  const { fullName, shortName, tagline } = site.identity
  const address = (path: string) => url(path).replace(/^https?:\/\//, '')
  const manifest = webManifest({
    name: fullName,
    shortName,
    description: tagline,
    lang: language.code,
    base: content.base,
    icon: rootAsset,
    background: colors.bg,
    accent: colors.accent,
  })
  const text = {
    [MANIFEST_FILE]: manifest,
    ...(feed && {
      [FEED_FILE]: rssXml({
        title: feed.title,
        description: site.blog?.description ?? '',
        url: url('/blog'),
        self: feed.href,
        language: language.code,
        items: posts.map((post) => ({
          title: post.title,
          url: url(postPath(post.slug)),
          description: post.description,
          date: post.date,
          content: postHtml(content, post, sourceOf(post)),
        })),
      }),
    }),
    ...readableFiles(content),
  }
  // Home's preview shows the owner's photo, a project's its cover: the pictures the content names.
  const shareImages = [
    {
      file: SHARE_IMAGE.file,
      name: fullName,
      tagline,
      address: address('/'),
      picture: site.home.photo,
    },
    ...site.projects.map((project) => ({
      file: projectShareImage(project.slug),
      name: project.title,
      tagline: project.description,
      address: address(projectPath(project.slug)),
      picture: project.img,
    })),
    // A post's preview: its title, who wrote it, and its cover if it has one.
    ...posts.map((post) => ({
      file: postShareImage(post.slug),
      name: post.title,
      tagline: fullName,
      address: address(postPath(post.slug)),
      picture: post.cover?.image,
    })),
  ]
  const words = shareImages.map(({ name, tagline, address }) => `${name} ${tagline} ${address}`)
  // Imported here so that render() and its tests never load the font tools.
  const [{ FONT_CACHE }, { shareImageFonts }, { warnUndrawn }] = await Promise.all([
    import('../theme/font-files.ts'),
    import('../theme/outline-fonts.ts'),
    import('../theme/static-fonts.ts'),
  ])
  const imageFonts = await shareImageFonts(themeFonts(site.theme), words.join(' '), FONT_CACHE)
  warnUndrawn(imageFonts.undrawn, words.join(' '))
  const read = (text: string) => readingDirection(text, content.fallback, language.dir)
  const mark = monogram(imageFonts.name, fullName)
  const images = shareImages.map(({ file, picture, ...card }) => ({
    ...SHARE_IMAGE,
    file,
    svg: shareImageSvg({
      ...card,
      colors,
      fonts: imageFonts,
      mark,
      dir: language.dir,
      read,
      pictured: picture !== undefined,
    }),
    picture: picture && { file: `src/content/${picture}`, ...picturePlace(language.dir) },
  }))
  if (content.folder !== '') return { text, images }
  const icon = siteIcon(content, imageFonts.name)
  // Every page in every language, each with its addresses in the others: this language's pages,
  // then the posts (and their lists) that only other languages have.
  const paths = new Set([
    ...routesOf(content).map((route) => route.path),
    ...Object.keys(blogLanguages),
  ])
  return {
    text: {
      ...text,
      [icon.file]: icon.svg,
      [SITEMAP_FILE]: sitemapXml(
        [...paths].map((path) =>
          translationsOf(path, blogLanguages).map((page) => ({
            ...page,
            modified: changedOn(page.code, path),
          })),
        ),
      ),
      'robots.txt': robotsTxt(url(SITEMAP_FILE)),
    },
    images: [
      ...images,
      ...Object.values(ICONS).map(({ file, size }) => ({
        file,
        width: size,
        height: size,
        svg: icon.svg,
        // Home screens show transparent corners as black or white: fill them like the page.
        background: colors.bg,
      })),
    ],
  }
}
