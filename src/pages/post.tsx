import { BackLink, Pager } from '../components/pager.tsx'
import { PostMeta } from '../components/post-meta.tsx'
import { postTags, tagHref } from '../components/post-list.tsx'
import {
  postBodyId,
  postId,
  publishedHead,
  type PublishedHead,
  StaticPart,
  staticHtml,
} from '../components/static-part.tsx'
import { TagList } from '../components/tag-list.tsx'
import { blogText, posts } from '../content-model/parts/blog.ts'
import { fullName } from '../content-model/parts/frame.ts'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { titleWithin } from '../lib/head.ts'
import { postPath } from '../lib/route-path.ts'
import { postShareImage } from '../lib/share-image.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './post.module.css'

// A page for each post of this language.
export const route: PageModule['route'] = {
  paths: posts.map(({ slug }) => ({ path: postPath(slug), slug })),
}

// What the build writes in a post's head, from the content.
function headOf(slug: string): PublishedHead {
  const post = posts.find((candidate) => candidate.slug === slug)
  if (!post) throw new Error(`No post "${slug}"`)
  return {
    title: titleWithin(fill(blogText.postTitle, { post: post.title, name: fullName }), post.title),
    description: post.description,
    imageAlt: post.title,
  }
}

// The app, which ships none of the posts' words, takes a post's head from its page.
export const head: PageModule['head'] = ({ slug = '' }) => {
  const { title, description, imageAlt } = import.meta.env.SSR ? headOf(slug) : publishedHead()
  return { title, description, shareImage: { file: postShareImage(slug), alt: imageAlt } }
}

const hrefOf = (slug: string) => pageHref(postPath(slug))

/** A post: its title, dates and tags, then its body, then the way to the posts around it. */
export default function Post({ slug = '' }: PageProps) {
  const id = postId(slug)
  return (
    <article className={styles.page}>
      <StaticPart key={id} id={id}>
        {import.meta.env.SSR && <PostPage slug={slug} />}
      </StaticPart>
    </article>
  )
}

// What the build renders of a post; its body is the HTML post-bodies.tsx made from its MDX.
function PostPage({ slug }: { slug: string }) {
  const index = posts.findIndex((post) => post.slug === slug)
  const post = posts[index]
  if (!post) return null
  // Newest first: the previous post is the older one.
  const previous = posts[index + 1]
  const next = posts[index - 1]
  return (
    <>
      <header className={styles.header}>
        <BackLink href={pageHref('/blog')}>{blogText.allPosts}</BackLink>
        <h1 className={styles.title}>{post.title}</h1>
        <PostMeta post={post} />
        <TagList tags={postTags(post)} href={tagHref} label={blogText.tags} />
      </header>
      <div
        className={styles.body}
        dangerouslySetInnerHTML={{ __html: staticHtml(postBodyId(slug)) }}
      />
      <Pager
        label={blogText.morePosts}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={blogText}
      />
    </>
  )
}
