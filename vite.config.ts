import react from '@vitejs/plugin-react'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import { deployTarget } from './src/content/deploy.ts'

const { base, url } = deployTarget()

export default defineConfig({
  base,
  plugins: [react(), imagetools()],
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.SITE_URL': JSON.stringify(url),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
})
