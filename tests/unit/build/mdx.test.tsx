import { compile, evaluate } from '@mdx-js/mdx'
import { renderToStaticMarkup } from 'react-dom/server'
import * as runtime from 'react/jsx-runtime'
import { expect, test } from 'vitest'
import { compilePost, mdxOptions } from '../../../src/build/mdx.ts'

const body = `## A heading

\`\`\`ts
const answer: number = 42 // the answer
\`\`\`

| a | b |
| - | - |
| 1 | 2 |
`

const compiled = String(await compile(body, { ...mdxOptions, outputFormat: 'function-body' }))

test('code is coloured at build by classes, never by style attributes the policy would block', () => {
  expect(compiled).not.toMatch(/style/)
  expect(compiled).toContain('"token-keyword"')
  expect(compiled).toContain('"token-comment"')
  expect(compiled).toMatch(/className: "shiki site"/)
})

test('headings link to themselves and tables are Markdown', () => {
  expect(compiled).toMatch(/id: "a-heading"/)
  expect(compiled).toMatch(/href: "#a-heading"/)
  expect(compiled).toContain('_components.table')
})

test("a post's h2 and h3 are exported in order, as their text reads, with their ids", async () => {
  const source = `## Why \`parse\` first\n\n### One schema\n\n#### Too deep to list\n\n## The *end*\n`
  const module = await compilePost(source, 'src/content/posts/a.mdx')
  const [, list = ''] = /export const headings = (.*)/.exec(module) ?? []
  expect(JSON.parse(list)).toEqual([
    { id: 'why-parse-first', text: 'Why parse first', level: 2 },
    { id: 'one-schema', text: 'One schema', level: 3 },
    { id: 'the-end', text: 'The end', level: 2 },
  ])
})

test('a number and its unit never part at the end of a line, in text or tables; code is as written', async () => {
  const source = `Loads in 0.6 s, 40 KB and 70 % less, in 12 minutes; \`sleep 2 s\`\n\n| Lag |\n| - |\n| 1.5 s |\n`
  const html = String(await compile(source, { ...mdxOptions, outputFormat: 'function-body' }))
  for (const measure of ['0.6\u00a0s', '40\u00a0KB', '70\u00a0%', '1.5\u00a0s'])
    expect(html).toContain(measure)
  expect(html).toContain('12 minutes')
  expect(html).toContain('sleep 2 s')
})

test("a post's footnotes are labelled for screen readers alone, neither in its contents nor a link to itself", async () => {
  const source = `A claim.[^source]\n\n## Next\n\n[^source]: Where it comes from.\n`
  const module = await compilePost(source, 'src/content/posts/a.mdx')
  const [, list = ''] = /export const headings = (.*)/.exec(module) ?? []
  expect(JSON.parse(list)).toEqual([{ id: 'next', text: 'Next', level: 2 }])
  expect(module).toMatch(
    /className: "visually-hidden",\s+id: "footnote-label",\s+children: "Footnotes"/,
  )
})

// Rendered as the build renders a post's body: its HTML.
async function htmlOf(source: string) {
  const { default: Body } = await evaluate(source, { ...mdxOptions, ...runtime })
  return renderToStaticMarkup(<Body />)
}

test("a heading's size is fitted to its longest word, as a page's title is", async () => {
  const html = await htmlOf('## Katselmointia\n\n### On it\n')
  expect(html).toMatch(/<h2 id="katselmointia" data-long-word="14">/)
  expect(html).toMatch(/<h3 id="on-it">/)
})

test("a table's header cells read as words apart, as its other cells do", async () => {
  const html = await htmlOf('| Page | First `paint` |\n| - | - |\n| Home | 0.9 s |\n')
  const cells = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>(.*?)</${tag}>`, 'g'))].map(([, cell = '']) =>
      cell.replace(/<[^>]+>/g, ''),
    )
  expect(cells('th')).toEqual(['Page ', 'First paint '])
  expect(cells('td')).toEqual(['Home', '0.9\u00a0s'])
})

test("a task list's boxes are named by their tasks, in a tight list or a loose one", async () => {
  expect(await htmlOf('- [x] Measure it\n- [ ] Fix it\n  - a step\n')).toContain(
    '<li class="task-list-item"><label><input type="checkbox" disabled="" checked=""/> Measure it</label></li>',
  )
  const loose = await htmlOf('- [x] Measure it\n\n- [ ] Fix it\n')
  expect(loose).toContain(
    '<li class="task-list-item">\n<p><label><input type="checkbox" disabled="" checked=""/> Measure it</label></p>',
  )
  expect(await htmlOf('- [ ] Fix it\n  - a step\n')).toMatch(
    /<label><input type="checkbox" disabled=""\/> Fix it\s*<\/label>\s*<ul>\s*<li>a step<\/li>/,
  )
})

test('a component a post may not use, or one short of what it needs, stops the build, naming the post and the place', async () => {
  const file = 'src/content/posts/charts.mdx'
  const source = `## Charts\n\nSee <Figur image="images/posts/chart.png" alt="" /> here.\n\n<Callout>Fine</Callout>\n`
  await expect(compile({ path: file, value: source }, mdxOptions)).rejects.toThrow(
    `${file}:3:5: <Figur> is not a component a post may use: Figure, Callout or ProjectLink`,
  )
  await expect(
    compile(
      { path: file, value: 'Text\n\n<Figure image="images/posts/chart.png" />\n' },
      mdxOptions,
    ),
  ).rejects.toThrow(`${file}:3:1: <Figure> needs alt="…"`)
  await expect(
    compile({ path: file, value: '<ProjectLink>mine</ProjectLink>' }, mdxOptions),
  ).rejects.toThrow(`${file}:1:1: <ProjectLink> needs slug="…"`)
  // An HTML element and the components it may use, with what they need, are fine.
  await expect(
    compile(
      { path: file, value: '<kbd>Ctrl</kbd> <Figure image="a" alt="" /> <ProjectLink slug="a" />' },
      mdxOptions,
    ),
  ).resolves.toBeDefined()
})

test('a brace, a < or a line an owner meant as text, which MDX reads as code, stops the build naming the post, the place and what to write', async () => {
  const file = 'src/content/posts/notes.mdx'
  const problem = (text: string) => compilePost(`---\ntitle: Notes\n---\n\n${text}\n`, file)
  const brace =
    'a { in the text starts code, which a post cannot run: write \\{ for the brace itself'
  await expect(problem('Each page fills in {name}.')).rejects.toThrow(
    `${file}:5:20: {name}: ${brace}`,
  )
  await expect(problem('An object {a: 1} here.')).rejects.toThrow(
    `${file}:5:13: Could not parse expression with acorn (${brace})`,
  )
  await expect(problem('If a <5 then')).rejects.toThrow(
    `${file}:5:7: Unexpected character \`5\` (U+0035) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\` (a < in the text starts a tag: write \\< for the sign itself)`,
  )
  await expect(problem('export your data first.')).rejects.toThrow(
    `${file}:5:8: Could not parse import/exports with acorn (a paragraph that starts with import or export is read as code: reword its start)`,
  )
  await expect(problem("import Chart from '../../components/chart'")).rejects.toThrow(
    `${file}:5:1: import Chart from '../../components/chart': a post imports nothing and exports nothing; its components are Figure, Callout and ProjectLink, there without an import`,
  )
  // A tag MDX waits to see closed: HTML's <br> is written <br /> in MDX.
  await expect(problem('One line<br>and the next.')).rejects.toThrow(
    `${file}:5:1: Expected a closing tag for \`<br>\` (5:9-5:13) before the end of \`paragraph\` (in MDX a tag is closed, as <br /> is; write \\< for a < that is text)`,
  )
  // Where MDX itself says what to write, its words stand alone.
  await expect(problem('<!-- a note -->')).rejects.toThrow(
    /notes\.mdx:5:2: .* \(note: to create a comment in MDX, use `\{\/\* text \*\/\}`\)$/,
  )
  // Written as the messages say, the text compiles.
  await expect(problem('Fills in \\{name} where a \\<5. {/* a note */}')).resolves.toContain(
    '"Fills in {name} where a <5. "',
  )
})

test('a code block in a language the highlighter does not know, a typo or a rare one, shows as written, uncoloured', async () => {
  const html = await htmlOf('```tsxx\nconst answer = 42\n```\n')
  expect(html).toMatch(
    /<pre class="shiki site"[^>]*><code><span class="line"><span>const answer = 42<\/span><\/span><\/code><\/pre>/,
  )
  expect(html).not.toMatch(/style=/)
})

test("the other sites a post shows pictures, frames and media from are exported, each once, for its page's policy", async () => {
  const source = [
    '![A chart](https://charts.example/a.png) and ![mine](images/posts/chart.png)',
    '',
    '<img src="https://charts.example/b.png" alt="Another" />',
    '',
    '<iframe src="https://www.youtube-nocookie.com/embed/x" title="The talk"></iframe>',
    '',
    '<video src="https://media.example/clip.mp4" poster="https://stills.example/clip.jpg" controls />',
    '',
    '<audio controls><source src="https://sound.example/a.ogg" /></audio>',
  ].join('\n')
  const module = await compilePost(source, 'src/content/posts/a.mdx')
  const [, sources = ''] = /export const sources = (.*)/.exec(module) ?? []
  expect(JSON.parse(sources)).toEqual({
    img: ['https://charts.example', 'https://stills.example'],
    frame: ['https://www.youtube-nocookie.com'],
    media: ['https://media.example', 'https://sound.example'],
  })
})

test('a Markdown picture without its alt text stops the build, as a <Figure> without alt does', async () => {
  const file = 'src/content/posts/charts.mdx'
  await expect(compilePost('Load times:\n\n![](images/posts/chart.png)\n', file)).rejects.toThrow(
    `${file}:3:1: ![…](images/posts/chart.png) needs its alt text between the brackets, which a screen reader reads in place of the picture`,
  )
})

test('a frame without a title stops the build: a screen reader names a frame by it', async () => {
  const file = 'src/content/posts/talk.mdx'
  await expect(
    compilePost('Watch:\n\n<iframe src="https://www.youtube-nocookie.com/embed/x" />\n', file),
  ).rejects.toThrow(
    `${file}:3:1: <iframe> needs title="…", which names the frame to a screen reader`,
  )
})

test('a frame loads as it nears the screen, unless the post says otherwise', async () => {
  const frame = (attributes: string) =>
    compilePost(`<iframe src="https://v.example/1" title="A talk"${attributes} />\n`, 'a.mdx')
  expect(await frame('')).toMatch(/loading: "lazy"/)
  expect(await frame(' loading="eager"')).not.toMatch(/loading: "lazy"/)
})

test("a post's quotes and apostrophes are its language's own, its dashes and ellipses typeset; code is as written", async () => {
  const source = `"Just pushing" isn't 'safe' -- or 1990---2000... \`"raw" -- it's\`\n`
  // As the compiled module's strings hold a text.
  const written = (text: string) => JSON.stringify(text).slice(1, -1)
  const english = await compilePost(source, 'src/content/posts/a.en.mdx')
  expect(english).toContain(written('“Just pushing” isn’t ‘safe’ – or 1990—2000…'))
  expect(english).toContain(written(`"raw" -- it's`))
  const finnish = await compilePost(source, 'src/content/posts/a.fi.mdx')
  expect(finnish).toContain(written('”Just pushing” isn’t ’safe’ – or 1990—2000…'))
  // A language whose quotes the build does not know keeps them as written, dashes typeset.
  const german = await compilePost(source, 'src/content/posts/a.de.mdx')
  expect(german).toContain(written(`"Just pushing" isn't 'safe' – or 1990—2000…`))
})

test("a table's columns keep the alignment Markdown gives them, by classes, never by style attributes the policy would block", async () => {
  const html = await htmlOf(
    '| Page | Where | Lag |\n| :-- | :-: | --: |\n| Home | here | 0.6 s |\n',
  )
  expect(html).not.toContain('style')
  expect(html).toContain('<th class="align-left">Page </th>')
  expect(html).toContain('<th class="align-center">Where </th>')
  expect(html).toContain('<td class="align-right">0.6\u00a0s</td>')
})

test('a heading of its own, a style attribute, or a picture or a link of the site written in HTML stops the build, naming the post, the place and what to write instead', async () => {
  const file = 'src/content/posts/notes.mdx'
  const post = (text: string) => compilePost(`---\ntitle: Notes\n---\n\n${text}\n`, file)
  await expect(post('# Notes on *speed*\n\nText.')).rejects.toThrow(
    `${file}:5:1: # Notes on speed: a post's title is its front matter's, above the text; the headings in its text start at ## (## Notes on speed)`,
  )
  await expect(post('Text in <span style="color: red">red</span>.')).rejects.toThrow(
    `${file}:5:9: <span style="…">: the site's security policy lets no element of a page carry its own style, so the browser would not draw it`,
  )
  await expect(post('<img src="images/posts/chart.png" alt="A chart" />')).rejects.toThrow(
    `${file}:5:1: <img src="images/posts/chart.png">: a picture of the posts is written ![A chart](images/posts/chart.png), or as a <Figure>, which the site publishes at the sizes each screen needs`,
  )
  await expect(post('See <a href="/resume">my résumé</a>.')).rejects.toThrow(
    `${file}:5:5: <a href="/resume">: a link to a page of the site is written [my résumé](/resume), which the site leads to under its address, in the post's language`,
  )
  // Another site's picture and page, and a part of the post, are linked as written.
  await expect(
    post(
      '<img src="https://example.com/a.png" alt="A" /> <a href="https://example.com">x</a> <a href="#top">y</a>',
    ),
  ).resolves.toBeDefined()
})
