// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { CaseStudy } from '../../../src/components/case-study.tsx'
import { uiIn } from '../../fixtures/content/sites.ts'
import { inLanguage } from './in-language.tsx'

afterEach(cleanup)

const text = uiIn('en').portfolio.caseStudy
const headings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)

test('every part given is a section named by its heading, in the order of the case study', () => {
  render(
    <CaseStudy
      study={{
        problem: 'Slow builds.',
        role: 'Lead',
        team: 4,
        work: 'Cached things.\nSharded tests.',
        outcome: 'From 14 to 5 minutes.',
        start: '2023-01',
      }}
      text={{ ...text, team: 'Team of {count}' }}
      now="now"
    />,
    inLanguage,
  )
  expect(headings()).toEqual([text.problem, text.role, text.work, text.outcome, text.dates])
  const role = screen.getByRole('region', { name: text.role })
  expect([...role.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Lead', 'Team of 4'])
  expect(screen.getByRole('region', { name: text.outcome }).textContent).toContain('14 to 5')
  const dates = screen.getByRole('region', { name: text.dates })
  expect(dates.querySelector('time')?.getAttribute('datetime')).toBe('2023-01')
  expect(dates.textContent).toMatch(/ – now$/)
})

test('a part left out leaves no section; the team alone makes the role section', () => {
  render(<CaseStudy study={{ team: 2, outcome: 'Shipped.' }} text={text} now="now" />, inLanguage)
  expect(headings()).toEqual([text.role, text.outcome])
})

test('a project without a case study shows nothing at all', () => {
  const { container } = render(<CaseStudy study={{}} text={text} now="now" />, inLanguage)
  expect(container.innerHTML).toBe('')
})
