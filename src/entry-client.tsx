import { hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { loadPage } from './page-loader.tsx'
import { routeAt, routes } from './routes.ts'

// The page on screen first, so hydration renders it at once; the others when the browser is idle,
// so the next page opens without a wait.
await loadPage(routeAt(location.pathname).page)
hydrateRoot(document.getElementById('root') as HTMLElement, <App />)
const loadOthers = () => routes.forEach(({ page }) => void loadPage(page))
if ('requestIdleCallback' in window) requestIdleCallback(loadOthers)
else setTimeout(loadOthers, 1000)
