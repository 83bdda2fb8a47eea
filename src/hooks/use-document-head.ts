import { useEffect } from 'react'
import type { Head } from '../lib/head.ts'

// Keeps the prerendered head tags true after client-side navigation (bookmarks, share menus and
// extensions read them). JSON-LD is left as the page was loaded: crawlers read each page's own HTML.
export function useDocumentHead(head: Head) {
  useEffect(() => {
    document.title = head.title
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical)
    for (const tag of head.meta) {
      const selector =
        'name' in tag ? `meta[name="${tag.name}"]` : `meta[property="${tag.property}"]`
      document.querySelector(selector)?.setAttribute('content', tag.content)
    }
  }, [head])
}
