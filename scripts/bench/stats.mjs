// Pure helpers of the benchmark: medians, the busy-machine check and the table's number formats.

/** @param {readonly number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The median of every numeric field across runs of the same page.
 * @param {readonly Record<string, unknown>[]} runs @returns {Record<string, number>}
 */
export function medians(runs) {
  const keys = Object.keys(runs[0] ?? {}).filter((key) => typeof runs[0]?.[key] === 'number')
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => Number(run[key])))]))
}

// Lighthouse's benchmarkIndex scores the CPU before each run. Runs whose indexes differ by more
// than this share of their median happened while something else was using the machine.
export const MAX_SPREAD = 0.2

/** @param {readonly number[]} values */
export const spread = (values) => (Math.max(...values) - Math.min(...values)) / median(values)

/** @param {readonly number[]} benchmarkIndexes */
export const isBusy = (benchmarkIndexes) => spread(benchmarkIndexes) > MAX_SPREAD

/** @param {number} ours @param {number} floor */
export const ratio = (ours, floor) => (floor > 0 ? ours / floor : Number.NaN)

/** @param {number} value */
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–')

/** @param {number} value */
export const ms = (value) => `${Math.round(value)} ms`

/** @param {number} value */
export const percent = (value) => `${Math.round(value * 100)} %`
