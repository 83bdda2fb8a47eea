import { useState } from 'react'
import type { Project } from '../content/schema.ts'
import { useModalDialog } from '../hooks/use-modal-dialog.ts'
import type { PictureData } from '../lib/picture.ts'
import { ExternalLink } from './external-link.tsx'
import { Picture } from './picture.tsx'
import styles from './project-dialog.module.css'

type Shown = { project: Project; image: PictureData; number: string }
type ProjectDialogProps = {
  shown: Shown | null
  /** Called once the dialog has closed, whichever way (button, Escape, backdrop, URL). */
  onClose: (slug: string) => void
}

const TITLE_ID = 'project-dialog-title'

export function ProjectDialog({ shown, onClose }: ProjectDialogProps) {
  const { ref, ...handlers } = useModalDialog(shown !== null)
  // Keeps the last project on screen while the dialog fades out after the selection is cleared.
  const [last, setLast] = useState(shown)
  if (shown && shown.project.slug !== last?.project.slug) setLast(shown)

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      onClose={() => last && onClose(last.project.slug)}
      {...handlers}
    >
      {last && (
        <div className={styles.layout}>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={() => ref.current?.close()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <div className={styles.media}>
            <Picture
              image={last.image}
              alt=""
              sizes="(min-width: 60rem) 38rem, 100vw"
              loading="eager"
              className={styles.image}
            />
          </div>
          <div className={styles.body}>
            <p className={styles.number}>Project {last.number}</p>
            <h2 id={TITLE_ID} className={styles.title}>
              {last.project.title}
            </h2>
            <p className={styles.info}>{last.project.additionalInfo}</p>
            <p className={styles.link}>
              Link:{' '}
              <ExternalLink href={last.project.link}>
                {last.project.link.replace(/^https?:\/\/(www\.)?/, '')}
              </ExternalLink>
            </p>
            <p className={styles.details}>{last.project.details}</p>
          </div>
        </div>
      )}
    </dialog>
  )
}
