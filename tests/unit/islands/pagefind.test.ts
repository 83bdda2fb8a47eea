import { expect, test } from 'vitest'
import {
  excerptUnderTitle,
  holdsEveryWord,
  pagesFound,
  resultsSummary,
  withCutsMarked,
} from '../../../src/islands/pagefind.ts'

const words = {
  results: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  noResults: 'Nothing found for “{query}”.',
}

test("the summary of the results follows the language's plural forms and digits", () => {
  expect(resultsSummary(1, 'rust', words, 'en')).toBe('1 result for “rust”')
  expect(resultsSummary(1200, 'rust', words, 'en')).toBe('1,200 results for “rust”')
  expect(resultsSummary(1200, 'rust', words, 'fi')).toBe('1\u00a0200 results for “rust”')
  expect(resultsSummary(0, 'rust', words, 'en')).toBe('Nothing found for “rust”.')
})

const content =
  'Keeping a budget honest. The last post ended with a rule: keep a budget per page. A rule is only as good as the thing that enforces it.'

test('an excerpt cut from within the page is marked with an ellipsis where the page goes on', () => {
  expect(withCutsMarked('a <mark>budget</mark> honest. The last', content)).toBe(
    '…a <mark>budget</mark> honest. The last…',
  )
  // After a whole sentence, the ellipsis stands apart from its full stop, not run into it.
  expect(withCutsMarked('Keeping a <mark>budget</mark> honest.', content)).toBe(
    'Keeping a <mark>budget</mark> honest.\u00a0…',
  )
  expect(withCutsMarked('thing that <mark>enforces</mark> it.', content)).toBe(
    '…thing that <mark>enforces</mark> it.',
  )
  expect(
    withCutsMarked('keep a <mark>budget</mark> per page. A rule is only as good as', content),
  ).toBe('…keep a <mark>budget</mark> per page. A rule is only as good as…')
  expect(withCutsMarked('ended with a rule:', content)).toBe('…ended with a rule…')
  expect(withCutsMarked(content.replace('rule:', '<mark>rule:</mark>'), content)).toBe(
    content.replace('rule:', '<mark>rule:</mark>'),
  )
})

test("an excerpt is matched to the page's text as Pagefind escapes it, across its line breaks", () => {
  const code = 'export type Config = z.infer<typeof Config>\nexport function readConfig() {}'
  expect(withCutsMarked('Config = <mark>z.infer&lt;typeof</mark> Config&gt; export', code)).toBe(
    '…Config = <mark>z.infer&lt;typeof</mark> Config&gt; export…',
  )
  expect(withCutsMarked('UI &amp; UX Design', 'Services. UI & UX Design')).toBe(
    '…UI &amp; UX Design',
  )
})

test("an excerpt leaves out the page's title, which starts its text, whole or in part", () => {
  const post = `${content.split('.')[0]}. Today: the script. It reads the build.`
  const title = 'Keeping a budget honest'
  expect(
    excerptUnderTitle('Keeping a <mark>budget</mark> honest. The last post', content, title),
  ).toBe('The last post…')
  expect(
    excerptUnderTitle('a <mark>budget</mark> honest. Today: the <mark>script.</mark>', post, title),
  ).toBe('Today: the <mark>script.</mark>…')
  expect(excerptUnderTitle('honest. Today: the script. It reads the build.', post, title)).toBe(
    'Today: the script. It reads the build.',
  )
  expect(excerptUnderTitle('<mark>Keeping</mark> a budget honest.', post, title)).toBe('')
  expect(excerptUnderTitle('Today: the <mark>script.</mark>', post, title)).toBe(
    'Today: the <mark>script.</mark>…',
  )
  // A page found by its title alone is shown by its description.
  const meta = { title, description: 'Why & how' }
  for (const excerpt of [
    '<mark>Keeping</mark> a budget honest.',
    '<mark>Keeping</mark> a budget honest. Today: the script.',
  ])
    expect(
      pagesFound('keeping', [], [{ url: '/b/', excerpt, content: post, locations: [0], meta }]),
    ).toEqual([{ url: '/b/', title, excerpt: 'Why &amp; how' }])
  // The words sought are marked in the description as in an excerpt, whole or begun.
  const shop = {
    url: '/shop/',
    excerpt: 'Repair <mark>shops.</mark> Intake and invoices.',
    content: 'Repair shops. Intake and invoices.',
    locations: [1],
    meta: {
      title: 'Repair shops',
      description: 'Jobs & updates for a repair shop, shopping and workshops.',
    },
  }
  expect(pagesFound('Shops', [], [shop])).toEqual([
    {
      url: '/shop/',
      title: 'Repair shops',
      excerpt:
        'Jobs &amp; updates for a repair <mark>shop,</mark> <mark>shopping</mark> and workshops.',
    },
  ])
  // Later in the text, or in a page that starts otherwise, it is the excerpt as it was.
  expect(excerptUnderTitle('the <mark>script.</mark> It', post, title)).toBe(
    '…the <mark>script.</mark> It…',
  )
  expect(excerptUnderTitle('Keeping a <mark>budget</mark>', content, 'Budgets')).toBe(
    'Keeping a <mark>budget</mark>…',
  )
})

test('an excerpt that is not found in the text is shown as Pagefind gives it', () => {
  expect(withCutsMarked('words of <mark>another</mark> page', content)).toBe(
    'words of <mark>another</mark> page',
  )
})

// The words Pagefind matched are those of `content` at `locations`.
const page = (content: string, ...matched: string[]) => ({
  content,
  locations: matched.map((word) => content.split(/\s+/).indexOf(word)),
})

test('a page is a result when each word sought is among those it matched, whole or begun', () => {
  const found = page('Deployment pipelines, deployed daily.', 'Deployment', 'deployed')
  expect(holdsEveryWord('deploying', found)).toBe(true)
  expect(holdsEveryWord('deploy', found)).toBe(true)
  expect(
    holdsEveryWord('Deployment pipelines', page(found.content, 'Deployment', 'pipelines,')),
  ).toBe(true)
  expect(holdsEveryWord('kubernetse', page('Kubernetes, Helm', 'Kubernetes,'))).toBe(true)
  expect(holdsEveryWord('resume', page('Read my résumé: education.', 'résumé:'))).toBe(true)
  expect(holdsEveryWord('"static site"', page('A static site', 'static', 'site'))).toBe(true)
  expect(holdsEveryWord('東京', page('私は東京に住んでいます', '私は東京に住んでいます'))).toBe(
    true,
  )
})

test("a page is not a result when all it matched is the start of a word it doesn't hold", () => {
  expect(holdsEveryWord('orchid', page('Or else.', 'Or'))).toBe(false)
  expect(holdsEveryWord('zzzqqq', page('import { z } from', 'z'))).toBe(false)
  expect(holdsEveryWord('calmer', page('Unity, C#, Python', 'C#,'))).toBe(false)
  expect(holdsEveryWord('budget zebra', page('A budget per page', 'budget'))).toBe(false)
  expect(holdsEveryWord('mikaqxzv', page('Mika Laine', 'Mika'))).toBe(false)
})

const at = (url: string, excerpt: string, content = excerpt, ...matched: string[]) => ({
  url,
  excerpt,
  meta: { title: `The page at ${url}` },
  ...page(content, ...matched),
})

test("a tag's name finds its pages first, each once, with the excerpt of its words where they hold them", () => {
  const tagged = [
    at('/ci/', 'GitHub CI Pipeline. Reusable workflows.'),
    { ...at('/budget/', 'A JavaScript budget.'), meta: { description: 'Budgets & <CI>' } },
    { ...at('/slow/', 'Slow phones.'), meta: { description: 'A slow phone' } },
  ]
  const withWords = [
    at('/about/', 'I do <mark>DevOps</mark>.', 'I do DevOps.', 'DevOps.'),
    at('/slow/', 'Slow <mark>DevOps</mark>.', 'Slow DevOps.', 'DevOps.'),
    at('/orchid/', 'Or else.', 'Or else.', 'Or'),
  ]
  expect(pagesFound('DevOps', tagged, withWords).map(({ url, excerpt }) => [url, excerpt])).toEqual(
    [
      ['/ci/', 'GitHub CI Pipeline. Reusable workflows.'],
      // Found by its tag alone, it is shown by its description.
      ['/budget/', 'Budgets &amp; &lt;CI&gt;'],
      ['/slow/', 'Slow <mark>DevOps</mark>.'],
      ['/about/', 'I do <mark>DevOps</mark>.'],
    ],
  )
  expect(pagesFound('DevOps', [], withWords.slice(0, 1)).map(({ url }) => url)).toEqual(['/about/'])
})
