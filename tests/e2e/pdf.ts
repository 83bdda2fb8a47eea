import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfSummary = {
  pages: number
  /** Every page's text, runs joined by spaces and whitespace collapsed. */
  text: string
  info: { Title?: string; Author?: string; Subject?: string }
  links: string[]
}

// Reads a PDF the way a viewer would (pdf.js, no browser): page count, text, metadata and links.
export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
  const texts: string[] = []
  const links: string[] = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const { items } = await page.getTextContent()
    texts.push(...items.map((item) => ('str' in item ? item.str : '')))
    const annotations: { url?: string }[] = await page.getAnnotations()
    links.push(...annotations.flatMap((annotation) => annotation.url ?? []))
  }
  const { info } = await pdf.getMetadata()
  await pdf.destroy()
  return {
    pages: pdf.numPages,
    text: texts.join(' ').replace(/\s+/g, ' '),
    info: info as PdfSummary['info'],
    links,
  }
}
