import { useEffect, useRef, type RefObject } from 'react'

// After an in-app page change, focus moves to the new page's heading (or the main region), so a
// screen reader announces the page; the first render keeps the browser's own focus.
export function useFocusOnPageChange(page: string, main: RefObject<HTMLElement | null>) {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    const heading = main.current?.querySelector<HTMLElement>('h1')
    heading?.setAttribute('tabindex', '-1')
    ;(heading ?? main.current)?.focus({ preventScroll: true })
  }, [page, main])
}
