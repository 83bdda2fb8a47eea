import type { ReactNode, Ref } from 'react'
import styles from './alert.module.css'

type AlertProps = {
  variant: 'success' | 'danger'
  onDismiss: () => void
  /** The dismiss button's accessible name. */
  dismissLabel: string
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}

// role="alert" for both variants: it is announced even though it is inserted on the fly.
export function Alert({ variant, onDismiss, dismissLabel, children, ref }: AlertProps) {
  return (
    <div ref={ref} role="alert" className={`${styles.alert} ${styles[variant]}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {variant === 'success' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v6m0 4v.5" />}
      </svg>
      <p className={styles.text}>{children}</p>
      <button
        type="button"
        className={styles.dismiss}
        onClick={onDismiss}
        aria-label={dismissLabel}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  )
}
