import { REDUCED_MOTION_QUERY } from '../lib/motion.ts'
import { hasArrived, isMobileUserAgent, trailToward, type Point } from './cursor.ts'

const TRAILING_SPEED = 8
const CLICKABLE = 'a, button, input, textarea, select, label, summary, [role="button"]'
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)'

// Two rings moved with transforms only: the inner one sits on the pointer, the outer one trails it
// frame by frame. State lives in data attributes that trailing-cursor.css turns into scale. Returns
// its removal.
function showCursor(): () => void {
  const element = document.createElement('div')
  element.setAttribute('aria-hidden', 'true')
  element.dataset.cursor = ''
  const ring = (data: string) => {
    const child = element.appendChild(document.createElement('div'))
    child.setAttribute(data, '')
    return child
  }
  const outer = ring('data-cursor-outer')
  const inner = ring('data-cursor-inner')
  // In the top layer, where the menu and a project's dialog open above the page: shown again
  // after each of them opens, it stays the last there, above them.
  element.popover = 'manual'
  document.body.append(element)
  element.showPopover()
  const onToggle = (event: Event) => {
    if (event.target === element || (event as ToggleEvent).newState !== 'open') return
    element.hidePopover()
    element.showPopover()
  }

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
  // A toggle does not bubble: caught on its way down.
  document.addEventListener('toggle', onToggle, { capture: true })
  return () => {
    cancelAnimationFrame(frame)
    listeners.forEach(([type, listener]) => document.removeEventListener(type, listener))
    document.documentElement.removeEventListener('mouseleave', onLeave)
    document.removeEventListener('toggle', onToggle, { capture: true })
    element.remove()
  }
}

/**
 * The custom trailing cursor, decoration only (pointer-events are off and the system cursor stays):
 * for a fine pointer on a desktop browser, and gone while the visitor asks for less motion.
 */
export function startTrailingCursor() {
  if (isMobileUserAgent(navigator.userAgent)) return
  const queries = [matchMedia(FINE_POINTER_QUERY), matchMedia(REDUCED_MOTION_QUERY)] as const
  let hide: (() => void) | undefined
  const update = () => {
    const allowed = queries[0].matches && !queries[1].matches
    if (allowed && !hide) hide = showCursor()
    if (!allowed && hide) {
      hide()
      hide = undefined
    }
  }
  queries.forEach((query) => query.addEventListener('change', update))
  update()
}
