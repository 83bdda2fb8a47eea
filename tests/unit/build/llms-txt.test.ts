import { expect, test } from 'vitest'
import { llmsTxt } from '../../../src/build/llms-txt.ts'
import { pair, solo, trio } from '../../fixtures/content/sites.ts'
import { languageOf } from './language-content.ts'

test("llms.txt names the owner, then links About, the résumé, the projects and the posts' Markdown", () => {
  const projects = Array.from(
    { length: 9 },
    (_, i) =>
      `- [Project ${i + 1}](https://zoe.example/portfolio/project-${'abcdefghi'[i]}): What project ${i + 1} does.`,
  )
  expect(llmsTxt(languageOf(pair, 'en'))).toBe(
    [
      '# Zoë Ångström',
      '',
      '> Systems programmer.',
      '',
      '## en nav.about',
      '',
      '- [About me](https://zoe.example/about): About.',
      '',
      '## en nav.resume',
      '',
      '- [en resume.heading](https://zoe.example/resume): CV of Zoë.',
      '- [en resume.downloadPdf](https://zoe.example/resume.pdf)',
      '- [en resume.jsonResume](https://zoe.example/resume.json)',
      '',
      '## en nav.portfolio',
      '',
      ...projects,
      '',
      '## en nav.blog',
      '',
      // Newest first; the draft is not published.
      '- [Fast builds](https://zoe.example/blog/fast-builds.md): How.',
      '- [An older post](https://zoe.example/blog/older.md): Then.',
      '',
    ].join('\n'),
  )
})

test("another language's llms.txt is in its words, with its own pages and posts", () => {
  const german = llmsTxt(languageOf(pair, 'de'))
  expect(german).toMatch(/^# Zoë Ångström\n\n> Systemprogrammiererin\.\n\n## de nav\.about\n/)
  expect(german).toContain('- [Über mich](https://zoe.example/de/about): About.')
  expect(german).toContain('- [de resume.downloadPdf](https://zoe.example/de/resume.pdf)')
  // A project's words in German where they are written, the default's where not.
  expect(german).toContain('- [Projekt 2](https://zoe.example/de/portfolio/project-b): Was Projekt')
  expect(german).toContain('- [Project 1](https://zoe.example/de/portfolio/project-a): What proj')
  expect(german).toMatch(
    /## de nav\.blog\n\n- \[Schnelle Builds\]\(https:\/\/zoe\.example\/de\/blog\/fast-builds\.md\): Wie\.\n$/,
  )
})

test('a section with nothing to list is left out: no posts, no projects', () => {
  const noPosts = llmsTxt(languageOf(solo, 'en'))
  expect(noPosts).not.toContain('nav.blog')
  expect(noPosts).toMatch(/## en nav\.portfolio\n\n- \[Only One\]\([^)]+\): The one project\.\n$/)
  const noProjects = llmsTxt(languageOf(trio, 'ja'))
  expect(noProjects).not.toContain('nav.portfolio')
  expect(noProjects).toMatch(/^# Μαρία Παπαδοπούλου\n\n> デザイナー\n/)
  expect(noProjects).toContain(
    '## ja nav.resume\n\n- [ja resume.heading](https://zoe.example/ja/resume)',
  )
})

test('titles and descriptions are escaped where Markdown would read them as markup', () => {
  const content = languageOf(solo, 'en')
  const site = {
    ...content.site,
    projects: content.site.projects.map((project) => ({
      ...project,
      title: 'A [b] *c*',
      description: 'Uses _x_.',
    })),
  }
  expect(llmsTxt({ ...content, site })).toContain(
    '- [A \\[b\\] \\*c\\*](https://zoe.example/portfolio/only-one): Uses \\_x\\_.',
  )
})
