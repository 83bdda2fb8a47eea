// Turns the benchmark's medians into the printed and saved Markdown tables.
import { BUDGET, kb } from '../sizes.mjs'
import { TARGETS, missedTargets } from './metrics.mjs'
import { ms, ratio, times } from './stats.mjs'

/** @param {readonly string[]} header @param {readonly (readonly string[])[]} rows */
function markdownTable(header, rows) {
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
const performanceTable = (sets) =>
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

/** @param {readonly {route: string, islands: string[], beforeLoad: number, awake: number, all: number, css: number, within: boolean}[]} sizes */
export const sizeTable = (sizes) =>
  markdownTable(
    ['Route', 'Islands', 'JS before load', 'JS awake', 'JS in all', 'CSS', 'Within'],
    sizes.map(({ route, islands, beforeLoad, awake, all, css, within }) => [
      routeName(route),
      islands.join(', ') || '–',
      kb(beforeLoad),
      islands.length > 0 ? kb(awake) : '–',
      kb(all),
      kb(css),
      within ? 'yes' : 'no',
    ]),
  )

/** A figure no load gave reads as a dash. @param {number | undefined} value */
const orDash = (value, format) => (Number.isFinite(value) ? format(value) : '–')

const each = (islands, format) => islands.map(format).join(', ') || '–'

/**
 * A route's medians on the phone (metrics.mjs summarize).
 * @typedef {{route: string, ours: Record<string, number>, floor: Record<string, number>,
 *   lcpRatio: number, islands: readonly import('./metrics.mjs').Island[],
 *   errors: readonly string[]}} PhoneRoute
 */

/** @param {readonly PhoneRoute[]} routes */
export const phoneTable = (routes) =>
  markdownTable(
    [
      'Route',
      'LCP',
      'Floor LCP',
      'LCP ÷ floor',
      'TBT',
      'Floor TBT',
      'Island',
      'Woke',
      'Answered',
      'JS before load',
      'JS in all',
      'Fonts before paint',
      'Targets',
    ],
    routes.map((route) => {
      const { ours, floor, lcpRatio, islands } = route
      const missed = missedTargets(route)
      return [
        routeName(route.route),
        orDash(ours.lcp, ms),
        orDash(floor.lcp, ms),
        times(lcpRatio),
        orDash(ours.tbt, ms),
        orDash(floor.tbt, ms),
        each(islands, ({ name }) => name),
        each(islands, ({ woke }) => orDash(woke, (value) => `+${ms(value)}`)),
        each(islands, ({ responded }) => orDash(responded, ms)),
        orDash(ours.jsBeforeLoad, kb),
        orDash(ours.jsAll, kb),
        orDash(ours.fontsBeforePaint, kb),
        missed.length > 0 ? `missed: ${missed.join(', ')}` : 'held',
      ]
    }),
  )

/**
 * The closing lines of the phone table: where each target is missed, and loads that never settled.
 * @param {readonly PhoneRoute[]} routes
 */
export function phoneFindings(routes) {
  const target = (name, text) => {
    const missed = routes.filter((route) => missedTargets(route).includes(name))
    return missed.length > 0
      ? `${text}: missed on ${missed.map(({ route }) => routeName(route)).join(', ')}.`
      : `${text}: held on every route.`
  }
  return [
    target('LCP', `LCP at most ${times(TARGETS.lcpRatio)} the floor's`),
    target('TBT', 'No blocking time on a page without islands'),
    target('response', `Each island answers within ${ms(TARGETS.response)} of waking`),
    target('fonts', `At most ${kb(TARGETS.fontsBeforePaint)} of fonts before the first paint`),
    ...routes
      .filter(({ errors }) => errors.length > 0)
      .map(({ route, errors }) => {
        const reasons = [...new Set(errors)].join('; ')
        return `${routeName(route)}: ${errors.length} loads never settled (${reasons}).`
      }),
  ]
}

/** The Lighthouse section and the phone section, each present when it was measured. */
export function markdownReport({ runCount, sets, phone, sizes, warnings }) {
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
  const onPhone = [
    `On Lighthouse's mobile profile applied in Chromium (slow 4G, CPU 4× slower), medians of ${runCount} cold loads (${date}).`,
    'The floor is the same page with every script removed. TBT counts long tasks from first ' +
      'contentful paint until navigation is ready (on the floor, until a second after its load ' +
      'event). An island woke this long after the load event, and answered a tap or a key this ' +
      'fast, up to the frame that shows it (the typewriter: from when its first change was due, ' +
      'once awake and its first title had stood 1.5 s, to that change). ' +
      'JavaScript is gzip on the wire.',
    '',
    phoneTable(phone),
    '',
    ...phoneFindings(phone).map((line) => `- ${line}`),
    '',
  ]
  return [
    ...(sets.length > 0 ? lighthouse : []),
    ...(phone.length > 0 ? onPhone : []),
    `JavaScript and CSS of each route, from the build, gzip. Budgets: ${kb(BUDGET.page)} of ` +
      `JavaScript in all on a page without islands; with islands ${kb(BUDGET.page)} before load ` +
      `and ${kb(BUDGET.awake)} once they are awake; ${kb(BUDGET.css)} of CSS.`,
    '',
    sizeTable(sizes),
    ...(warnings.length > 0 ? ['', 'Warnings:', '', ...warnings.map((w) => `- ${w}`)] : []),
    ...(notes.length > 0 ? ['', 'Audits below 90 (runs that flagged them):', '', ...notes] : []),
  ].join('\n')
}
