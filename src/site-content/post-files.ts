import type { PostFile } from './posts.ts'

// Every post file in content/posts/, as written: `<slug>.mdx`, `<slug>.<code>.mdx`.
const texts = import.meta.glob<string>('../content/posts/*.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export const postFiles: readonly PostFile[] = Object.entries(texts).map(([file, text]) => ({
  file: `src/${file.slice('../'.length)}`,
  text,
}))
