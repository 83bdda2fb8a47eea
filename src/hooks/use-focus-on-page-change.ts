import { useEffect, useRef } from 'react'

// After an in-app page change, focus moves to the new page's heading (or the main region), so a
// screen reader announces the page; the first render keeps the browser's own focus.
export function useFocusOnPageChange(page: string) {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    const main = document.getElementById('main')
    const heading = main?.querySelector<HTMLElement>('h1')
    heading?.setAttribute('tabindex', '-1')
    ;(heading ?? main)?.focus({ preventScroll: true })
  }, [page])
}
