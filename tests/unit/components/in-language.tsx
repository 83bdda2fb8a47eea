import type { ReactNode } from 'react'
import { languageContent, LanguageProvider } from '../../../src/site-content/language-content.ts'

/** Renders a server component as a page does: inside its language's content (the default's). */
export const inLanguage = {
  wrapper: ({ children }: { children: ReactNode }) => (
    <LanguageProvider value={languageContent()}>{children}</LanguageProvider>
  ),
}
