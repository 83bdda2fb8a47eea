import react from '@vitejs/plugin-react'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import { deployTarget } from './src/content/deploy.ts'
import { installTheme } from './src/lib/theme.ts'

const { base, url } = deployTarget()

export default defineConfig({
  base,
  build: {
    // scripts/prerender.mjs reads which files each page needs from the manifest.
    manifest: true,
    // One stylesheet for every page: a visitor fetches it once, and no page waits for its own.
    cssCodeSplit: false,
  },
  plugins: [
    react(),
    imagetools(),
    {
      // Inline, so the theme is on <html> before the first paint and the toggle works before any
      // module loads; the Content-Security-Policy allows it by hash (scripts/prerender.mjs).
      name: 'inline-theme-script',
      transformIndexHtml: (html) =>
        html.replace('<!--theme-script-->', `<script>(${installTheme.toString()})()</script>`),
    },
  ],
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.SITE_URL': JSON.stringify(url),
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
})
