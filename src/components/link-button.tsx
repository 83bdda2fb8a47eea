import type { ComponentProps } from 'react'
import { useContent } from '../site-content/language-content.ts'
import styles from './link-button.module.css'

type LinkButtonProps = ComponentProps<'a'> & { to: string; variant?: 'primary' | 'secondary' }

// A link to a page of the site that looks like a button (it navigates, so it stays a link).
export function LinkButton({ to, variant = 'primary', className, ...props }: LinkButtonProps) {
  return (
    <a
      {...props}
      href={useContent().href(to)}
      className={`${styles.button} ${styles[variant]} ${className ?? ''}`}
    />
  )
}
