/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Set at build time so the prerendered HTML and the client agree on the copyright year.
  readonly BUILD_YEAR: string
  // The public address of the site, ending in '/': SITE_ORIGIN + BASE_PATH (src/content/deploy.ts).
  readonly SITE_URL: string
}
