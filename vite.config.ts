import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'
import { contentPictures, posts, themeStyles } from './src/build/vite-plugins.ts'
import { deployTarget } from './src/content/deploy.ts'
import { languageFor, languagePath, languages } from './src/content/languages.ts'
import { installTheme } from './src/lib/theme.ts'

// One build per language (scripts/build.mjs sets SITE_LANGUAGE): the default at the site's root,
// any other under /<code>/, all sharing one assets/ folder at the root.
const language = languageFor(process.env.SITE_LANGUAGE)
const root = deployTarget()
const base = root.base + languagePath(language.code)
const bases = languages.map(({ code }) => root.base + languagePath(code))

// The theme script is inline, to set the theme before the first paint (allowed by hash: lib/csp.ts).
const fillTemplate = (): Plugin => ({
  name: 'fill-template',
  transformIndexHtml: (html) =>
    html
      .replace('<!--theme-script-->', `<script>(${installTheme.toString()})()</script>`)
      .replace('<html lang="en">', `<html lang="${language.code}">`),
})

const env = {
  BUILD_YEAR: String(new Date().getFullYear()),
  SITE_LANGUAGE: language.code,
  SITE_URL: root.url + languagePath(language.code),
  SITE_ROOT_URL: root.url,
  SITE_ROOT: root.base,
  NESTED_LANGUAGE_BASES: bases.filter((other) => other !== base && other.startsWith(base)),
  SHOW_DRAFTS: process.env.SHOW_DRAFTS === 'true', // only scripts/dev.mjs shows drafts
}

export default defineConfig({
  base,
  // The manifest tells scripts/sizes.mjs what each island loads; the server build writes the CSS.
  // Font files stay files (theme/web-fonts.ts), however small: the stylesheet holds no font.
  build: {
    manifest: true,
    cssCodeSplit: false,
    modulePreload: false,
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Cutting the fonts to the site's text (themeStyles) is most of each build's time by design;
    // Rolldown would print that advice on every build, in the middle of the site's own lines.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  plugins: [posts, contentPictures(), themeStyles(), react(), imagetools(), fillTemplate()],
  experimental: { renderBuiltUrl: (file) => root.base + file },
  define: Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
})
