// GitHub Pages answers every unknown path with the root's 404.html, which is in the default
// language. Every other language has its own in its folder (fi/404.html); this script, inline in
// the root's <head>, shows that one instead when the path lies in that folder, at the same address
// and status, with that language's script to run it. Without JavaScript the root's stays.
//
// document.open() does nothing while the parser runs a script, so the swap waits for the parse to
// end; until then a <template> takes in the rest of this page, inert: none of it runs, loads or
// paints. The request is synchronous so that, should it fail, this page simply goes on. The
// written page's inline scripts run under this page's Content-Security-Policy as well as their
// own: every language's are the same text, so this page's hashes allow them.
const SCRIPT = `(function (folders) {
        var folder = folders.filter(function (folder) {
          return location.pathname.indexOf(folder) === 0
        })[0]
        if (!folder) return
        var request = new XMLHttpRequest()
        request.open('GET', folder + '404.html', false)
        try {
          request.send()
        } catch {
          return
        }
        if (request.status !== 200) return
        document.write('<template>')
        document.addEventListener('DOMContentLoaded', function () {
          document.open()
          document.write(request.responseText)
          document.close()
        })
      })(document.currentScript.dataset.folders.split(' '))`

/**
 * The root's 404.html template, with the script for the other languages' folders
 * ('/react-portfolio/fi/'); unchanged when there are none.
 */
export const withLanguageNotFound = (template, folders) =>
  folders.length === 0
    ? template
    : template.replace(
        '<!--app-head-->',
        `<!--app-head--><script data-folders="${folders.join(' ')}">${SCRIPT}</script>`,
      )
