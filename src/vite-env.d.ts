/// <reference types="vite/client" />

interface ImportMetaEnv {
  // The year of the build, for the copyright line.
  readonly BUILD_YEAR: string
  // The public address of the site's root, ending in '/': where the default language lives.
  readonly SITE_ROOT_URL: string
  // The dev server shows draft posts; a build never does.
  readonly SHOW_DRAFTS?: boolean
}

// The pictures site.ts names: the photo by its path there ('./images/profile.jpg'), each cover by
// its project's slug (build/vite-plugins.ts).
declare module 'virtual:content-pictures/*' {
  const pictures: Record<string, import('./lib/picture.ts').ImagetoolsPicture>
  export default pictures
}

// The theme site.ts sets, as custom properties, with its fonts' faces: build/vite-plugins.ts.
declare module 'virtual:theme.css'
