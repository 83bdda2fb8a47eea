import { useEffect, useRef } from 'react'
import { pageHref } from '../lib/base.ts'

// The menu is a native popover in the prerendered frame (layout/menu.ts moves focus with it). When
// the app changes the page, the menu closes and marks the new page's link as current.
export function useMenu(menuId: string, page: string) {
  const shown = useRef(page)
  useEffect(() => {
    const menu = document.getElementById(menuId)
    if (!menu || shown.current === page) return
    shown.current = page
    for (const link of menu.querySelectorAll('a')) {
      if (link.getAttribute('href') === pageHref(page)) link.setAttribute('aria-current', 'page')
      else link.removeAttribute('aria-current')
    }
    if (menu.matches(':popover-open')) menu.hidePopover()
  }, [menuId, page])
}
