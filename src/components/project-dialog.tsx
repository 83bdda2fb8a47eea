import { useState } from 'react'
import type { Ui } from '../content-model/schema.ts'
import { useModalDialog } from '../hooks/use-modal-dialog.ts'
import { ProjectDetails, type DetailsText, type ShownProject } from './project-details.tsx'
import styles from './project-dialog.module.css'

type ProjectDialogProps = {
  shown: ShownProject | null
  text: DetailsText & Pick<Ui['portfolio'], 'close' | 'readCaseStudy'>
  /** The address of a project's own page. */
  pageOf: (slug: string) => string
  /** Called once the dialog has closed, whichever way: by the visitor, or as `shown` cleared. */
  onClose: (slug: string, byVisitor: boolean) => void
}

const TITLE_ID = 'project-dialog-title'

export function ProjectDialog({ shown, text, pageOf, onClose }: ProjectDialogProps) {
  const { ref, closedByVisitor, ...handlers } = useModalDialog(shown !== null)
  // Keeps the last project on screen while the dialog fades out after the selection is cleared.
  const [last, setLast] = useState(shown)
  if (shown && shown.project.slug !== last?.project.slug) setLast(shown)

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={TITLE_ID}
      onClose={() => {
        const byVisitor = closedByVisitor()
        if (last) onClose(last.project.slug, byVisitor)
      }}
      {...handlers}
    >
      {last && (
        <>
          <button
            type="button"
            className={styles.close}
            aria-label={text.close}
            onClick={() => ref.current?.close()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </button>
          <ProjectDetails {...last} text={text} headingLevel={2} headingId={TITLE_ID} />
          {last.hasCaseStudy && text.readCaseStudy && (
            <p className={styles.more}>
              {/* Loaded as a page: the dialog is at its address already, where a swap would only
                  scroll to the top. */}
              <a href={pageOf(last.project.slug)} data-no-swup="">
                {text.readCaseStudy}
              </a>
            </p>
          )}
        </>
      )}
    </dialog>
  )
}
