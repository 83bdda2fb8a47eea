// A post's contents (components/table-of-contents.tsx) on a screen wide enough to hold them beside
// the text (70rem, as its stylesheet says): open, with the section being read marked. Returns
// what stops it, for when the page goes.
const BESIDE_TEXT = '(min-width: 70rem)'

export function followContents(contents: HTMLElement): () => void {
  const details = contents.querySelector('details')
  const summary = details?.querySelector('summary')
  const wide = matchMedia(BESIDE_TEXT)
  // There the summary is a label, and no stop for the keyboard: it toggles nothing.
  const openWhenWide = () => {
    if (wide.matches && details) details.open = true
    if (summary) summary.tabIndex = wide.matches ? -1 : 0
  }
  openWhenWide()
  wide.addEventListener('change', openWhenWide)
  // Beside the text the list always shows: a key press on its summary leaves it open, as it looks.
  details?.addEventListener('toggle', openWhenWide)

  const links = [...contents.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
  const headings = links.map((link) =>
    document.getElementById(decodeURIComponent(link.hash.slice(1))),
  )
  // The section being read is the last whose heading has come up to where a jump to it leaves
  // it, just below the header; at the end of the page, where the last sections cannot scroll that
  // far, the last whose heading is in view.
  const mark = () => {
    const root = document.documentElement
    const atEnd = innerHeight + scrollY >= root.scrollHeight - 2
    const line = atEnd ? innerHeight : parseFloat(getComputedStyle(root).scrollPaddingTop) + 2
    const reading = headings.findLastIndex(
      (heading) => heading !== null && heading.getBoundingClientRect().top < line,
    )
    links.forEach((link, i) =>
      i === reading
        ? link.setAttribute('aria-current', 'location')
        : link.removeAttribute('aria-current'),
    )
  }
  let frame = 0
  const onScroll = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(mark)
  }
  mark()
  addEventListener('scroll', onScroll, { passive: true })

  return () => {
    cancelAnimationFrame(frame)
    removeEventListener('scroll', onScroll)
    wide.removeEventListener('change', openWhenWide)
  }
}
