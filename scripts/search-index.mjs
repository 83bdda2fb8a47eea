// Build step (scripts/build.mjs): Pagefind indexes the built pages for site search, one index per
// language (it reads each page's <html lang>), into <site>/pagefind/. It reads only what each page
// marks as its body (data-pagefind-body, on <main>), and each page once: /about/index.html, not
// /about.html too.
import { close, createIndex } from 'pagefind'

export async function indexForSearch(site) {
  const { index } = await createIndex({})
  const { errors, page_count } = await index.addDirectory({ path: site, glob: '**/index.html' })
  if (errors.length > 0)
    throw new Error(`Site search could not index the pages:\n${errors.join('\n')}`)
  await index.writeFiles({ outputPath: `${site}/pagefind` })
  await close()
  console.log(`indexed ${page_count} pages for site search`)
}
