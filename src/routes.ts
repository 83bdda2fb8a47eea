import type { ComponentType } from 'react'
import { site } from './content/site.ts'
import { absoluteUrl } from './lib/base.ts'
import { pageHead } from './lib/head.ts'
import { About } from './routes/about.tsx'
import { Contact } from './routes/contact.tsx'
import type { PictureData } from './lib/picture.ts'
import { Home, homePhoto } from './routes/home.tsx'
import { Portfolio } from './routes/portfolio.tsx'
import { Resume } from './routes/resume.tsx'

export type PageRoute = {
  path: string
  label: string
  title: string
  description: string
  component: ComponentType
  /** The page's priority image, preloaded from <head> so the parser finds it at once. */
  preload?: { image: PictureData; sizes: string }
}

const name = site.identity.fullName

export const routes: readonly PageRoute[] = [
  {
    path: '/',
    label: 'Home',
    title: name,
    description: site.home.description,
    component: Home,
    preload: homePhoto,
  },
  {
    path: '/portfolio',
    label: 'Portfolio',
    title: `Portfolio | ${name}`,
    description: site.portfolio.description,
    component: Portfolio,
  },
  {
    path: '/about',
    label: 'About',
    title: `About | ${name}`,
    description: site.about.description,
    component: About,
  },
  {
    path: '/resume',
    label: 'Résumé',
    title: `Résumé | ${name}`,
    description: site.resume.description,
    component: Resume,
  },
  {
    path: '/contact',
    label: 'Contact',
    title: `${name} | Contact`,
    description: site.contact.description,
    component: Contact,
  },
]

// Any other path shows Home (spec §2), so the first row doubles as the fallback.
export const fallbackRoute = routes[0] as PageRoute

export const routeFor = (path: string) =>
  routes.find((route) => route.path === path.replace(/(.)\/$/, '$1')) ?? fallbackRoute

export const headFor = (route: PageRoute, notFound = false) =>
  pageHead({ route, site, url: absoluteUrl, notFound })
