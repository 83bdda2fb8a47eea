import { useEffect } from 'react'
import { isOpenGraph, type Head } from '../lib/head.ts'

// Keeps the prerendered head tags true after client-side navigation (bookmarks, share menus and
// extensions read them). JSON-LD is left as the page was loaded: crawlers read each page's own HTML.
export function useDocumentHead(head: Head) {
  useEffect(() => {
    document.title = head.title
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical)
    // A post may have no twin in some language: its page links only those it has.
    const links = document.querySelectorAll('link[rel="alternate"][hreflang]')
    links.forEach((link) => link.remove())
    const after = document.querySelector('link[rel="canonical"]')
    for (const { hreflang, href } of [...head.alternates].reverse()) {
      const link = Object.assign(document.createElement('link'), { rel: 'alternate', href })
      link.hreflang = hreflang
      after?.after(link)
    }
    for (const [name, content] of Object.entries(head.meta)) {
      const selector = `meta[${isOpenGraph(name) ? 'property' : 'name'}="${name}"]`
      document.querySelector(selector)?.setAttribute('content', content)
    }
  }, [head])
}
