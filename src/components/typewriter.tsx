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

/**
 * Home's typewriter line as the build renders it: the first title whole, as it stands until the
 * line wakes (islands/typewriter.awaken.ts sets it moving, without React).
 */
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
          <span className={styles.text}>{roles[0]}</span>
        </span>
      </span>
      {/* WCAG's pause (2.2.2): motion that goes on for more than five seconds can be stopped. */}
      <button type="button" className={styles.pause} aria-pressed="false" aria-label={pauseLabel}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          {/* Two bars while the titles move; typewriter.awaken.ts turns them to go while stopped. */}
          <path d="M4 3h3v10H4zm5 0h3v10H9z" />
        </svg>
      </button>
    </p>
  )
}
