import { useEffect, useRef } from 'react'
import { onlyIn } from '../content-model/parts/frame.ts'
import { languageHref } from '../lib/base.ts'
import { twinPath } from '../lib/twins.ts'

// The header's language links lead to the page on screen in another language (or, for a post it
// lacks, to its blog). The prerendered links are right for the page that was loaded; as the
// visitor moves in the app, they follow.
export function useLanguageLinks(page: string) {
  const shown = useRef(page)
  useEffect(() => {
    if (shown.current === page) return
    shown.current = page
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-path]'))
      link.href = languageHref(
        link.dataset.languagePath ?? '',
        twinPath(onlyIn, page, link.hreflang),
      )
  }, [page])
}
