import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
const doc = await getDocument({ url: process.argv[2], verbosity: 0 }).promise
for (let p = 1; p <= doc.numPages; p++) {
  const page = await doc.getPage(p)
  const content = await page.getTextContent()
  await page.getOperatorList()
  for (const item of content.items) {
    const font = page.commonObjs.has(item.fontName) ? page.commonObjs.get(item.fontName).name : item.fontName
    if (process.argv[3] ? true : /Helvetica|latin-ext/.test(font)) console.log(p, font, JSON.stringify(item.str))
  }
}
