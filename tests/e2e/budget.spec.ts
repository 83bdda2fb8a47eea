import { BUDGET, firstLoadSizes } from '../../scripts/sizes.mjs'
import { expect, test } from './fixtures.ts'

test('the built home page stays within its JavaScript and CSS budgets', async () => {
  const { files, js, css } = await firstLoadSizes('dist/client')
  expect(files.length).toBeGreaterThan(0)
  expect(js.gzip).toBeGreaterThan(0)
  expect(js.gzip, `JavaScript gzip bytes (budget ${BUDGET.js})`).toBeLessThanOrEqual(BUDGET.js)
  expect(css.gzip, `CSS gzip bytes (budget ${BUDGET.css})`).toBeLessThanOrEqual(BUDGET.css)
})
