import { PostList } from '../components/post-list.tsx'
import { posts, site, ui } from '../content-model/language.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../routes.ts'
import styles from './list-page.module.css'

const description = site.blog?.description ?? ''

// The blog is there, and in the menu, only in a language with posts.
export const route: PageModule['route'] = {
  paths: posts.length > 0 ? [{ path: '/blog', menu: 3 }] : [],
}

export const head: PageModule['head'] = () => ({
  title: fill(ui.titles.blog, { name: site.identity.fullName }),
  description,
})

/** Every post, newest first. */
export default function Blog() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>{ui.blog.heading}</h1>
        <p className={styles.lead}>{description}</p>
      </header>
      <PostList posts={posts} />
    </div>
  )
}
