import { useEffect } from 'react'
import { isOpenGraph, type Head } from '../lib/head.ts'

// Keeps the prerendered head tags true after client-side navigation (bookmarks, share menus and
// extensions read them). JSON-LD is left as the page was loaded: crawlers read each page's own HTML.
export function useDocumentHead(head: Head) {
  useEffect(() => {
    document.title = head.title
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical)
    for (const { hreflang, href } of head.alternates)
      document.querySelector(`link[hreflang="${hreflang}"]`)?.setAttribute('href', href)
    for (const [name, content] of Object.entries(head.meta)) {
      const selector = `meta[${isOpenGraph(name) ? 'property' : 'name'}="${name}"]`
      document.querySelector(selector)?.setAttribute('content', content)
    }
  }, [head])
}
