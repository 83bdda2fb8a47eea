import type { Analytics } from '../content-model/schema.ts'
import { analyticsScripts } from './analytics.ts'

/** The chosen analytics provider's tracker and counting script, for every page's <head>. */
export function AnalyticsScripts({ analytics }: { analytics: Analytics }) {
  const scripts = analyticsScripts(analytics)
  if (!scripts) return null
  return (
    <>
      <script defer src={scripts.tracker.src} {...scripts.tracker.data} />
      <script dangerouslySetInnerHTML={{ __html: scripts.events }} />
    </>
  )
}
