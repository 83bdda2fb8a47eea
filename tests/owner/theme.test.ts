import { describe, expect, test } from 'vitest'
import { freshCopies } from '../project-copy.ts'

// An owner who makes the site look like theirs: the theme in site.ts, replaced the way the README
// says, then the build and the whole `npm test` their deploy runs.
const fresh = freshCopies()
const withTheme = (theme: string) => (text: string) =>
  text.replace(/\n {2}theme: \{\n[\s\S]*?\n {2}\},\n/, `\n  theme: ${theme},\n`)

describe('an owner who sets the theme', () => {
  test(
    "(f) a yellow accent: the build moves it where it can't be read, says so, and npm test passes",
    () => {
      const { edit, npmTest } = fresh()
      edit('src/content/site.ts', withTheme("{ accent: '#ffff00' }"))
      const output = npmTest()
      expect(output).toMatch(
        /theme: theme\.accent #ffff00 fails in the light theme \(.*\): using #[0-9a-f]{6} there/,
      )
      expect(output).not.toMatch(/fails in the dark theme/)
    },
    30 * 60_000,
  )

  test('(g) the same yellow given for the light theme: the build stops, naming the field', () => {
    const { edit, build } = fresh()
    edit('src/content/site.ts', withTheme("{ light: { accent: '#ffff00' } }"))
    expect(build).toThrow(
      /src\/content\/site\.ts: theme\.light\.accent #ffff00 in the light theme: .* have 1\.\d\d:1, AA needs 4\.5:1/,
    )
  })
})
