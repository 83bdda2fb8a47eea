/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Set at build time so the prerendered HTML and the client agree on the copyright year.
  readonly BUILD_YEAR: string
  // The code of the language this build makes its pages in ('' for the default).
  readonly SITE_LANGUAGE: string
  // The public address of this language's pages, ending in '/': SITE_ORIGIN + BASE_PATH (+ 'fi/').
  readonly SITE_URL: string
  // The public address of the site's root, and its path: where the default language lives.
  readonly SITE_ROOT_URL: string
  readonly SITE_ROOT: string
  // The other languages' folders inside this build's base ('/react-portfolio/fi/' for the default
  // language): not this build's pages to swap in.
  readonly NESTED_LANGUAGE_BASES: readonly string[]
  // The dev server shows draft posts; a build never does.
  readonly SHOW_DRAFTS?: boolean
}

// The pictures site.ts names, by their path there ('./images/profile.jpg'): build/vite-plugins.ts.
declare module 'virtual:content-pictures/*' {
  const pictures: Record<string, import('./lib/picture.ts').ImagetoolsPicture>
  export default pictures
}

// The theme site.ts sets, as custom properties, with its fonts' faces: build/vite-plugins.ts.
declare module 'virtual:theme.css'
