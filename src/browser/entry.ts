// What every page runs: the frame's own behaviour, the page's islands as each wakes, then moving
// between pages in place. None of it is React: a page without islands never loads React.
import { closeMenu, closeMenuOnFocusBehind, enhanceMenu } from '../layout/menu.ts'
import { NAVIGATION_MARK, PAGE_SHOWN_MARK } from '../lib/marks.ts'
import { idle, isAwake, loaded, sleepIslands, wakeIslands } from './islands.ts'

enhanceMenu()
closeMenuOnFocusBehind()
addEventListener('pagehide', closeMenu)

// A post's contents, when the page has them: their code comes with them.
let stopFollowing = () => {}
async function followContents(within: ParentNode) {
  const contents = within.querySelector<HTMLElement>('[data-contents]')
  if (contents) stopFollowing = (await import('./contents.ts')).followContents(contents)
}

// A post's code blocks, each with a button that copies it: its code comes with them.
async function offerCopies(within: ParentNode) {
  const blocks = within.querySelectorAll<HTMLElement>('[data-copy-code]')
  if (blocks.length > 0) (await import('./copy-code.ts')).addCopyButtons(blocks)
}

// A post's comments, when site.ts turns them on: the document names their script.
async function showComments(within: ParentNode) {
  const place = within.querySelector<HTMLElement>('[data-comments]')
  const script = document.documentElement.dataset.commentsScript
  if (!place || !script) return
  const comments = (await import(/* @vite-ignore */ script)) as typeof import('./comments.ts')
  await comments.showComments(place)
}

// A page's own parts, on the first page and on each swapped in: its islands as each is due, and a
// post's parts, each settled (in place, or given up) before the page counts as whole.
function enhancePage(within: ParentNode) {
  const whole = Promise.all([
    wakeIslands(within),
    Promise.allSettled([followContents(within), offerCopies(within)]),
  ])
  void showComments(within)
  return whole
}
const pageWhole = enhancePage(document)

// Moving between pages in place, then decoration: neither is needed to read or use the page, so
// both come once it has loaded, its islands are awake and its post's parts are in place.
// Their files may not come (the network gone, or the site published anew): the page's links then
// load as documents, and the system's cursor stays.
const unless = <T>(loading: Promise<T>) => loading.catch(() => undefined)
void Promise.all([loaded, pageWhole])
  .then(idle)
  .then(async () => {
    const navigation = await unless(import('./navigation.ts'))
    if (!navigation) return
    navigation.startNavigation({
      leave: async () => {
        stopFollowing()
        await sleepIslands()
      },
      arrive: () => {
        performance.mark(PAGE_SHOWN_MARK)
        enhanceMenu()
        void enhancePage(document.getElementById('main') ?? document)
      },
      ownsHistory: isAwake,
    })
    performance.mark(NAVIGATION_MARK)
    await idle()
    const cursor = await unless(import('../layout/trailing-cursor.ts'))
    cursor?.startTrailingCursor()
  })
