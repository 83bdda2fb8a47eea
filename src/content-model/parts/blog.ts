import { tagsOf } from '../../lib/posts.ts'
import { posts as all, site, ui } from '../language.ts'

// The blog's pages: each post as its list and its page's header show it (its body is HTML that
// the build renders, content/post-bodies.tsx), and the labels of the tags they use.
export const posts = all.map(({ slug, title, description, date, updated, tags, minutes }) => ({
  slug,
  title,
  description,
  date,
  updated,
  tags,
  minutes,
}))
export type PostSummary = (typeof posts)[number]

/** The label of each tag the posts use, in the order of the words' `tags`. */
export const tags: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(site.tags).filter(([id]) => tagsOf(all).includes(id)),
)
export const blogText = {
  ...ui.blog,
  description: site.blog?.description ?? '',
  title: ui.titles.blog,
  postTitle: ui.titles.post,
  tagTitle: ui.titles.blogTag,
}
