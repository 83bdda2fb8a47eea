// The thread that reads a PDF for tests/e2e/pdf.ts, as a viewer would (pdf.js, no browser): page
// count, text, metadata and links.
import { parentPort, workerData } from 'node:worker_threads'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const pdf = await getDocument({ data: workerData, verbosity: 0 }).promise
const texts = []
const links = []
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n)
  const { items } = await page.getTextContent()
  texts.push(...items.map((item) => ('str' in item ? item.str : '')))
  const annotations = await page.getAnnotations()
  links.push(...annotations.flatMap((annotation) => annotation.url ?? []))
}
const { info } = await pdf.getMetadata()
await pdf.destroy()
parentPort?.postMessage({
  pages: pdf.numPages,
  text: texts.join(' ').replace(/\s+/g, ' '),
  info,
  links,
})
