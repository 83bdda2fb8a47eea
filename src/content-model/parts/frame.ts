import { blogPaths } from '../../lib/posts.ts'
import { type PathLanguages, pathLanguages } from '../../lib/twins.ts'
import { contentFor } from '../content.ts'
import { language, site, ui } from '../language.ts'
import { languagePath, languages as all } from '../../content/languages.ts'

// Every page: the header, the menu and the head tags. The browser needs only what the app reads
// (frameText is the prerendered frame's alone, so it never ships).
export const { shortName, fullName, tagline } = site.identity
export const social = site.social
/** The app's head tags name the owner's X account, the one profile it needs. */
export const { twitter } = site.social
export const projectSlugs = site.projects.map((project) => project.slug)
/** This build's language code: `<html lang>`, and the formats of dates and numbers. */
export const lang = language.code
export const languages = all.map(({ code, name }) => ({ code, name, path: languagePath(code) }))
/** The blog's pages that not every language has, with the languages that do: the sitemap's. */
export const blogLanguages = pathLanguages(
  Object.fromEntries(all.map(({ code }) => [code, blogPaths(contentFor(code).posts)])),
)
/** Those of this language: where its language links may lead from them. */
export const onlyIn: PathLanguages = Object.fromEntries(
  Object.entries(blogLanguages).filter(([, codes]) => codes.includes(lang)),
)
export const frameText = {
  skipToContent: ui.skipToContent,
  menu: ui.menu,
  mainNavigation: ui.mainNavigation,
  darkTheme: ui.darkTheme,
  languages: ui.languages,
  nav: ui.nav,
  socialLinks: ui.socialLinks,
  socialCaption: ui.socialCaption,
  copyright: ui.copyright,
}
/** Said after the text of every link that opens a new tab. */
export const { opensInNewTab } = ui
