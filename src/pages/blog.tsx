import { PostList } from '../components/post-list.tsx'
import { postListId, StaticPart } from '../components/static-part.tsx'
import { blogText, posts } from '../content-model/parts/blog.ts'
import { fullName } from '../content-model/parts/frame.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../page-loader.tsx'
import styles from './list-page.module.css'

// The blog is there, and in the menu, only in a language with posts.
export const route: PageModule['route'] = {
  paths: posts.length > 0 ? [{ path: '/blog', menu: 3 }] : [],
}

export const head: PageModule['head'] = () => ({
  title: fill(blogText.title, { name: fullName }),
  description: blogText.description,
})

/** Every post, newest first. */
export default function Blog() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{blogText.heading}</h1>
        <p className={styles.lead}>{blogText.description}</p>
      </header>
      <StaticPart id={postListId()}>{import.meta.env.SSR && <PostList posts={posts} />}</StaticPart>
    </div>
  )
}
