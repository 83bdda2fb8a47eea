import react from '@vitejs/plugin-react'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import { BASE_PATH, SITE_ORIGIN } from './src/content/deploy.ts'

const base = process.env.BASE_PATH ?? BASE_PATH

export default defineConfig({
  base,
  plugins: [react(), imagetools()],
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.SITE_URL': JSON.stringify(
      new URL(base, process.env.SITE_ORIGIN || SITE_ORIGIN).href,
    ),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
})
