import { BackLink } from '../components/pager.tsx'
import { PostList } from '../components/post-list.tsx'
import { useContent, type LanguageContent } from '../site-content/language-content.ts'
import { fill, fillTitle } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import { tagsOf } from '../site-content/posts.ts'
import { blogTagPath } from '../routing/route-path.ts'
import type { PageModule, PageProps } from './routes.ts'
import page from './page.module.css'
import styles from './list-page.module.css'

// A page for each tag the posts of this language use.
export const route: PageModule['route'] = ({ site, posts }) => ({
  paths: Object.keys(site.tags)
    .filter((id) => tagsOf(posts).includes(id))
    .map((id) => ({ path: blogTagPath(id), tag: id })),
})

const labelOf = ({ site }: LanguageContent, tag = '') => site.tags[tag] ?? tag

export const head: PageModule['head'] = ({ tag }, content) => {
  const { site, ui } = content
  const values = { tag: labelOf(content, tag), name: site.identity.fullName }
  return {
    title: fillTitle(ui.titles.blogTag, values),
    description: fill(ui.blog.taggedDescription, values),
  }
}

/** The posts with one tag, newest first. */
export default function BlogTag({ tag = '' }: PageProps) {
  const content = useContent()
  const { ui, posts, href } = content
  const heading = fill(ui.blog.tagged, { tag: labelOf(content, tag) })
  return (
    <div className={page.page}>
      <header className={styles.intro}>
        <BackLink href={href('/blog')}>{ui.blog.allPosts}</BackLink>
        <h1 className={styles.heading} data-long-word={longWord(heading)}>
          {heading}
        </h1>
      </header>
      <PostList posts={posts.filter((post) => post.tags.includes(tag))} />
    </div>
  )
}
