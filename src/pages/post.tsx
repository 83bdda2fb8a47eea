import { postBodyHtml, postHeadings, postPreload, postSources } from '../blog/post-bodies.tsx'
import { relatedPosts, seriesParts } from '../blog/post-relations.ts'
import { BackLink, Pager } from '../components/pager.tsx'
import { PostMeta } from '../components/post-meta.tsx'
import { PostTags } from '../components/post-list.tsx'
import { SearchTopics } from '../components/search-topics.tsx'
import { PostComments } from '../components/comments.tsx'
import { RelatedPosts, SeriesParts } from '../components/post-relations.tsx'
import { TableOfContents } from '../components/table-of-contents.tsx'
import { useContent, type LanguageContent } from '../site-content/language-content.ts'
import { postingData } from '../document/head.ts'
import { fillTitle } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import { postPath } from '../routing/route-path.ts'
import { postShareImage } from '../theme/share-image.ts'
import { NewsletterForm } from '../components/newsletter-form.tsx'
import type { PageModule, PageProps } from './routes.ts'
import styles from './post.module.css'

// A page for each post of this language.
export const route: PageModule['route'] = ({ posts }) => ({
  paths: posts.map(({ slug }) => ({ path: postPath(slug), slug })),
})

const postOf = ({ posts }: LanguageContent, slug = '') => {
  const post = posts.find((candidate) => candidate.slug === slug)
  if (!post) throw new Error(`No post "${slug}"`)
  return post
}

export const head: PageModule['head'] = ({ slug }, content) => {
  const { site, ui, url } = content
  const post = postOf(content, slug)
  return {
    title: fillTitle(ui.titles.post, { post: post.title, name: site.identity.fullName }),
    description: post.description,
    shareImage: { file: postShareImage(post.slug), alt: post.title },
    article: { published: post.date, modified: post.updated },
    structuredData: postingData(post, site, url),
  }
}

// A post's cover, when it has one, is its largest paint.
export const preload: PageModule['preload'] = ({ slug = '' }, content) => postPreload(content, slug)

export const sources: PageModule['sources'] = ({ slug = '' }, content) => postSources(content, slug)

// A post lists its sections when it has this many or more.
const CONTENTS_FROM = 3

/**
 * A post: its title, dates and tags, its series, its contents, then its body, then the posts on
 * its subjects and the way to the posts around it.
 */
export default function Post({ slug }: PageProps) {
  const content = useContent()
  const { site, ui, posts, href, language } = content
  const post = postOf(content, slug)
  const hrefOf = (slug: string) => href(postPath(slug))
  const index = posts.indexOf(post)
  // Newest first: the previous post is the older one.
  const previous = posts[index + 1]
  const next = posts[index - 1]
  const series = site.series.find(({ id }) => id === post.series)
  const parts = seriesParts(posts, post)
  const headings = postHeadings(content, post.slug)
  const listsContents = post.toc && headings.length >= CONTENTS_FROM
  const related = relatedPosts(posts, post, [previous, next])
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <BackLink href={href('/blog')}>{ui.blog.allPosts}</BackLink>
        <h1 className={styles.title} data-long-word={longWord(post.title)}>
          {post.title}
        </h1>
        <PostMeta post={post} />
        <PostTags post={post} />
        <SearchTopics names={post.tags.map((id) => site.tags[id] ?? id)} />
      </header>
      {series && parts.length > 0 && <SeriesParts title={series.title} parts={parts} post={post} />}
      {listsContents && <TableOfContents headings={headings} label={ui.blog.contents} />}
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: postBodyHtml(content, post.slug) }}
      />
      {related.length > 0 && <RelatedPosts posts={related} />}
      <Pager
        label={ui.blog.morePosts}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={ui.blog}
      />
      <NewsletterForm newsletter={site.newsletter} words={ui.newsletter} />
      <PostComments
        comments={site.comments}
        slug={post.slug}
        language={language.code}
        text={ui.comments}
        newTab={ui.opensInNewTab}
      />
    </article>
  )
}
