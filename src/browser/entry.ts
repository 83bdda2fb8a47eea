// What every page runs: the frame's own behaviour, the page's islands as each wakes, then moving
// between pages in place. None of it is React: a page without islands never loads React.
import { MENU_ID, moveFocusWithMenu } from '../layout/menu.ts'
import { NAVIGATION_MARK } from '../lib/marks.ts'
import { isAwake, loaded, sleepIslands, wakeIslands } from './islands.ts'

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(task) : setTimeout(task, 200)

const menu = document.getElementById(MENU_ID)
if (menu) moveFocusWithMenu(menu)
const islandsAwake = wakeIslands(document)

// Moving between pages in place, then decoration: neither is needed to read or use the page, so
// both come once it has loaded and its islands are awake.
void Promise.all([loaded, islandsAwake]).then(() =>
  whenIdle(async () => {
    const { startNavigation } = await import('./navigation.ts')
    startNavigation({
      leave: sleepIslands,
      arrive: () => void wakeIslands(document.getElementById('main') ?? document),
      ownsHistory: isAwake,
    })
    performance.mark(NAVIGATION_MARK)
    whenIdle(
      () =>
        void import('../layout/trailing-cursor.ts').then((cursor) => cursor.startTrailingCursor()),
    )
  }),
)
