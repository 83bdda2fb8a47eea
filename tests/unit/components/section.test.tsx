// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { Dates } from '../../../src/components/dates.tsx'
import { Section } from '../../../src/components/section.tsx'
import { inLanguage } from './in-language.tsx'

afterEach(cleanup)

test('a section is a region named by its heading, holding its items', () => {
  render(
    <Section id="skills-h" heading="Skills">
      <ul>
        <li>Python</li>
        <li>AWS</li>
      </ul>
    </Section>,
  )
  const section = screen.getByRole('region', { name: 'Skills' })
  expect(section.querySelector('h2')?.textContent).toBe('Skills')
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Python', 'AWS'])
})

test('dates are readable and machine-readable', () => {
  const { container } = render(<Dates text="2017-09 – now" />, inLanguage)
  expect(container.textContent).toBe('Sep 2017 – now')
  expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2017-09')
})
