import { createContext, useContext } from 'react'
import { languageFor, languagePath } from '../content/languages.ts'
import { base, hrefUnder, languageUrl } from '../routing/base.ts'
import { directionOf, type Localized } from './localize.ts'
import { contentFor } from './content.ts'

/** A language's content, and where its pages are: what every page of it is rendered from. */
export type LanguageContent = Localized & {
  language: { code: string; name: string; dir: 'ltr' | 'rtl' }
  /** The folder its pages are published in: '' for the default language, 'fi/' for Finnish. */
  folder: string
  /** Its pages' base path: '/react-portfolio/fi/'. */
  base: string
  /** The href of one of its pages: '/about' → '/react-portfolio/fi/about'. */
  href: (path: string) => string
  /** The published address of one of its pages or files: canonical links, previews, feeds. */
  url: (path: string) => string
}

const made = new Map<string, LanguageContent>()

/** The content of a language by its code (the default language's for none), made once. */
export function languageContent(code?: string): LanguageContent {
  const entry = languageFor(code)
  const known = made.get(entry.code)
  if (known) return known
  const folder = languagePath(entry.code)
  const content: LanguageContent = {
    ...contentFor(entry.code),
    language: { code: entry.code, name: entry.name, dir: directionOf(entry) },
    folder,
    base: base + folder,
    href: (path) => hrefUnder(base + folder, path),
    url: (path) => languageUrl(folder, path),
  }
  made.set(entry.code, content)
  return content
}

// The server renders each page inside its language's content; the browser never reads it (its
// islands get what they show as props).
const LanguageContext = createContext<LanguageContent | undefined>(undefined)
export const LanguageProvider = LanguageContext.Provider

/** The content of the language the page is rendered in. */
export function useContent(): LanguageContent {
  const content = useContext(LanguageContext)
  if (!content) throw new Error('A page renders inside <LanguageProvider> (entry-server.tsx)')
  return content
}
