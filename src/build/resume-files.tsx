import { networkLabels } from '../lib/social-networks.ts'
import { language, site, ui } from '../content-model/language.ts'
import { absoluteUrl } from '../lib/base.ts'
import { jsonResume } from '../lib/json-resume.ts'
import { RESUME_FILES, resumeOf } from '../lib/resume.ts'
import { projectPath } from '../lib/route-path.ts'

const RESUME_PATH = '/resume'

// resume.json and resume.pdf, made from the content at build time (scripts/prerender.mjs writes them).
export async function resumeFiles(): Promise<Record<string, string | Uint8Array>> {
  // Imported here so that render() and its tests never load the PDF renderer.
  const [{ Font, renderToBuffer }, { ResumeDocument }, { PDF_FONT }] = await Promise.all([
    import('@react-pdf/renderer'),
    import('./pdf/resume-document.tsx'),
    import('./pdf/fonts.ts'),
  ])
  Font.register(PDF_FONT)
  // Whole words only: the default English hyphenation splits names and product words.
  Font.registerHyphenationCallback((word) => [word])
  const pdf = await renderToBuffer(
    <ResumeDocument
      resume={resumeOf(site, absoluteUrl('/'))}
      text={ui.resume}
      lang={language.code}
      pageUrl={absoluteUrl(RESUME_PATH)}
      projectUrl={(slug) => absoluteUrl(projectPath(slug))}
    />,
  )
  const json = jsonResume(site, { url: absoluteUrl, networks: networkLabels })
  return { [RESUME_FILES.json]: `${JSON.stringify(json, null, 2)}\n`, [RESUME_FILES.pdf]: pdf }
}
