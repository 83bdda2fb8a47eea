import type { Analytics } from '../content-model/schema.ts'
import { EVENT_TYPE } from '../lib/events.ts'

// Build time only: the tags and the policy sources of the provider site.ts chooses.

export type Sources = { script: string[]; connect: string[]; img: string[] }

type Provider = {
  /** The tracker's address and the attributes it reads. */
  script: (host: string, siteId: string) => { src: string; data: Record<string, string> }
  /** How it counts an event called `name` (a script expression). */
  send: string
  /** Where it sends what it counts: a request the page makes, or an image it loads too. */
  sends: (keyof Sources)[]
}

// Each provider's own tracker, loaded from the host the owner gives (its cloud or their own
// server), counting pages by itself and the events by the call in `send`.
const PROVIDERS: Record<Exclude<Analytics['provider'], 'none'>, Provider> = {
  plausible: {
    script: (host, siteId) => ({ src: `${host}/js/script.js`, data: { domain: siteId } }),
    send: 'window.plausible && plausible(name)',
    sends: ['connect'],
  },
  umami: {
    script: (host, siteId) => ({ src: `${host}/script.js`, data: { 'website-id': siteId } }),
    send: 'window.umami && umami.track(name)',
    sends: ['connect'],
  },
  goatcounter: {
    // A site on goatcounter.com takes the tracker from GoatCounter's own address; a server of
    // one's own serves it itself.
    script: (host) => ({
      src: /\.goatcounter\.com$/.test(new URL(host).hostname)
        ? 'https://gc.zgo.at/count.js'
        : `${host}/count.js`,
      data: { goatcounter: `${host}/count` },
    }),
    send: 'window.goatcounter && goatcounter.count && goatcounter.count({ path: name, title: name, event: true })',
    sends: ['connect', 'img'],
  },
}

const hostOf = (url: string) => url.replace(/\/+$/, '')

/** The origins the chosen provider needs in the Content-Security-Policy; none for 'none'. */
export function analyticsSources(analytics: Analytics): Sources {
  const sources: Sources = { script: [], connect: [], img: [] }
  if (analytics.provider === 'none') return sources
  const provider = PROVIDERS[analytics.provider]
  const { src } = provider.script(hostOf(analytics.host), analytics.siteId)
  sources.script.push(new URL(src).origin)
  const origin = new URL(analytics.host).origin
  for (const directive of provider.sends) sources[directive].push(origin)
  return sources
}

/**
 * What every page's <head> carries for the chosen provider: its tracker (its address and data-
 * attributes), and an inline script (allowed by its hash) that counts a click on an element with
 * `data-event` and the events the app tells (`tell`). Nothing for 'none'.
 */
export function analyticsScripts(analytics: Analytics) {
  if (analytics.provider === 'none') return undefined
  const provider = PROVIDERS[analytics.provider]
  const host = hostOf(analytics.host)
  const { src, data } = provider.script(host, analytics.siteId)
  const attributes = Object.fromEntries(
    Object.entries(data).map(([name, value]) => [`data-${name}`, value]),
  )
  const events = `(function (send) {
        addEventListener('click', function (event) {
          var marked = event.target instanceof Element && event.target.closest('[data-event]')
          if (marked) send(marked.getAttribute('data-event'))
        }, true)
        addEventListener('${EVENT_TYPE}', function (event) { send(event.detail) })
      })(function (name) { ${provider.send} })`
  return { tracker: { src, data: attributes }, events }
}
