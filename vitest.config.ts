import { defineConfig, mergeConfig } from 'vitest/config'
import site from './vite.config.ts'

// Most unit test files share their worker's modules, a third quicker; those that mock a module,
// stub the environment or render into a DOM each get fresh ones.
const ISOLATED = [
  'tests/unit/entry-server.test.ts',
  'tests/unit/scripts/doctor.test.ts',
  'tests/unit/components/**/*.test.tsx',
  'tests/unit/browser/**/*.test.tsx',
  'tests/unit/hooks/**/*.test.tsx',
  'tests/unit/pages/**/*.test.tsx',
]

export default mergeConfig(
  site,
  defineConfig({
    test: {
      // Every core: Vitest leaves one for itself by default, idle here once the build beside it ends.
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            exclude: ISOLATED,
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
      ],
    },
  }),
)
