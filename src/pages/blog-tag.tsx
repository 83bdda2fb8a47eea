import { BackLink } from '../components/pager.tsx'
import { PostList } from '../components/post-list.tsx'
import { postListId, StaticPart } from '../components/static-part.tsx'
import { blogText, posts, tags } from '../content-model/parts/blog.ts'
import { fullName } from '../content-model/parts/frame.ts'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { blogTagPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './list-page.module.css'

// A page for each tag the posts of this language use.
export const route: PageModule['route'] = {
  paths: Object.keys(tags).map((id) => ({ path: blogTagPath(id), slug: id })),
}

const labelOf = (slug = '') => tags[slug] ?? slug

export const head: PageModule['head'] = ({ slug }) => ({
  title: fill(blogText.tagTitle, { tag: labelOf(slug), name: fullName }),
  description: fill(blogText.taggedDescription, { tag: labelOf(slug), name: fullName }),
})

/** The posts with one tag, newest first. */
export default function BlogTag({ slug = '' }: PageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <BackLink href={pageHref('/blog')}>{blogText.allPosts}</BackLink>
        <h1 className={styles.heading}>{fill(blogText.tagged, { tag: labelOf(slug) })}</h1>
      </header>
      <StaticPart key={slug} id={postListId(slug)}>
        {import.meta.env.SSR && (
          <PostList posts={posts.filter((post) => post.tags.includes(slug))} />
        )}
      </StaticPart>
    </div>
  )
}
