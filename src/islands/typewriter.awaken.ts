import { readSession, writeSession } from '../hooks/session-storage.ts'
import { timeOnScreen } from '../lib/marks.ts'
import { REDUCED_MOTION_QUERY } from '../lib/motion.ts'
import { nextStep, textOf, typedTitle } from './typewriter-steps.ts'

// Stopped, the titles stay stopped for the rest of the visit, Home left and come back to. The
// prerendered HTML has them running.
const PAUSED_KEY = 'typewriter-paused'
// The button's sign while the titles stand still: a triangle, where the HTML has two bars.
const GO_SIGN = 'M5 3l8 5-8 5z'

/**
 * Sets Home's typewriter line moving (components/typewriter.tsx), without React: a few timers are
 * all the line needs. It types while the visitor neither asks for less motion nor has stopped it;
 * stopped, it holds its title whole, and goes on from there when it runs again: the title's
 * pause, then the next. Returns what stops it for good, as the page goes.
 */
export function awaken(island: HTMLElement, { roles }: { roles: readonly string[] }) {
  const typed = island.querySelector('[data-typewriter] > span')
  const button = island.querySelector('button')
  const sign = button?.querySelector('path')
  const stopSign = sign?.getAttribute('d') ?? ''
  const reducedMotion = matchMedia(REDUCED_MOTION_QUERY)
  let state = typedTitle(roles)
  let timer: ReturnType<typeof setTimeout> | undefined
  const show = () => {
    if (typed) typed.textContent = textOf(roles, state)
  }

  // The next step, once the current one has stood its time: of which `stood` has passed already.
  const step = (stood = 0) => {
    const { state: next, delay } = nextStep(roles, state)
    timer = setTimeout(
      () => {
        state = next
        show()
        step()
      },
      Math.max(0, delay - stood),
    )
  }
  const update = (stood = 0) => {
    clearTimeout(timer)
    const paused = readSession(PAUSED_KEY) !== null
    button?.setAttribute('aria-pressed', String(paused))
    sign?.setAttribute('d', paused ? GO_SIGN : stopSign)
    if (!paused && !reducedMotion.matches) step(stood)
    else {
      state = typedTitle(roles, state.index)
      show()
    }
  }
  const restart = () => update()
  const toggle = () => {
    writeSession(PAUSED_KEY, readSession(PAUSED_KEY) === null ? '' : null)
    update()
  }

  button?.addEventListener('click', toggle)
  reducedMotion.addEventListener('change', restart)
  // The first title has shown since the page did (the HTML has it), so its pause counts from then;
  // set going later (pressed, or motion allowed again), a title stands its whole pause.
  update(timeOnScreen())
  return () => {
    clearTimeout(timer)
    reducedMotion.removeEventListener('change', restart)
  }
}
