// Turns the benchmark's medians into the printed and saved Markdown tables.
import { BUDGET, kb } from '../sizes.mjs'
import { ms, ratio, times } from './stats.mjs'

/** @param {readonly string[]} header @param {readonly (readonly string[])[]} rows */
export function markdownTable(header, rows) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i].length)),
  )
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  )
}

export const routeName = (route) => `/${route}`

/** Audits below 90 in at least half of a page's runs, for the closing note. */
function findings(runs) {
  const seen = new Map()
  for (const item of runs.flatMap((run) => run.failing)) {
    seen.set(item.id, { ...item, count: (seen.get(item.id)?.count ?? 0) + 1 })
  }
  return [...seen.values()]
    .filter(({ count }) => count * 2 >= runs.length)
    .map(
      ({ title, value, count }) => `${title}${value ? ` (${value})` : ''}, ${count}/${runs.length}`,
    )
}

const HEADER = [
  'Route',
  'Form',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'Bytes',
  'JS',
  'Requests',
  'LCP ÷ floor',
  'Bytes ÷ floor',
]

/** @param {readonly {route: string, formFactor: string, ours: Record<string, number>, floor: Record<string, number>}[]} sets */
export const performanceTable = (sets) =>
  markdownTable(
    HEADER,
    sets.map(({ route, formFactor, ours, floor }) => [
      routeName(route),
      formFactor,
      ...['performance', 'accessibility', 'best-practices', 'seo'].map((id) => String(ours[id])),
      ms(ours.fcp),
      ms(ours.lcp),
      ms(ours.tbt),
      ours.cls.toFixed(3),
      ms(ours.si),
      kb(ours.bytes),
      kb(ours.jsBytes),
      String(ours.requests),
      times(ratio(ours.lcp, floor.lcp)),
      times(ratio(ours.bytes, floor.bytes)),
    ]),
  )

/** @param {readonly {route: string, js: {raw: number, gzip: number}, css: {raw: number, gzip: number}}[]} sizes */
export const sizeTable = (sizes) =>
  markdownTable(
    ['Route', 'JS raw', 'JS gzip', 'JS budget', 'CSS raw', 'CSS gzip', 'CSS budget', 'Within'],
    sizes.map(({ route, js, css }) => [
      routeName(route),
      kb(js.raw),
      kb(js.gzip),
      kb(BUDGET.js),
      kb(css.raw),
      kb(css.gzip),
      kb(BUDGET.css),
      js.gzip <= BUDGET.js && css.gzip <= BUDGET.css ? 'yes' : 'no',
    ]),
  )

export function markdownReport({ runCount, sets, sizes, warnings }) {
  const notes = sets
    .map(({ route, formFactor, runs }) => [`${routeName(route)} ${formFactor}`, findings(runs)])
    .filter(([, items]) => items.length > 0)
    .map(([label, items]) => `- ${label}: ${items.join('; ')}`)
  return [
    `Lighthouse 12, medians of ${runCount} runs (\`npm run bench\`, ${new Date().toISOString().slice(0, 10)}).`,
    'Bytes are transferred (gzip); the floor is the same page with every script removed.',
    '',
    performanceTable(sets),
    '',
    'First-load JavaScript and CSS of each route, from the build (budgets are gzip):',
    '',
    sizeTable(sizes),
    ...(warnings.length > 0 ? ['', 'Warnings:', '', ...warnings.map((w) => `- ${w}`)] : []),
    ...(notes.length > 0 ? ['', 'Audits below 90 (runs that flagged them):', '', ...notes] : []),
  ].join('\n')
}
