// The id of the prerendered menu (frame.tsx), which its button names as its popover target.
export const MENU_ID = 'site-menu'

/**
 * The menu is a native popover in the prerendered frame: focus moves into it as it opens, and back
 * to its button as it closes (when focus was in it, or nowhere). A page swapped in brings a menu of
 * its own (its current link), which needs the same.
 */
export function enhanceMenu() {
  const menu = document.getElementById(MENU_ID)
  if (!menu) return
  const button = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`)
  menu.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') menu.querySelector<HTMLElement>('a')?.focus()
    else if (menu.contains(document.activeElement) || document.activeElement === document.body)
      button?.focus()
  })
}

/**
 * The menu covers what follows it in the page, below the header: it closes as the focus moves on
 * to any of that (past its last link, or by the skip link), where the focus would not be seen.
 */
export function closeMenuOnFocusBehind() {
  document.addEventListener('focusin', ({ target }) => {
    const menu = document.getElementById(MENU_ID)
    if (menu?.matches(':popover-open') && target instanceof Node && behind(menu, target))
      menu.hidePopover()
  })
}

const behind = (menu: Node, node: Node) =>
  !menu.contains(node) &&
  (menu.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

// As the visitor leaves the page: the browser may keep the page as it is, and Back would show the
// menu instead of the page.
export const closeMenu = () => document.getElementById(MENU_ID)?.hidePopover()
