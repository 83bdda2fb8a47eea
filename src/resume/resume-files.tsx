import type { LanguageContent } from '../site-content/language-content.ts'
import { jsonResume } from './json-resume.ts'
import { RESUME_FILES, resumeOf } from './resume.ts'
import { projectPath } from '../routing/route-path.ts'
import { themeFonts } from '../theme/fonts.ts'
import type { Spacing } from './pdf/resume-document.tsx'

const RESUME_PATH = '/resume'

// A PDF has one object of type /Page for each of its pages (the tree that holds them is /Pages).
export const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0

// resume.json and resume.pdf, made from the content at build time (scripts/prerender.mjs writes
// them); the PDF is set in the theme's body and headings fonts.
export async function resumeFiles({
  site,
  ui,
  language,
  fallback,
  url,
}: LanguageContent): Promise<Record<string, string | Uint8Array>> {
  // Imported here so that render() and its tests never load the PDF renderer or the font tools.
  const [
    { Font, renderToBuffer },
    { ResumeDocument, PAGE_NUMBER_GLYPHS },
    { documentText },
    { FONT_CACHE },
    { pdfFonts, warnUndrawn },
  ] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./pdf/resume-document.tsx'),
    import('./pdf/document-text.ts'),
    import('../theme/font-files.ts'),
    import('../theme/static-fonts.ts'),
  ])
  const props = {
    resume: resumeOf(site, url('/')),
    text: ui.resume,
    lang: language.code,
    dir: language.dir,
    fallback,
    pageUrl: url(RESUME_PATH),
    projectUrl: (slug: string) => url(projectPath(slug)),
  }
  // The fonts are cut to the document's own text; which fonts it names does not change that text.
  const text =
    documentText(<ResumeDocument {...props} fonts={{ body: [], headings: [] }} />) +
    PAGE_NUMBER_GLYPHS
  const { families, body, headings, undrawn } = await pdfFonts(
    themeFonts(site.theme),
    text,
    FONT_CACHE,
  )
  warnUndrawn(undrawn, text)
  for (const family of families) Font.register(family)
  // Whole words only: the default English hyphenation splits names and product words.
  Font.registerHyphenationCallback((word) => [word])
  const render = (spacing: Spacing) =>
    renderToBuffer(<ResumeDocument {...props} fonts={{ body, headings }} spacing={spacing} />)
  const usual = await render('usual')
  const tight = pageCount(usual) > 1 ? await render('tight') : usual
  const pdf = pageCount(tight) < pageCount(usual) ? tight : usual
  const json = jsonResume(site, { url })
  return { [RESUME_FILES.json]: `${JSON.stringify(json, null, 2)}\n`, [RESUME_FILES.pdf]: pdf }
}
