import { BackLink, Pager } from '../components/pager.tsx'
import { PostMeta } from '../components/post-meta.tsx'
import { postTags, tagHref } from '../components/post-list.tsx'
import { TagList } from '../components/tag-list.tsx'
import { blogText, posts } from '../content/parts/blog.ts'
import { fullName } from '../content/parts/frame.ts'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { titleWithin } from '../lib/head.ts'
import { postPath } from '../lib/route-path.ts'
import { loadStaticHtml, postBodyId, StaticPart } from '../components/static-part.tsx'
import { postShareImage } from '../lib/share-image.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './post.module.css'

// A page for each post of this language.
export const route: PageModule['route'] = {
  paths: posts.map(({ slug }) => ({ path: postPath(slug), slug })),
}

const postOf = (slug = '') => posts.find((post) => post.slug === slug)

export const head: PageModule['head'] = ({ slug }) => {
  const post = postOf(slug)
  if (!post) throw new Error(`No post "${slug}"`)
  return {
    title: titleWithin(fill(blogText.postTitle, { post: post.title, name: fullName }), post.title),
    description: post.description,
    shareImage: { file: postShareImage(post.slug), alt: post.title },
  }
}

const hrefOf = (slug: string) => pageHref(postPath(slug))

// The body is HTML only (post-bodies.tsx renders it at build): the app never renders it, it
// fetches the page's HTML to show it.
export const later: PageModule['later'] = async ({ slug } = {}) => {
  if (slug) await loadStaticHtml(postBodyId(slug), hrefOf(slug))
}

/** A post: its title, dates and tags, then its body, then the way to the posts around it. */
export default function Post({ slug = '' }: PageProps) {
  const index = posts.findIndex((post) => post.slug === slug)
  const post = posts[index]
  if (!post) return null
  // Newest first: the previous post is the older one.
  const previous = posts[index + 1]
  const next = posts[index - 1]
  const id = postBodyId(slug)
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <BackLink href={pageHref('/blog')}>{blogText.allPosts}</BackLink>
        <h1 className={styles.title}>{post.title}</h1>
        <PostMeta post={post} />
        <TagList tags={postTags(post)} href={tagHref} label={blogText.tags} />
      </header>
      <StaticPart key={id} id={id} className={styles.body} />
      <Pager
        label={blogText.morePosts}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={blogText}
      />
    </article>
  )
}
