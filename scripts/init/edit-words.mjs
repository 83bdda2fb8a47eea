// The words files: the owner's tagline, location and role titles in the default language, and the
// texts that name the owner (the page descriptions, the photo's alt text) said anew from their
// name. Another language drops the example's texts there, so it shows the owner's. With --start
// clean, the words of every entry site.ts lost go, and the placeholders get theirs.
import { AVATAR } from './edit-site.mjs'
import { openModule } from './plan.mjs'

const fileOf = (code) => `src/content/words/${code}.ts`

// The page descriptions, which search engines and link previews show: each names the owner.
const descriptions = (name, roles) => ({
  'home.description': `${name}: ${roles.join(', ')}. Projects, experience and how to get in touch.`,
  'about.description': `About ${name}: work, skills and services.`,
  'resume.description': `The résumé of ${name}: experience, skills and education, also as a PDF.`,
  'portfolio.description': `Selected projects by ${name}.`,
  'contact.description': `Get in touch with ${name}.`,
  'blog.description': `Notes and posts by ${name}.`,
})
const INTROS = ['home.intro', 'about.intro']

// The example's headings are misspelt on purpose, as on the site it shows; an owner's are spelt
// right, in whichever language they are.
function spellRight(plan, file, words, current) {
  for (const { pattern, misspelt, right } of plan.project.misspelt) {
    if (valueAt(current, pattern) !== misspelt) continue
    const [parent, key] = parentOf(words, pattern)
    parent[key] = right
    plan.changes.push(`${file}: ${pattern}: ${right}`)
  }
}

const valueAt = (object, pattern) =>
  pattern.split('.').reduce((value, key) => (value === undefined ? undefined : value[key]), object)

// The object holding a field and the field's key: ('home.intro') → [words.home, 'intro'].
const parentOf = (words, pattern) => {
  const dot = pattern.lastIndexOf('.')
  return [valueAt(words, pattern.slice(0, dot)), pattern.slice(dot + 1)]
}

// Where a text is, as plan.replace, plan.fill and plan.removeStandIn take it.
const fieldOf = (file, current, pattern) => ({
  kind: 'words',
  pattern,
  current: valueAt(current, pattern),
  where: `${file}: ${pattern}`,
})

/**
 * `site`: what editSite did (the photo, and whether it changed; the ids each list lost, the
 * lists given a placeholder); `usedTags`: the tags the projects and posts left use.
 */
export async function editWords(plan, { codes, added, site, usedTags }) {
  const [defaultCode, ...others] = codes
  const texts = saidAnew(plan, site, defaultCode)
  await editDefault(plan, defaultCode, texts, site, usedTags)
  for (const code of others.filter((code) => !added.includes(code)))
    await editTranslation(plan, code, texts, site, usedTags)
}

// The texts the default language says anew, each with how it writes them there: another language
// drops the example's text at each, so it shows the owner's. A text no answer changed stays in
// every language, as a flag left out keeps it. A text said from the name (or the roles) is said
// anew from a new one, unless the owner wrote their own since.
function saidAnew(plan, site, defaultCode) {
  const { answers, project } = plan
  const clean = answers.start === 'clean'
  const replace = (next) => (parent, key, field) => plan.replace(parent, key, next, field)
  const fill = (next, previous) => (parent, key, field) =>
    plan.fill(parent, key, next, field, previous)
  const removeStandIn = (parent, key, field) => plan.removeStandIn(parent, key, field)
  const roles = answers.roles?.split('|').map((role) => role.trim())
  const was = {
    name: project.facts.identity.fullName,
    roles: project.words[defaultCode].home.roles,
  }
  const name = answers.name ?? was.name
  const alt = (who) => (site.photo === AVATAR ? `The initials of ${who}` : who)
  // A new photo is a new picture to describe, whatever the text said of the old one.
  const photoAlt = (parent, key, field) =>
    site.photoChanged && field.current !== alt(name)
      ? plan.set(parent, key, alt(name), field)
      : fill(alt(name), alt(was.name))(parent, key, field)
  const said = descriptions(name, roles ?? was.roles)
  const saidBefore = descriptions(was.name, was.roles)
  return [
    ...(answers.tagline ? [['identity.tagline', replace(answers.tagline)]] : []),
    ...(answers.location
      ? [['identity.location', replace(answers.location)]]
      : clean
        ? [['identity.location', removeStandIn]]
        : []),
    ...(roles ? [['home.roles', replace(roles)]] : []),
    // Left out, the résumé shows the first role title under the name.
    ['identity.headline', removeStandIn],
    ...(project.isStandIn('facts', 'identity.fullName', name)
      ? []
      : [
          ...Object.entries(said).map(([pattern, text]) => [
            pattern,
            fill(text, saidBefore[pattern]),
          ]),
          ['home.photoAlt', photoAlt],
        ]),
    ...(clean
      ? INTROS.map((pattern) => [pattern, fill(valueAt(project.placeholder.words, pattern))])
      : []),
  ]
}

async function editDefault(plan, code, texts, site, usedTags) {
  const { answers, project } = plan
  const current = project.words[code]
  const file = fileOf(code)
  const { mod, save } = await openModule(plan, file)
  const words = mod.exports.words
  for (const [pattern, write] of texts) {
    const [parent, key] = parentOf(words, pattern)
    if (parent) await write(parent, key, fieldOf(file, current, pattern))
  }
  if (answers.start === 'clean') {
    for (const list of site.placeholders) {
      const id = project.placeholder.facts[list].slug ?? project.placeholder.facts[list].id
      words[list][id] = { ...project.placeholder.words[list] }
    }
  }
  spellRight(plan, file, words, current)
  dropEntries(plan, file, words, current, site, usedTags)
  await save()
}

async function editTranslation(plan, code, texts, site, usedTags) {
  const current = plan.project.words[code]
  const file = fileOf(code)
  const { mod, save } = await openModule(plan, file)
  const words = mod.exports.words
  for (const [pattern] of texts) {
    const [parent, key] = parentOf(words, pattern)
    if (!parent) continue
    plan.removeStandIn(parent, key, fieldOf(file, current, pattern))
    const top = pattern.split('.')[0]
    if (Object.keys(words[top]).length === 0) Reflect.deleteProperty(words, top)
  }
  spellRight(plan, file, words, current)
  dropEntries(plan, file, words, current, site, usedTags)
  await save()
}

// The words of the entries site.ts no longer has, and the labels of tags nothing uses any more.
function dropEntries(plan, file, words, current, site, usedTags) {
  for (const [list, ids] of Object.entries(site.removed)) {
    const gone = ids.filter((id) => current[list]?.[id] !== undefined)
    for (const id of gone) Reflect.deleteProperty(words[list], id)
    if (gone.length > 0 && Object.keys(words[list]).length === 0)
      Reflect.deleteProperty(words, list)
    if (gone.length > 0)
      plan.changes.push(`${file}: ${list}: removed the words of ${gone.join(', ')}`)
  }
  if (plan.answers.start !== 'clean' || !current.tags) return
  const unused = Object.keys(current.tags).filter((tag) => !usedTags.includes(tag))
  for (const tag of unused) Reflect.deleteProperty(words.tags, tag)
  if (unused.length === Object.keys(current.tags).length) Reflect.deleteProperty(words, 'tags')
  if (unused.length > 0) plan.changes.push(`${file}: tags: removed ${unused.join(', ')}`)
}
