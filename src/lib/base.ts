// Vite sets BASE_URL from src/content/deploy.ts; app code reads the base path only from here.
const base = import.meta.env.BASE_URL

// wouter joins its base with paths that start with '/', so the base must not end with one.
export const routerBase = base.replace(/\/$/, '')

export const asset = (path: string) => base + path.replace(/^\//, '')
