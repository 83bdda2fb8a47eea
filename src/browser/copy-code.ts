// A button on each code block of a post (blog/post-bodies.tsx) that copies its code, in the words
// the block carries: `data-copy-code`, and `data-code-copied` once it has copied. Without a
// clipboard to write to, no block gets one; should the browser refuse a copy, the code is selected
// instead, for the visitor's own keys.
const SHOWN_FOR_MS = 2000

export function addCopyButtons(blocks: Iterable<HTMLElement>) {
  if (!navigator.clipboard) return
  for (const block of blocks) {
    const { copyCode: label = '', codeCopied: copied = '' } = block.dataset
    const code = block.querySelector('pre')
    if (!code) continue
    const button = Object.assign(document.createElement('button'), {
      type: 'button',
      className: 'copy-code',
      textContent: label,
    })
    const status = Object.assign(document.createElement('span'), { className: 'visually-hidden' })
    status.setAttribute('role', 'status')
    let shown = 0
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(code.textContent ?? '')
      } catch {
        getSelection()?.selectAllChildren(code)
        return
      }
      button.textContent = status.textContent = copied
      clearTimeout(shown)
      shown = window.setTimeout(() => {
        button.textContent = label
        status.textContent = ''
      }, SHOWN_FOR_MS)
    })
    block.append(button, status)
  }
}
