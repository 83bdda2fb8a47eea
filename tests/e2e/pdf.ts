import { Worker } from 'node:worker_threads'

export type PdfSummary = {
  pages: number
  /** Every page's text, runs joined by spaces and whitespace collapsed. */
  text: string
  /** The same, page by page. */
  pageTexts: string[]
  info: { Title?: string; Author?: string; Subject?: string }
  links: string[]
}

/**
 * Reads a PDF the way a viewer would (pdf.js, no browser): page count, text, metadata and links.
 * pdf.js's build for Node replaces JSON.parse, JSON.stringify and Array.prototype.push with
 * polyfills ten times slower, in whatever realm loads it: loaded in a test's worker, it slowed
 * every message Playwright exchanged with the browser from then on. So it runs in a thread of its
 * own, one per PDF.
 */
export const readPdf = (bytes: Uint8Array) =>
  new Promise<PdfSummary>((resolve, reject) => {
    const reader = new Worker(new URL('./read-pdf.mjs', import.meta.url), {
      workerData: new Uint8Array(bytes),
    })
    reader.once('message', resolve).once('error', reject)
    // A thread that ends without an answer fails the test at once, not at its timeout.
    reader.once('exit', (code) => reject(new Error(`the PDF reader ended (${code}) unanswered`)))
  })
