// deploy.ts (where the site is published) and languages.ts (which languages it has).
import { openModule } from './plan.mjs'

export async function editDeploy(plan, address) {
  const { origin, base } = plan.project.deploy
  if (!address || (address.origin === origin && address.base === base)) return
  const file = 'src/content/deploy.ts'
  const where = `${file}: SITE_ORIGIN and BASE_PATH`
  if (!(await plan.mayReplace('facts', 'SITE_ORIGIN', origin, where))) return
  const { mod, save } = await openModule(plan, file)
  mod.exports.SITE_ORIGIN = address.origin
  mod.exports.BASE_PATH = address.base
  plan.changes.push(`${where}: ${address.origin} and ${address.base}`)
  await save()
}

/** A language's name in itself, as the language switch shows it: 'sv' → 'Svenska'. */
function nameOf(code) {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
}

/**
 * A language's line in languages.ts: its code, its name, and `dir: 'rtl'` when it is written right
 * to left ('ar', 'he'), by what the platform knows of it (`textInfo` before Node 24).
 */
export function languageLine(code) {
  const locale = new Intl.Locale(code)
  const { direction } = locale.getTextInfo?.() ?? locale.textInfo ?? {}
  return { code, name: nameOf(code), ...(direction === 'rtl' ? { dir: 'rtl' } : {}) }
}

const wordsFile = (code) => `src/content/words/${code}.ts`

// 'added ar (العربية, written right to left, with src/content/words/ar.ts)'
function addedLanguage(code) {
  const { name, dir } = languageLine(code)
  const written = dir === 'rtl' ? ', written right to left' : ''
  return `added ${code} (${name}${written}, with ${wordsFile(code)})`
}

const translation = (
  name,
  defaultName,
) => `import type { TranslationFor } from '../../content-model/schema.ts'
import type { site } from '../site.ts'

// Everything the site says in ${name}. Any text left out here shows in ${defaultName}: translate
// the default language's words file key by key (README, "Languages").
export const words = {} satisfies TranslationFor<typeof site>
`

/** The languages of `codes`, the default first as before; says which were added and removed. */
export async function editLanguages(plan, codes) {
  const current = plan.project.languages
  const had = current.map(({ code }) => code)
  const added = (codes ?? []).filter((code) => !had.includes(code))
  const removed = codes ? had.filter((code) => !codes.includes(code)) : []
  if (added.length === 0 && removed.length === 0) return { added, removed }
  const file = 'src/content/languages.ts'
  const { mod, save } = await openModule(plan, file)
  const list = mod.exports.languages
  for (let i = had.length - 1; i >= 0; i--) if (removed.includes(had[i])) list.splice(i, 1)
  const defaultName = current[0]?.name ?? ''
  for (const code of added) {
    list.push(languageLine(code))
    const name = new Intl.DisplayNames([current[0]?.code ?? 'en'], { type: 'language' }).of(code)
    plan.files.set(wordsFile(code), translation(name ?? code, defaultName))
  }
  for (const code of removed) plan.files.set(wordsFile(code), null)
  plan.changes.push(
    `${file}: ${[...added.map(addedLanguage), ...removed.map((code) => `removed ${code} and ${wordsFile(code)}`)].join('; ')}`,
  )
  await save()
  return { added, removed }
}
