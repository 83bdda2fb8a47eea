// Turns the benchmark's medians into the printed and saved Markdown tables.
import { BUDGET, kb } from '../sizes.mjs'
import { JS_BEFORE_HYDRATION_BUDGET, LAG_TARGET } from './lag.mjs'
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

/** A median that is missing (no load hydrated) reads as a dash. @param {number | undefined} value */
const orDash = (value, format) => (value === undefined ? '–' : format(value))

/** @param {readonly {route: string, firstPaint?: number, hydrated?: number, lag?: number, jsBytes?: number}[]} routes */
export const hydrationTable = (routes) =>
  markdownTable(
    ['Route', 'First paint', 'Hydrated', 'Lag', 'JS before hydration'],
    routes.map(({ route, firstPaint, hydrated, lag, jsBytes }) => [
      routeName(route),
      orDash(firstPaint, ms),
      orDash(hydrated, ms),
      orDash(lag, ms),
      orDash(jsBytes, kb),
    ]),
  )

/** Which routes a median puts over its target, e.g. "Lag over 800 ms: /, /about." */
function overTarget(routes, key, limit, format, label) {
  const over = routes.filter((route) => (route[key] ?? 0) > limit).map(({ route }) => route)
  return over.length > 0
    ? `${label} over ${format(limit)}: ${over.map(routeName).join(', ')}.`
    : `${label} within ${format(limit)} on every route.`
}

/** The closing lines of the hydration table: what misses its target, and loads that never hydrated. */
export const hydrationFindings = (routes) => [
  overTarget(routes, 'lag', LAG_TARGET, ms, 'Lag'),
  overTarget(routes, 'jsBytes', JS_BEFORE_HYDRATION_BUDGET, kb, 'JavaScript before hydration'),
  ...routes
    .filter(({ errors }) => errors.length > 0)
    .map(({ route, loads, errors }) => {
      const reasons = [...new Set(errors)].join('; ')
      return `${routeName(route)}: ${errors.length} of ${loads} loads never hydrated (${reasons}).`
    }),
]

/** The Lighthouse section and the hydration section, each present when it was measured. */
export function markdownReport({ runCount, sets, sizes, hydration, warnings }) {
  const notes = sets
    .map(({ route, formFactor, runs }) => [`${routeName(route)} ${formFactor}`, findings(runs)])
    .filter(([, items]) => items.length > 0)
    .map(([label, items]) => `- ${label}: ${items.join('; ')}`)
  const date = new Date().toISOString().slice(0, 10)
  const lighthouse = [
    `Lighthouse 12, medians of ${runCount} runs (\`npm run bench\`, ${date}).`,
    'Bytes are transferred (gzip); the floor is the same page with every script removed.',
    '',
    performanceTable(sets),
    '',
  ]
  const hydrated = [
    `Hydration on Lighthouse's mobile profile applied in Chromium, medians of ${runCount} cold loads (${date}).`,
    'Times are from navigation start; lag is hydrated − first paint; JavaScript is gzip on the wire.',
    '',
    hydrationTable(hydration),
    '',
    ...hydrationFindings(hydration).map((line) => `- ${line}`),
    '',
  ]
  return [
    ...(sets.length > 0 ? lighthouse : []),
    ...(hydration.length > 0 ? hydrated : []),
    'First-load JavaScript and CSS of each route, from the build (budgets are gzip):',
    '',
    sizeTable(sizes),
    ...(warnings.length > 0 ? ['', 'Warnings:', '', ...warnings.map((w) => `- ${w}`)] : []),
    ...(notes.length > 0 ? ['', 'Audits below 90 (runs that flagged them):', '', ...notes] : []),
  ].join('\n')
}
