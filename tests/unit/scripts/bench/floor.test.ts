import { expect, test } from 'vitest'
import { stripScripts } from '../../../../scripts/bench/floor.mjs'

test('the floor keeps the page and its styles but loses every script and module preload', () => {
  const page = [
    '<head><script>document.documentElement.dataset.theme = "dark"</script>',
    '<script type="module" crossorigin src="/react-portfolio/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/react-portfolio/assets/chunk-2.js">',
    '<link rel="stylesheet" crossorigin href="/react-portfolio/assets/index-3.css">',
    '</head><body><main><h1>About me</h1></main></body>',
  ].join('\n')
  const floor = stripScripts(page)
  expect(floor).not.toMatch(/<script|modulepreload|\.js"/)
  expect(floor).toContain(
    '<link rel="stylesheet" crossorigin href="/react-portfolio/assets/index-3.css">',
  )
  expect(floor).toContain('<main><h1>About me</h1></main>')
})
