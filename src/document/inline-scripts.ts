// Scripts every page carries inline in <head>, written out as their own source (document.tsx), so
// each must use nothing from outside its own body. The page's Content-Security-Policy allows each
// by the hash of its text.

/**
 * Starts the page's one script (src/browser/entry.ts), `entry`, once the page has painted its
 * first text or picture (a first paint of the background alone, while a font is still on its way,
 * is not enough), or at the first sign of a visitor (a key, a pointer, focus) if sooner: on a slow
 * link its request never shares the way with the stylesheet, the fonts and the first paint, and it
 * has nothing to do before there is a page to use. Should it fail to load, `<html
 * data-scripts="failed">` lets what needs it say so, as in a browser that runs no scripts.
 */
export function startAfterFirstPaint(entry: string) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    import(/* @vite-ignore */ entry).catch(() => {
      document.documentElement.dataset.scripts = 'failed'
    })
  }
  for (const type of ['pointerdown', 'keydown', 'focusin', 'touchstart'])
    addEventListener(type, start, { capture: true, once: true, passive: true })
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return start()
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
}

/**
 * GitHub Pages answers every unknown path with the root's 404.html, in the default language. Every
 * other language has its own in its folder (fi/404.html): in the root's, this shows that one
 * instead when the path lies in one of `folders` ('/react-portfolio/fi/'), at the same address and
 * status, with that language's script to run it. Without JavaScript the root's stays.
 *
 * document.open() does nothing while the parser runs a script, so the swap waits for the parse to
 * end; until then a <template> takes in the rest of this page, inert: none of it runs, loads or
 * paints. The request is synchronous so that, should it fail, this page simply goes on. The written
 * page's inline scripts run under this page's Content-Security-Policy as well as their own: every
 * language's are the same text, so this page's hashes allow them.
 */
export function showLanguageNotFound(folders: readonly string[]) {
  const folder = folders.find((candidate) => location.pathname.startsWith(candidate))
  if (!folder) return
  const request = new XMLHttpRequest()
  request.open('GET', `${folder}404.html`, false)
  try {
    request.send()
  } catch {
    return
  }
  if (request.status !== 200) return
  document.write('<template>')
  document.addEventListener('DOMContentLoaded', () => {
    document.open()
    document.write(request.responseText)
    document.close()
  })
}
