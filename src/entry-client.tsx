import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
// The frame's styles: its HTML is prerendered and never rendered here, so none of its code ships.
import './frame.tsx'
import { loadPage } from './page-loader.tsx'
import { routeAt } from './routes.ts'

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1000)

// The page on screen first, so hydration renders it at once; another page's code comes when the
// visitor points at or focuses a link to it (hooks/use-in-app-links.ts). (No top-level await: the
// pages import this chunk.)
void loadPage(routeAt(location.pathname).page).then(() => {
  hydrateRoot(document.getElementById('main') as HTMLElement, <App />)
  // Decoration, never needed to use the page: it arrives after everything else.
  whenIdle(async () => {
    const { TrailingCursor } = await import('./components/trailing-cursor.tsx')
    createRoot(document.body.appendChild(document.createElement('div'))).render(<TrailingCursor />)
  })
})
