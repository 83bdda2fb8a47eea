// The routes the benchmark measures by default: every page the built sitemap lists, so a new page
// is measured without editing the benchmark.

/**
 * Routes under the served base, as bench.mjs names them: '' for Home, 'about', 'portfolio/x',
 * 'fi/'. A trailing slash stays: the sitemap's address is the one the host answers without a
 * redirect ('fi' would be sent on to 'fi/').
 * @param {string} xml the sitemap @param {string} base the base path, e.g. '/react-portfolio/'
 */
export function routesOf(xml, base) {
  const locs = [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => match[1] ?? '')
  return locs.map((loc) => {
    const path = decodeURIComponent(new URL(loc).pathname)
    if (!`${path}/`.startsWith(base)) throw new Error(`sitemap: ${loc} is outside ${base}`)
    return path.slice(base.length)
  })
}
