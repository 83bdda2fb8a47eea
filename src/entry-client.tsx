import { hydrateRoot, type Root } from 'react-dom/client'
import { App } from './app.tsx'
// The frame's styles: its HTML is prerendered and never rendered here, so none of its code ships.
import './layout/frame.tsx'
import { MENU_ID, moveFocusWithMenu } from './layout/menu.ts'
import { HYDRATED_MARK, NAVIGATION_MARK } from './lib/hydrated-mark.ts'
import { loadPage, preparePage } from './page-loader.tsx'
import { routeAt } from './routes.ts'

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 1000)

// The frame's own behaviour needs no app: it starts at once.
const menu = document.getElementById(MENU_ID)
if (menu) moveFocusWithMenu(menu)

let app: Root | undefined
// Counts the pages shown: a page left before its code arrived is not hydrated after all.
let shown = 0

// The page on screen: its code, then React takes its HTML over. (No top-level await: the pages
// import this chunk.)
async function hydratePage() {
  const page = ++shown
  const route = routeAt(location.pathname)
  // Its parts that come later (the grid's dialog, the calendar) hydrate as they arrive.
  await loadPage(route.page)
  if (page !== shown) return
  const main = document.getElementById('main') as HTMLElement
  await new Promise<void>(
    (hydrated) => (app = hydrateRoot(main, <App route={route} onHydrated={hydrated} />)),
  )
}

function leavePage() {
  shown++
  app?.unmount()
  app = undefined
}

void hydratePage().then(async () => {
  performance.mark(HYDRATED_MARK)
  // Moving between pages, then decoration: neither is needed to use the page, so both come after.
  const { startNavigation } = await import('./navigation.ts')
  startNavigation({
    leave: leavePage,
    arrive: hydratePage,
    // Should the code not come, the new page's app tries again, then the page is HTML alone.
    prepare: (pathname) =>
      preparePage(routeAt(pathname)).then(
        () => undefined,
        () => undefined,
      ),
  })
  performance.mark(NAVIGATION_MARK)
  whenIdle(
    () => void import('./layout/trailing-cursor.ts').then((cursor) => cursor.startTrailingCursor()),
  )
})
