import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { contentPictures, pagesOnRequest, posts, themeStyles } from './src/build/vite-plugins.ts'
import { deployTarget } from './src/content/deploy.ts'
import { site } from './src/content/site.ts'
import { commentsOn } from './src/document/comments.ts'

// One build for every language: the default at the site's root, any other under /<code>/, each
// page rendered by src/entry-server.tsx. The browser's one entry is src/browser/entry.ts, and
// src/browser/comments.ts when site.ts turns comments on.
const root = deployTarget()

export default defineConfig({
  base: root.base,
  // The manifest tells the build each page's script, and scripts/sizes.mjs what each island loads;
  // the server build writes the CSS. Font files stay files (theme/web-fonts.ts), however small.
  build: {
    manifest: true,
    cssCodeSplit: false,
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      input: ['src/browser/entry.ts', ...(commentsOn(site) ? ['src/browser/comments.ts'] : [])],
      // The comments' script is loaded for what it exports (src/browser/entry.ts).
      preserveEntrySignatures: 'exports-only',
      // Cutting the fonts to the site's text (themeStyles) is most of the build's time by design;
      // Rolldown would print that advice on every build, in the middle of the site's own lines.
      checks: { bundlerTimings: false },
      // @swup/a11y-plugin's polyfill serves only browsers older than the build's target.
      treeshake: { moduleSideEffects: [{ test: /focus-options-polyfill/, sideEffects: false }] },
    },
  },
  plugins: [posts, contentPictures(), themeStyles(), react(), pagesOnRequest],
  define: {
    'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
    'import.meta.env.SITE_ROOT_URL': JSON.stringify(root.url),
  },
})
