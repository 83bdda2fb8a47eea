import { languageOf } from '../lib/fallback.ts'
import { PostList } from '../components/post-list.tsx'
import { NewsletterForm } from '../components/newsletter-form.tsx'
import { useContent } from '../site-content/language-content.ts'
import { fillTitle } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import { FEED_FILE } from '../routing/route-path.ts'
import type { PageModule } from './routes.ts'
import page from './page.module.css'
import styles from './list-page.module.css'

// The blog is there, and in the menu, only in a language with posts.
export const route: PageModule['route'] = ({ posts }) =>
  posts.length > 0 ? { path: '/blog' } : { paths: [] }

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fillTitle(ui.titles.blog, { name: site.identity.fullName }),
  description: site.blog?.description ?? '',
})

/** Every post, newest first. */
export default function Blog() {
  const { site, ui, posts, fallback, href } = useContent()
  return (
    <div className={page.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading} data-long-word={longWord(ui.blog.heading)}>
          {ui.blog.heading}
        </h1>
        <p className={styles.lead} {...languageOf(site.blog?.description, fallback)}>
          {site.blog?.description ?? ''}
        </p>
        {ui.blog.feedLink && (
          <a href={href(`/${FEED_FILE}`)} type="application/rss+xml" className={styles.feed}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <circle cx="3" cy="13" r="2" />
              <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5h-2A6.5 6.5 0 0 0 1 8.5zM1 1a14 14 0 0 1 14 14h-2A12 12 0 0 0 1 3z" />
            </svg>
            {ui.blog.feedLink}
          </a>
        )}
      </header>
      <PostList posts={posts} />
      <NewsletterForm newsletter={site.newsletter} words={ui.newsletter} />
    </div>
  )
}
