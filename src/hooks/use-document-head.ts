import { useEffect, useRef } from 'react'
import { isOpenGraph, type Head } from '../lib/head.ts'

// Keeps the head tags true as the grid changes its own address (a project over it, a tag filtering
// it): bookmarks, share menus and extensions read them. A page arrives with its own head, which
// navigation.ts swaps with the page; JSON-LD stays the page's.
export function useDocumentHead(head: Head) {
  const arrived = useRef(true)
  useEffect(() => {
    if (arrived.current) {
      arrived.current = false
      return
    }
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
