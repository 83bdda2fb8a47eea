/// <reference types="vite/client" />

interface ImportMetaEnv {
  // Set at build time so the prerendered HTML and the client agree on the copyright year.
  readonly BUILD_YEAR: string
  // The public address of the site's root, ending in '/': where the default language lives.
  readonly SITE_ROOT_URL: string
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
