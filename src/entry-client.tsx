import { hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
// The frame's styles: its HTML is prerendered and never rendered here, so none of its code ships.
import './layout/frame.tsx'
import { MENU_ID, moveFocusWithMenu } from './layout/menu.ts'
import { loadPage } from './page-loader.tsx'
import { routeAt } from './routes.ts'

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1000)

// The page on screen first, so hydration renders it at once; another page's code comes when the
// visitor points at or focuses a link to it (hooks/use-in-app-links.ts). (No top-level await: the
// pages import this chunk.)
void loadPage(routeAt(location.pathname).page).then(() => {
  hydrateRoot(document.getElementById('main') as HTMLElement, <App />)
  // Decoration, never needed to use the page: it comes after everything else.
  whenIdle(
    () => void import('./layout/trailing-cursor.ts').then((cursor) => cursor.startTrailingCursor()),
  )
})

// The frame's own behaviour needs no app: it starts at once.
const menu = document.getElementById(MENU_ID)
if (menu) moveFocusWithMenu(menu)
