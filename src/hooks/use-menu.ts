import { useEffect, useRef } from 'react'
import { pageHref } from '../lib/base.ts'

// The menu is a native popover in the prerendered frame. With the app running, focus moves into
// it as it opens and back to its button as it closes, and when the page changes it closes and
// marks the new page's link as current. A menu opened before the app took over stays open.
export function useMenu(menuId: string, page: string) {
  const shown = useRef(page)
  useEffect(() => {
    const menu = document.getElementById(menuId)
    if (!menu) return
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      if (opened) menu.querySelector<HTMLElement>('a')?.focus()
      else if (menu.contains(document.activeElement) || document.activeElement === document.body)
        document.querySelector<HTMLElement>(`[popovertarget="${menuId}"]`)?.focus()
    }
    menu.addEventListener('toggle', onToggle)
    return () => menu.removeEventListener('toggle', onToggle)
  }, [menuId])

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
