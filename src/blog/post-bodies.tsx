import type { MDXComponents, MDXModule } from 'mdx/types'
import {
  FOOTNOTES_LABEL,
  isPostPicture,
  isSiteAddress,
  notAPostPicture,
  postPicturePath,
  notAProject,
  type Heading,
  type PostComponent,
  type PostSources,
} from '../site-content/posts.ts'
import type { ComponentProps, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ExternalLink } from '../components/external-link.tsx'
import { Picture } from '../components/picture.tsx'
import type { LanguageContent } from '../site-content/language-content.ts'
import { pictureIn, type ImagetoolsPicture, type Preload } from '../lib/picture.ts'
import { projectPath } from '../routing/route-path.ts'
import { fill } from '../lib/fill.ts'

// The bodies of the posts, rendered to HTML by the build and the dev server alone (entry-server):
// the browser receives this HTML and never the MDX, its compiler or these components.

const modules = import.meta.glob<MDXModule & { headings: Heading[]; sources: PostSources }>(
  '../content/posts/*.mdx',
  {
    eager: true,
  },
)

// The pictures posts show, as covers or figures: in images/posts/, by their path from content/.
const pictures = Object.fromEntries(
  Object.entries(
    import.meta.glob<ImagetoolsPicture>('../content/images/posts/*', {
      query: '?w=640;1200&format=avif;webp&effort=2&as=picture',
      import: 'default',
      eager: true,
    }),
  ).map(([file, picture]) => [file.slice('../content/'.length), picture]),
)

// The text column is at most 46rem wide (pages/post.module.css).
const SIZES = '(min-width: 50rem) 46rem, 100vw'

const fileOf = ({ folder, language }: LanguageContent, slug: string) =>
  `../content/posts/${slug}${folder === '' ? '' : `.${language.code}`}.mdx`

type FigureProps = { image: string; alt: string; children?: ReactNode }
// A footnote's link back to its reference ('#user-content-fnref-2'), as the compiler marks it.
type FootnoteLink = { 'data-footnote-backref'?: string }
type CalloutProps = { title?: string; children: ReactNode }

// What a post's MDX may use besides Markdown. Each names what is wrong with it, as the build stops.
const postComponents = (file: string, { site, href }: LanguageContent) =>
  ({
    Figure: ({ image, alt, children }: FigureProps) => (
      <figure>
        <Picture image={pictureOf(file, image)} alt={alt} sizes={SIZES} />
        {children && <figcaption>{children}</figcaption>}
      </figure>
    ),
    Callout: ({ title, children }: CalloutProps) => (
      <div className="callout" role="note">
        {title && <p className="callout-title">{title}</p>}
        {children}
      </div>
    ),
    ProjectLink: ({ slug, children }: { slug: string; children?: ReactNode }) => {
      const project = site.projects.find((candidate) => candidate.slug === slug)
      if (!project) throw new Error(`${file}: ${notAProject(slug)}`)
      return <a href={href(projectPath(slug))}>{children ?? project.title}</a>
    },
  }) satisfies Record<PostComponent, unknown>

// The elements of Markdown a post's page draws its own way.
const elements = (file: string, { ui, href: pageHref }: LanguageContent): MDXComponents => ({
  // A link to another site opens in a new tab, as every such link of the site does; one whose
  // text is its address is marked so, not to print it twice. One to a page of the site from its
  // root ('/resume') leads there under the site's base, in the post's language. One within the
  // post (a footnote and its way back) keeps the id it is come back to by; search's excerpts
  // leave the way back's mark out, as they do the footnotes' heading, which only screen readers
  // hear.
  a: ({ href = '', children, ...link }: ComponentProps<'a'> & FootnoteLink) =>
    /^https?:/.test(href) ? (
      <ExternalLink
        href={href}
        newTab={ui.opensInNewTab}
        className={children === href ? 'address' : undefined}
      >
        {children}
      </ExternalLink>
    ) : (
      <a
        href={isSiteAddress(href) ? pageHref(href) : href}
        {...link}
        data-pagefind-ignore={'data-footnote-backref' in link ? '' : undefined}
        aria-label={
          'data-footnote-backref' in link
            ? fill(ui.blog.backToReference ?? '↩ {number}', { number: link['aria-label'] ?? '' })
            : link['aria-label']
        }
      >
        {children}
      </a>
    ),
  h2: ({ children, ...heading }: ComponentProps<'h2'>) =>
    heading.id === FOOTNOTES_LABEL ? (
      <h2 {...heading} data-pagefind-ignore="">
        {ui.blog.footnotes ?? children}
      </h2>
    ) : (
      <h2 {...heading}>{children}</h2>
    ),
  // A picture of the posts written as Markdown, `![alt](images/posts/chart.png)`, is shown as a
  // <Figure>'s; one at an address of its own is left as written.
  img: ({ src = '', alt = '', ...image }: ComponentProps<'img'>) =>
    isPostPicture(src) ? (
      <Picture image={pictureOf(file, src)} alt={alt} sizes={SIZES} />
    ) : (
      <img src={src} alt={alt} {...image} />
    ),
  // A code block sits in a box of its own, which the browser gives a button that copies the code,
  // in the words it carries (browser/copy-code.ts).
  pre: (props: ComponentProps<'pre'>) => (
    <div
      className="code"
      data-copy-code={ui.blog.copyCode?.button}
      data-code-copied={ui.blog.copyCode?.copied}
    >
      <pre {...props} />
    </div>
  ),
  // A wide table scrolls inside its box, which takes the keyboard's focus to do so.
  table: (props: ComponentProps<'table'>) => (
    <div className="table" tabIndex={0}>
      <table {...props} />
    </div>
  ),
})

const components = (file: string, content: LanguageContent): MDXComponents => ({
  ...postComponents(file, content),
  ...elements(file, content),
})

function pictureOf(file: string, image: string) {
  const path = postPicturePath(image)
  if (!pictures[path]) throw new Error(`${file}: ${notAPostPicture(image)}`)
  return pictureIn(pictures, path)
}

function compiled(content: LanguageContent, slug: string) {
  const post = content.posts.find((candidate) => candidate.slug === slug)
  const module = modules[fileOf(content, slug)]
  if (!post || !module) throw new Error(`No post "${slug}" in ${content.language.code}`)
  return { post, ...module }
}

/** A post's h2 and h3, in order. */
export const postHeadings = (content: LanguageContent, slug: string): readonly Heading[] =>
  compiled(content, slug).headings

/** The other sites a post's pictures, frames and media come from. */
export const postSources = (content: LanguageContent, slug: string): PostSources =>
  compiled(content, slug).sources

/** A post's body as HTML: its cover, then what its MDX says. */
export function postBodyHtml(content: LanguageContent, slug: string): string {
  const { post, default: Body } = compiled(content, slug)
  return renderToStaticMarkup(
    <>
      {post.cover && (
        <Picture
          image={pictureIn(pictures, post.cover.image)}
          alt={post.cover.alt}
          sizes={SIZES}
          loading="eager"
          fetchPriority="high"
        />
      )}
      <Body components={components(post.file, content)} />
    </>,
  )
}

/** A picture of the posts at its largest published width, by its path from content/: its Markdown's. */
export const largestPostPicture = (image: string) =>
  pictures[image] && pictureIn(pictures, image).src

/** A post's cover, the picture its first paint waits for. */
export function postPreload({ posts }: LanguageContent, slug: string): Preload | undefined {
  const cover = posts.find((post) => post.slug === slug)?.cover
  return cover && { image: pictureIn(pictures, cover.image), sizes: SIZES }
}
