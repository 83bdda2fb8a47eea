import { BUDGET, firstLoadSizes, pageOf } from '../../scripts/sizes.mjs'
import { expect, PAGES, test } from './fixtures.ts'

for (const { path } of PAGES) {
  test(`/${path} stays within its JavaScript and CSS budgets before hydration`, async () => {
    const { files, js, css } = await firstLoadSizes('dist/client', pageOf(path))
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0)
    expect(js.gzip).toBeGreaterThan(0)
    expect(js.gzip, `JavaScript gzip bytes (budget ${BUDGET.js})`).toBeLessThanOrEqual(BUDGET.js)
    expect(css.gzip, `CSS gzip bytes (budget ${BUDGET.css})`).toBeLessThanOrEqual(BUDGET.css)
  })
}

test('a page loads only its own page code, never another page’s', async () => {
  const about = await firstLoadSizes('dist/client', pageOf('about'))
  const home = await firstLoadSizes('dist/client', pageOf(''))
  expect(about.files.some((file) => /assets\/home-/.test(file))).toBe(false)
  expect(home.files.some((file) => /assets\/(about|resume|portfolio|contact)-/.test(file))).toBe(
    false,
  )
})
