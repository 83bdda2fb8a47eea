// `npm run check`: the content gate. Every page of every language of the build, served as GitHub
// Pages serves it, checked for what an owner's content can break: pages and links that lead
// nowhere, console errors, the Content-Security-Policy, requests to other sites, axe in both
// themes, the HTML, words left in the default language, pictures without alt text, islands that
// do not answer, the JavaScript budgets, and pages that move as fonts arrive. Exit code 1 on any.
import { readFile } from 'node:fs/promises'
import { buildIfNeeded } from './build-if-needed.mjs'
import { annotation, describe, groupProblems } from './check/report.mjs'
import { checkSite } from './check/site.mjs'

const started = performance.now()
// A build that fails has said why.
await buildIfNeeded().catch(() => process.exit(1))

const total = Object.keys(JSON.parse(await readFile('dist/page-scripts.json', 'utf8'))).length
let checked = 0
const progress = () => {
  checked += 1
  const line = `checked ${checked} of ${total} pages`
  if (process.stdout.isTTY) process.stdout.write(`\r${line}${checked === total ? '\n' : ''}`)
  else if (checked % 10 === 0 || checked === total) console.log(line)
}
const problems = groupProblems(await checkSite({ onPage: progress }))
const seconds = ((performance.now() - started) / 1000).toFixed(0)

for (const problem of problems) console.log(`\n${describe(problem)}`)
if (process.env.GITHUB_ACTIONS === 'true')
  for (const problem of problems) console.log(annotation(problem))
if (problems.length > 0) {
  console.log(
    `\n${problems.length} problem${problems.length > 1 ? 's' : ''} in ${total} pages (${seconds} s)`,
  )
  process.exit(1)
}
console.log(`All ${total} pages pass (${seconds} s)`)
