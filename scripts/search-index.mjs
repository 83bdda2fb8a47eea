// Build step (scripts/build.mjs): Pagefind indexes the built pages for site search, one index per
// language (it reads each page's <html lang>), into <site>/pagefind/. It reads only what each page
// marks as its body (data-pagefind-body, on <main>), and each page once: /about/index.html, not
// /about.html too, found at its canonical address, /about.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { close, createIndex } from 'pagefind'

// Pagefind's own search interfaces: the site has its own (src/islands/site-search.tsx).
const UNUSED = /^pagefind-(component-ui|modular-ui|ui|highlight)\./

/** `folders`: each language's, '' for the default's and 'fi/' for Finnish, whose home keeps its slash. */
export async function indexForSearch(site, folders) {
  // What screen readers never hear (aria-hidden: a drawing's labels, a second copy for the eye, a
  // decorative number) is not the page's words either.
  const { index } = await createIndex({ excludeSelectors: ['[aria-hidden="true"]'] })
  const pages = (await readdir(site, { recursive: true })).filter(
    (path) => basename(path) === 'index.html',
  )
  for (const page of pages) {
    const folder = dirname(page) === '.' ? '' : `${dirname(page)}/`
    const url = `/${folders.includes(folder) ? folder : folder.slice(0, -1)}`
    const content = await readFile(join(site, page), 'utf8')
    const { errors } = await index.addHTMLFile({ url, content })
    if (errors.length > 0)
      throw new Error(`Site search could not index ${page}:\n${errors.join('\n')}`)
  }
  // The files come back in memory and are written here, each whole before the build goes on: once
  // under load, Pagefind's own writing left pagefind.js empty by the time the build ended.
  const { files } = await index.getFiles()
  await close()
  for (const { path, content } of files.filter(({ path }) => !UNUSED.test(path))) {
    const file = join(site, 'pagefind', path)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, content)
  }
  // Pagefind counts every page it reads; each page it indexes has a fragment.
  const indexed = files.filter(({ path }) => path.startsWith('fragment/')).length
  console.log(`indexed ${indexed} pages for site search`)
}
