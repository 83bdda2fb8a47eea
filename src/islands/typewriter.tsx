import { useSyncExternalStore } from 'react'
import { useReducedMotion } from '../hooks/use-reduced-motion.ts'
import { readSession, writeSession } from '../hooks/session-storage.ts'
import { useTypewriter } from '../hooks/use-typewriter.ts'
import type { TextLanguage } from '../lib/fallback.ts'
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
const pausedChanged = new Set<() => void>()
const subscribe = (onChange: () => void) => {
  pausedChanged.add(onChange)
  return () => pausedChanged.delete(onChange)
}
function setPaused(paused: boolean) {
  writeSession(PAUSED_KEY, paused ? '' : null)
  pausedChanged.forEach((onChange) => onChange())
}

export default function Typewriter({ roles, pauseLabel, className, language }: TypewriterProps) {
  const reducedMotion = useReducedMotion()
  const paused = useSyncExternalStore(
    subscribe,
    () => readSession(PAUSED_KEY) !== null,
    () => false,
  )
  const text = useTypewriter(roles, !reducedMotion && !paused)
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
          <span className={styles.text}>{text}</span>
        </span>
      </span>
      {/* WCAG's pause (2.2.2): motion that goes on for more than five seconds can be stopped. */}
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        aria-label={pauseLabel}
        onClick={() => setPaused(!paused)}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {paused ? <path d="M5 3l8 5-8 5z" /> : <path d="M4 3h3v10H4zm5 0h3v10H9z" />}
        </svg>
      </button>
    </p>
  )
}
