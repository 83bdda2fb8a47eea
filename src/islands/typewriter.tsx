import { readSession, writeSession } from '../hooks/session-storage.ts'
import type { TextLanguage } from '../lib/fallback.ts'
import { timeOnScreen } from '../lib/marks.ts'
import { REDUCED_MOTION_QUERY } from '../lib/motion.ts'
import { nextStep, textOf, typedTitle } from './typewriter-steps.ts'
import styles from './typewriter.module.css'

type TypewriterProps = {
  roles: readonly string[]
  /** The name of the button that stops the titles, pressed while they stand still. */
  pauseLabel: string
  className?: string
  /** The default language's, where a translation leaves the roles to it. */
  language?: TextLanguage
}

// Stopped, the titles stay stopped for the rest of the visit, Home left and come back to. The
// prerendered HTML has them running.
const PAUSED_KEY = 'typewriter-paused'
// The button's sign: two bars while the titles move, a triangle while they stand still.
const STOP_SIGN = 'M4 3h3v10H4zm5 0h3v10H9z'
const GO_SIGN = 'M5 3l8 5-8 5z'

/** The line as the build renders it: the first title whole, as it stands until the line wakes. */
export default function Typewriter({ roles, pauseLabel, className, language }: TypewriterProps) {
  return (
    <p className={`${styles.line} ${className ?? ''}`}>
      {/* Screen readers get the titles once, as plain text, instead of a stream of keystrokes. */}
      <span className="visually-hidden" {...language}>
        {roles.join(', ')}
      </span>
      <span className={styles.stage} aria-hidden="true" {...language}>
        {/* Every title sits invisibly in the same cell, so the line is as tall as the longest. */}
        {roles.map((role) => (
          <span key={role} className={styles.reserve}>
            {role}
          </span>
        ))}
        <span className={styles.typed} data-typewriter>
          <span className={styles.text}>{textOf(roles, typedTitle(roles))}</span>
        </span>
      </span>
      {/* WCAG's pause (2.2.2): motion that goes on for more than five seconds can be stopped. */}
      <button type="button" className={styles.pause} aria-pressed="false" aria-label={pauseLabel}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d={STOP_SIGN} />
        </svg>
      </button>
    </p>
  )
}

/**
 * Sets the titles moving, without React: a few timers are all the line needs. It types while the
 * visitor neither asks for less motion nor has stopped it; stopped, it holds its title whole, and
 * goes on from there when it runs again: the title's pause, then the next. Returns what stops it
 * for good, as the page goes.
 */
export function awaken(island: HTMLElement, { roles }: TypewriterProps) {
  const typed = island.querySelector('[data-typewriter] > span')
  const button = island.querySelector('button')
  const sign = button?.querySelector('path')
  const reducedMotion = matchMedia(REDUCED_MOTION_QUERY)
  let state = typedTitle(roles)
  let timer: ReturnType<typeof setTimeout> | undefined
  let firstStep = true
  const show = () => {
    if (typed) typed.textContent = textOf(roles, state)
  }

  const step = () => {
    const { state: next, delay } = nextStep(roles, state)
    // The first title has shown since the page did (the HTML has it), so its pause counts from then.
    const wait = firstStep ? Math.max(0, delay - timeOnScreen()) : delay
    firstStep = false
    timer = setTimeout(() => {
      state = next
      show()
      step()
    }, wait)
  }
  const update = () => {
    clearTimeout(timer)
    const paused = readSession(PAUSED_KEY) !== null
    button?.setAttribute('aria-pressed', String(paused))
    sign?.setAttribute('d', paused ? GO_SIGN : STOP_SIGN)
    if (!paused && !reducedMotion.matches) step()
    else {
      state = typedTitle(roles, state.index)
      show()
    }
  }
  const toggle = () => {
    writeSession(PAUSED_KEY, readSession(PAUSED_KEY) === null ? '' : null)
    update()
  }

  button?.addEventListener('click', toggle)
  reducedMotion.addEventListener('change', update)
  update()
  return () => {
    clearTimeout(timer)
    reducedMotion.removeEventListener('change', update)
  }
}
