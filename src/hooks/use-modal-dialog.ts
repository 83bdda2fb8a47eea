import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]'

const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
  const dialog = event.currentTarget
  if (event.target !== dialog) return false
  const box = dialog.getBoundingClientRect()
  const { clientX: x, clientY: y } = event
  return x < box.left || x > box.right || y < box.top || y > box.bottom
}

// Keeps a native modal <dialog> open while `open` holds: showModal gives Escape and an inert page.
// On top of that, a click on the backdrop closes it (a press that starts inside the box, as when
// selecting text, does not count), and Tab wraps around inside instead of leaving for the
// browser's toolbar, which is where Chromium sends it after the last control.
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  const pressedBackdrop = useRef(false)
  // Set when the page closes the dialog (`open` turned false): its close event, a task later, may
  // come after the page has moved on again, and is not the visitor's doing.
  const closedByPage = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) {
      closedByPage.current = true
      dialog.close()
    }
  }, [open])

  return {
    ref,
    /** In the close event: whether the visitor closed it (button, Escape, backdrop). */
    closedByVisitor: () => {
      const byVisitor = !closedByPage.current
      closedByPage.current = false
      return byVisitor
    },
    onPointerDown: (event: MouseEvent<HTMLDialogElement>) => {
      pressedBackdrop.current = onBackdrop(event)
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedBackdrop.current && onBackdrop(event)) event.currentTarget.close()
      pressedBackdrop.current = false
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Tab') return
      const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
      const edge = event.shiftKey ? controls[0] : controls.at(-1)
      const wrapTo = event.shiftKey ? controls.at(-1) : controls[0]
      if (wrapTo && document.activeElement === edge) {
        event.preventDefault()
        wrapTo.focus()
      }
    },
  }
}
