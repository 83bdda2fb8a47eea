import { defineConfig } from 'vitest/config'

// `npm run test:owner`: the owner's first hour, on edited copies of the project.
export default defineConfig({
  test: {
    include: ['tests/owner/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
})
