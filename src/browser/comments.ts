// A post's comments (components/comments.tsx), built only when site.ts turns them on: Giscus's
// own web component, loaded when the reader comes within a screen of them, or, when site.ts says
// 'click', once they press the button. It follows the site's theme as the toggle changes it.
import type { CommentSettings } from '../document/comments.ts'

const nearScreen = (place: HTMLElement) =>
  new Promise<void>((done) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        done()
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(place)
  })

const pressed = (button: HTMLButtonElement) =>
  new Promise<void>((done) => {
    button.hidden = false
    button.addEventListener('click', () => done(), { once: true })
  })

const root = document.documentElement
const theme = () => (root.dataset.theme === 'dark' ? 'dark' : 'light')

export async function showComments(place: HTMLElement) {
  const settings = JSON.parse(place.dataset.comments ?? '{}') as CommentSettings
  const button = place.querySelector('button')
  await (settings.load === 'click' && button ? pressed(button) : nearScreen(place))
  await import('giscus')
  // A page left meanwhile, or comments already shown, get none.
  if (!place.isConnected || place.querySelector('giscus-widget')) return
  button?.remove()
  const widget = document.createElement('giscus-widget')
  const attributes = {
    repo: settings.repo,
    repoid: settings.repoId,
    category: settings.category,
    categoryid: settings.categoryId,
    mapping: 'specific',
    term: settings.term,
    strict: '1',
    reactionsenabled: '1',
    emitmetadata: '0',
    inputposition: 'top',
    theme: theme(),
    lang: settings.lang,
  }
  for (const [name, value] of Object.entries(attributes)) widget.setAttribute(name, value)
  place.append(widget)
  const following = new MutationObserver(() => {
    if (widget.isConnected) widget.setAttribute('theme', theme())
    else following.disconnect()
  })
  following.observe(root, { attributeFilter: ['data-theme'] })
}
