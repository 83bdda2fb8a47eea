import { expect, test } from 'vitest'
import type { ReactNode } from 'react'
import { documentText } from '../../../../src/resume/pdf/document-text.ts'

function Heading({ title }: { title: string }) {
  return <h2>{title.toUpperCase()}</h2>
}

function List({ items, children }: { items: string[]; children: (item: string) => ReactNode }) {
  return <ul>{items.map(children)}</ul>
}

test('reads the text components show, as they show it, through render props', () => {
  const text = documentText(
    <section>
      <Heading title="Kokemus" />
      <List items={['Hämeenlinna', 'Łódź']}>{(item) => <li key={item}>{item}</li>}</List>
      {2024}
      {false}
    </section>,
  )
  expect(text.trim().split(/\s+/)).toEqual(['KOKEMUS', 'Hämeenlinna', 'Łódź', '2024'])
})
