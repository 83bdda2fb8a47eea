import type { PostFile } from '../lib/posts.ts'

// Every post file in posts/, as written: `posts/<slug>.mdx`, `posts/<slug>.<code>.mdx`.
const texts = import.meta.glob<string>('./posts/*.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const postFiles: readonly PostFile[] = Object.entries(texts).map(([file, text]) => ({
  file: `src/content/${file.slice(2)}`,
  text,
}))
