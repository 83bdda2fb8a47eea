import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Every file an island brings to the browser: the islands of src/islands and whatever they import,
// followed through their relative imports (type imports ship nothing).
function islandFiles(folder = 'src/islands') {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return
    seen.add(file)
    const imports = readFileSync(file, 'utf8').matchAll(
      /^import (?!type )[^'"]*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/gm,
    )
    for (const [, path] of imports) visit(join(dirname(file), path))
  }
  for (const name of readdirSync(folder)) if (/\.tsx?$/.test(name)) visit(join(folder, name))
  return [...seen]
}

export default tseslint.config(
  { ignores: ['.scratch', 'dist', 'bench/results', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  { files: ['src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Pages get the content; an island gets what it shows from its page, as props.
    files: islandFiles(),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/content/**', '**/content-model/**'],
              allowTypeImports: true,
              message:
                'An island, and what it imports, ships to the browser: its page passes it what it shows, as props.',
            },
          ],
        },
      ],
    },
  },
)
