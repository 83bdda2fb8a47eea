// What every page runs: the frame's own behaviour, the page's islands as each wakes, then moving
// between pages in place. None of it is React: a page without islands never loads React.
import { MENU_ID, moveFocusWithMenu } from '../layout/menu.ts'
import { NAVIGATION_MARK, PAGE_SHOWN_MARK } from '../lib/marks.ts'
import { idle, isAwake, loaded, sleepIslands, wakeIslands } from './islands.ts'

const menu = document.getElementById(MENU_ID)
if (menu) moveFocusWithMenu(menu)
const islandsAwake = wakeIslands(document)

// Moving between pages in place, then decoration: neither is needed to read or use the page, so
// both come once it has loaded and its islands are awake.
void Promise.all([loaded, islandsAwake])
  .then(idle)
  .then(async () => {
    const { startNavigation } = await import('./navigation.ts')
    startNavigation({
      leave: sleepIslands,
      arrive: () => {
        performance.mark(PAGE_SHOWN_MARK)
        void wakeIslands(document.getElementById('main') ?? document)
      },
      ownsHistory: isAwake,
    })
    performance.mark(NAVIGATION_MARK)
    await idle()
    const { startTrailingCursor } = await import('../layout/trailing-cursor.ts')
    startTrailingCursor()
  })
