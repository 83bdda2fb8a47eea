// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { ProjectCard } from '../../../src/components/project-card.tsx'
import { ProjectDetails, type ShownProject } from '../../../src/components/project-details.tsx'

const project = (link?: string): ShownProject => ({
  project: {
    slug: 'ledger',
    title: 'Ledger',
    description: 'Books for a small shop.',
    additionalInfo: 'React, Postgres',
    link,
    tags: [],
  },
  image: { sources: [], src: '/ledger.webp', srcSet: '/ledger.webp 640w', width: 640, height: 400 },
  number: '01',
  details: 'Built for a client.',
  hasCaseStudy: false,
})

// The addresses a rendered card or page links to, and what the page's link line says.
function shown(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return {
    links: [...doc.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    text: doc.body.textContent ?? '',
  }
}

const card = (shownProject: ShownProject) =>
  shown(
    renderToString(
      <ProjectCard
        {...shownProject}
        href="/portfolio/ledger"
        sizes="100vw"
        viewProject="View project"
        newTab="(opens in a new tab)"
      />,
    ),
  )

const page = (shownProject: ShownProject) =>
  shown(
    renderToString(
      <ProjectDetails
        {...shownProject}
        text={{ projectNumber: 'Project {number}', link: 'Link:', opensInNewTab: '(new tab)' }}
        headingLevel={1}
      />,
    ),
  )

test("a project's card and page link to where it can be seen", () => {
  expect(card(project('https://ledger.example/'))).toMatchObject({
    links: ['/portfolio/ledger', 'https://ledger.example/'],
  })
  expect(page(project('https://ledger.example/')).links).toEqual(['https://ledger.example/'])
  expect(page(project('https://ledger.example/')).text).toContain('Link: ledger.example/')
})

test('a project with nothing to show elsewhere has no link out, and no "Link:" line', () => {
  expect(card(project()).links).toEqual(['/portfolio/ledger'])
  expect(card(project()).text).not.toContain('View project')
  expect(page(project()).links).toEqual([])
  expect(page(project()).text).not.toContain('Link:')
})
