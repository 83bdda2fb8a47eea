import { useReducedMotion } from '../hooks/use-reduced-motion.ts'
import { useTypewriter } from '../hooks/use-typewriter.ts'
import type { TextLanguage } from '../lib/fallback.ts'
import styles from './typewriter.module.css'

type TypewriterProps = {
  roles: readonly string[]
  className?: string
  /** The default language's, where a translation leaves the roles to it. */
  language?: TextLanguage
}

export default function Typewriter({ roles, className, language }: TypewriterProps) {
  const reducedMotion = useReducedMotion()
  const text = useTypewriter(roles, !reducedMotion)
  return (
    <p className={`${styles.line} ${className ?? ''}`} {...language}>
      {/* Screen readers get the titles once, as plain text, instead of a stream of keystrokes. */}
      <span className="visually-hidden">{roles.join(', ')}</span>
      <span className={styles.stage} aria-hidden="true">
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
    </p>
  )
}
