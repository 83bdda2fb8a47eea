// The thread that reads a PDF for tests/e2e/pdf.ts, as a viewer would (pdf.js, no browser): page
// count, text, metadata and links.
import { parentPort, workerData } from 'node:worker_threads'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const pdf = await getDocument({ data: workerData, verbosity: 0 }).promise
const pageTexts = []
const links = []
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n)
  const { items } = await page.getTextContent()
  const texts = items.map((item) => ('str' in item ? item.str : ''))
  pageTexts.push(texts.join(' ').replace(/\s+/g, ' '))
  const annotations = await page.getAnnotations()
  links.push(...annotations.flatMap((annotation) => annotation.url ?? []))
}
const { info } = await pdf.getMetadata()
await pdf.destroy()
parentPort?.postMessage({
  pages: pdf.numPages,
  text: pageTexts.join(' '),
  pageTexts,
  info,
  links,
})
