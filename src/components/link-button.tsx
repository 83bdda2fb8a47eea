import type { ComponentProps } from 'react'
import { Link } from 'wouter'
import styles from './link-button.module.css'

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary' }

// A client-side link that looks like a button (it navigates, so it stays a link).
export function LinkButton({ variant = 'primary', className, ...props }: LinkButtonProps) {
  return <Link {...props} className={`${styles.button} ${styles[variant]} ${className ?? ''}`} />
}
