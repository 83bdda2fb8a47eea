import { useEffect, type RefObject } from 'react'
import { hasArrived, isMobileUserAgent, trailToward, type Point } from '../lib/cursor.ts'
import { useHydrated } from './use-hydrated.ts'
import { useMediaQuery } from './use-media-query.ts'
import { useReducedMotion } from './use-reduced-motion.ts'

const TRAILING_SPEED = 8
const CLICKABLE = 'a, button, input, textarea, select, label, summary, [role="button"]'

export function useCursorAllowed(): boolean {
  const finePointer = useMediaQuery('(hover: hover) and (pointer: fine)', false)
  const reducedMotion = useReducedMotion()
  // The user agent is only read in the browser, after hydration.
  const mobile = !useHydrated() || isMobileUserAgent(navigator.userAgent)
  return finePointer && !reducedMotion && !mobile
}

// Moves the two rings with transforms only: the inner one sits on the pointer, the outer one
// trails it frame by frame. State lives in data attributes that the CSS turns into scale.
export function useTrailingCursor(enabled: boolean, root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current
    const inner = element?.querySelector<HTMLElement>('[data-cursor-inner]')
    const outer = element?.querySelector<HTMLElement>('[data-cursor-outer]')
    if (!enabled || !element || !inner || !outer) return

    let target: Point = { x: 0, y: 0 }
    let trail: Point = { x: 0, y: 0 }
    let frame = 0
    const place = (el: HTMLElement, p: Point) => (el.style.translate = `${p.x}px ${p.y}px`)
    const step = () => {
      trail = trailToward(trail, target, TRAILING_SPEED)
      place(outer, trail)
      frame = hasArrived(trail, target) ? 0 : requestAnimationFrame(step)
    }
    const onMove = (event: MouseEvent) => {
      target = { x: event.clientX, y: event.clientY }
      if (!element.dataset.visible) trail = target
      element.dataset.visible = 'true'
      place(inner, target)
      if (!frame) frame = requestAnimationFrame(step)
    }
    const onOver = (event: MouseEvent) => {
      const hovering = event.target instanceof Element && event.target.closest(CLICKABLE)
      element.toggleAttribute('data-hover', Boolean(hovering))
    }
    const onDown = () => element.toggleAttribute('data-active', true)
    const onUp = () => element.toggleAttribute('data-active', false)
    const onLeave = () => delete element.dataset.visible

    const listeners = [
      ['mousemove', onMove],
      ['mouseover', onOver],
      ['mousedown', onDown],
      ['mouseup', onUp],
    ] as const
    listeners.forEach(([type, listener]) => document.addEventListener(type, listener))
    document.documentElement.addEventListener('mouseleave', onLeave)
    return () => {
      cancelAnimationFrame(frame)
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener))
      document.documentElement.removeEventListener('mouseleave', onLeave)
    }
  }, [enabled, root])
}
