import { expect, test } from 'vitest'
import { postHtml, postMarkdown, postMarkdownFile } from '../../../src/build/post-markdown.ts'
import { readPosts } from '../../../src/site-content/localize.ts'
import { pair, postFile } from '../../fixtures/content/sites.ts'
import { languageOf } from './language-content.ts'

const english = languageOf(pair, 'en')
const german = languageOf(pair, 'de')

// The posts' one picture, as the build publishes it at its largest width.
const picture = (image: string) =>
  image === 'images/posts/chart.png' ? '/assets/chart-1200.webp' : undefined

const markdownOf = (body: string, front = 'title: Charts\ndescription: D.\ndate: 2025-03-01') => {
  const file = postFile('charts.mdx', front, body)
  const [post] = readPosts([file], 'en')
  if (!post) throw new Error('no post')
  return (content = english) => postMarkdown(content, post, { text: file.text, picture })
}

test("a post's Markdown is published beside its page", () => {
  expect(postMarkdownFile('fast-builds')).toBe('blog/fast-builds.md')
})

test('it starts with the title, the dates in italics, the tags by their labels and the cover', () => {
  const front = [
    'title: Fast *builds*',
    'description: How.',
    'date: 2025-03-01',
    'updated: 2025-04-02',
    'tags: [rust, cli]',
    'cover:',
    '  image: images/posts/chart.png',
    '  alt: A chart',
  ].join('\n')
  const markdown = markdownOf('The text.', front)
  expect(markdown()).toBe(
    [
      '# Fast \\*builds\\*',
      '',
      '*March 1, 2025*',
      '',
      '*en blog.updated April 2, 2025*',
      '',
      'en blog.tags: Rust, Command line',
      '',
      '![A chart](https://zoe.example/assets/chart-1200.webp)',
      '',
      'The text.',
      '',
    ].join('\n'),
  )
  // In another language, in its words; a tag it has no label for keeps the default's.
  expect(markdown(german)).toContain('de blog.tags: Rust, Kommandozeile')
  // A date that starts with its day's number is not mistaken for a list's.
  expect(markdown(german)).toContain('\n*1. März 2025*\n')
})

test('without an update, tags or cover, the date alone comes before the text', () => {
  expect(markdownOf('The text.')()).toBe('# Charts\n\n*March 1, 2025*\n\nThe text.\n')
})

test('code blocks, tables, lists and headings stay as written; imports and comments go', () => {
  const body = [
    "import { Chart } from './chart'",
    '',
    '## Setup',
    '',
    '{/* a note for the author */}',
    '',
    '```ts',
    'const answer: number = 42 // <the answer>',
    '```',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '- one',
    '- two',
  ].join('\n')
  expect(markdownOf(body)()).toContain(
    [
      '## Setup',
      '',
      '```ts',
      'const answer: number = 42 // <the answer>',
      '```',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '- one',
      '- two',
      '',
    ].join('\n'),
  )
  expect(markdownOf(body)()).not.toMatch(/import|a note/)
})

test('a figure becomes its picture, at its published address, with its caption in italics', () => {
  const multiline = [
    '<Figure image="images/posts/chart.png" alt="Bars over time">',
    '  A caption, with `code`.',
    '</Figure>',
  ].join('\n')
  const oneLine = '<Figure image="images/posts/chart.png" alt="Bars over time">A caption.</Figure>'
  const image = '![Bars over time](https://zoe.example/assets/chart-1200.webp)'
  expect(markdownOf(multiline)()).toContain(`${image}\n\n*A caption, with \`code\`.*\n`)
  expect(markdownOf(oneLine)()).toContain(`${image}\n\n*A caption.*\n`)
  expect(markdownOf('<Figure image="images/posts/chart.png" alt="Bars" />')()).toMatch(
    /\n!\[Bars\]\(https:\/\/zoe\.example\/assets\/chart-1200\.webp\)\n$/,
  )
})

test('a callout becomes a blockquote led by its title', () => {
  const callout = [
    '<Callout title="Fail early">',
    '  A service that refuses to start',
    '  is **safe**.',
    '',
    '  It rolls back.',
    '</Callout>',
  ].join('\n')
  expect(markdownOf(callout)()).toContain(
    '> **Fail early**\n>\n> A service that refuses to start\n> is **safe**.\n>\n> It rolls back.\n',
  )
  expect(markdownOf('<Callout>Just a remark.</Callout>')()).toContain('\n> Just a remark.\n')
})

test('a project link becomes a link to its page, named by its text or by the project', () => {
  const body = [
    'See <ProjectLink slug="project-b">the second one</ProjectLink> and',
    '<ProjectLink slug="project-a" />.',
    '',
    '<ProjectLink slug="project-c" />',
  ].join('\n')
  expect(markdownOf(body)()).toContain(
    [
      'See [the second one](https://zoe.example/portfolio/project-b) and',
      '[Project 1](https://zoe.example/portfolio/project-a).',
      '',
      '[Project 3](https://zoe.example/portfolio/project-c)',
    ].join('\n'),
  )
  // In another language, the project's title in its words, and its page in its folder.
  expect(markdownOf('<ProjectLink slug="project-b" />')(german)).toContain(
    '[Projekt 2](https://zoe.example/de/portfolio/project-b)',
  )
})

test("links relative to the post or to the site's root, and pictures at an address of the site, become absolute; others stay", () => {
  const body = [
    '[the older post](older), [home](/), [a section](#setup), [my résumé][cv],',
    '[Zod](https://zod.dev), ![a plot](/plot.png) and ![a chart](https://zod.dev/chart.png).',
    '',
    '[cv]: /resume',
  ].join('\n')
  expect(markdownOf(body)()).toContain(
    [
      '[the older post](https://zoe.example/blog/older), [home](https://zoe.example/), [a section](https://zoe.example/blog/charts#setup), [my résumé][cv],',
      '[Zod](https://zod.dev), ![a plot](https://zoe.example/plot.png) and ![a chart](https://zod.dev/chart.png).',
      '',
      '[cv]: https://zoe.example/resume',
    ].join('\n'),
  )
  // A page from the site's root is the post's language's.
  const inGerman = markdownOf(body)(german)
  expect(inGerman).toContain('[home](https://zoe.example/de/)')
  expect(inGerman).toContain('[cv]: https://zoe.example/de/resume')
  expect(inGerman).toContain('![a plot](https://zoe.example/plot.png)')
})

test('a picture of the posts written in Markdown is at its published address, as a figure is', () => {
  expect(markdownOf('![Bars over time](images/posts/chart.png)')()).toContain(
    '![Bars over time](https://zoe.example/assets/chart-1200.webp)',
  )
  // Written from the post's file, as an editor's preview finds it, or from its folder.
  for (const from of ['../', './'])
    expect(markdownOf(`![Bars over time](${from}images/posts/chart.png)`)()).toContain(
      '![Bars over time](https://zoe.example/assets/chart-1200.webp)',
    )
})

test('what has no Markdown form stops the build, naming the post', () => {
  const file = 'tests/fixtures/content/posts/charts.mdx'
  expect(markdownOf('<Chart data="x" />')).toThrow(
    `${file}: <Chart> is not a component a post may use: Figure, Callout or ProjectLink`,
  )
  expect(markdownOf('<Figure image="images/posts/nope.png" alt="A" />')).toThrow(
    `${file}: <Figure>: "images/posts/nope.png" is not a picture in src/content/images/posts/`,
  )
  // A picture written as Markdown by its path, as a figure names its own, is one of the posts' too.
  expect(markdownOf('![A plot](images/posts/nope.png)')).toThrow(
    `${file}: ![A plot]: "images/posts/nope.png" is not a picture in src/content/images/posts/`,
  )
  expect(markdownOf('<ProjectLink slug="nope" />')).toThrow(
    `${file}: <ProjectLink slug="nope">: no project has that slug in site.ts`,
  )
  expect(markdownOf('Look: <Callout>here</Callout> now.')).toThrow(
    `${file}: <Callout> goes on lines of its own, not inside a paragraph`,
  )
  expect(markdownOf('Two is {1 + 1}.')).toThrow(`${file}: {1 + 1}: an expression has`)
})

test('an HTML element is kept as written', () => {
  expect(markdownOf('Press <kbd>Ctrl</kbd> twice.')()).toContain('Press <kbd>Ctrl</kbd> twice.')
  expect(markdownOf('<kbd>Ctrl</kbd>')()).toMatch(/\n<kbd>Ctrl<\/kbd>\n$/)
})

const htmlOf = (body: string, front?: string) => {
  const file = postFile(
    'charts.mdx',
    front ?? 'title: Charts\ndescription: D.\ndate: 2025-03-01',
    body,
  )
  const [post] = readPosts([file], 'en')
  if (!post) throw new Error('no post')
  return postHtml(english, post, { text: file.text, picture })
}

test("a post's HTML, for feed readers, is its cover and its text, every address in it absolute", () => {
  const front = [
    'title: Charts',
    'description: D.',
    'date: 2025-03-01',
    'cover:',
    '  image: images/posts/chart.png',
    '  alt: A chart',
  ].join('\n')
  const html = htmlOf(
    [
      'The *text*, [the older post](older) and <kbd>Ctrl</kbd>.[^1]',
      '',
      '<Figure image="images/posts/chart.png" alt="Bars">Over time</Figure>',
      '',
      '```ts',
      'const a = 1 < 2',
      '```',
      '',
      '[^1]: A note.',
    ].join('\n'),
    front,
  )
  expect(html).toContain(
    [
      '<p><img src="https://zoe.example/assets/chart-1200.webp" alt="A chart"></p>',
      '<p>The <em>text</em>, <a href="https://zoe.example/blog/older">the older post</a> and <kbd>Ctrl</kbd>.<sup><a href="https://zoe.example/blog/charts#user-content-fn-1"',
    ].join('\n'),
  )
  expect(html).toContain(
    [
      '<p><img src="https://zoe.example/assets/chart-1200.webp" alt="Bars"></p>',
      '<p><em>Over time</em></p>',
      '<pre><code class="language-ts">const a = 1 &#x3C; 2\n</code></pre>',
    ].join('\n'),
  )
  // A footnote leads back within the post's page, which a feed reader has not loaded.
  expect(html).toContain('<a href="https://zoe.example/blog/charts#user-content-fnref-1"')
  // Neither its title nor its dates, which the feed's item has of its own.
  expect(html).not.toContain('Charts')
  expect(html).not.toContain('2025')
})
