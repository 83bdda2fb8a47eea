// `npm run bench:gate`: what the deploy of a content edit spends on the site, timed. From a clean
// dist/ and node_modules/.vite: `npm run build`, then `npm run check`; --runs times (3), medians
// against --budget seconds (120, the example's; 240 for a site of 30 projects and 60 posts).
// Exits 1 over budget. Run it in any copy of the project, with that copy's content.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { median } from './bench/stats.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    budget: { type: 'string', default: '120' },
  },
})
const budget = Number(values.budget)

function timed(script) {
  const start = performance.now()
  const run = spawnSync('npm', ['run', script], { encoding: 'utf8' })
  if (run.status !== 0) {
    console.error(run.stdout + run.stderr)
    throw new Error(`npm run ${script} failed`)
  }
  return (performance.now() - start) / 1000
}

const seconds = (value) => `${value.toFixed(1)} s`

const runs = []
for (let run = 1; run <= Number(values.runs); run++) {
  rmSync('dist', { recursive: true, force: true })
  rmSync('node_modules/.vite', { recursive: true, force: true })
  const build = timed('build')
  const check = timed('check')
  runs.push({ build, check, total: build + check })
  console.log(`run ${run}: build ${seconds(build)}, check ${seconds(check)}`)
}
const pages = Object.keys(JSON.parse(readFileSync('dist/page-scripts.json', 'utf8'))).length
const total = median(runs.map((run) => run.total))
console.log(
  `${pages} pages: build ${seconds(median(runs.map((run) => run.build)))}, check ` +
    `${seconds(median(runs.map((run) => run.check)))}, together ${seconds(total)} (medians); ` +
    (total <= budget ? `within the budget of ${budget} s` : `OVER the budget of ${budget} s`),
)
if (total > budget) process.exitCode = 1
