import type { ReactNode } from 'react'
import { LanguageProvider } from '../../../src/site-content/language-content.ts'
import { solo } from '../../fixtures/content/sites.ts'
import { languageOf } from '../build/language-content.ts'

/** Renders a server component as a page does: inside its language's content, the fixture's English. */
export const inLanguage = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider value={languageOf(solo, 'en')}>{children}</LanguageProvider>
  ),
}
