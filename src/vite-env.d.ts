/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Set at build time so the prerendered HTML and the client agree on the copyright year.
  readonly BUILD_YEAR: string
}
