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

const valueAt = (object, pattern) =>
  pattern.split('.').reduce((value, key) => (value === undefined ? undefined : value[key]), object)

// The object holding a field and the field's key: ('home.intro') → [words.home, 'intro'].
const parentOf = (words, pattern) => {
  const dot = pattern.lastIndexOf('.')
  return [valueAt(words, pattern.slice(0, dot)), pattern.slice(dot + 1)]
}

/**
 * `site`: what editSite did (the photo, and whether it changed; the ids each list lost, the
 * lists given a placeholder); `usedTags`: the tags the projects and posts left use.
 */
export async function editWords(plan, { codes, added, site, usedTags }) {
  const [defaultCode, ...others] = codes
  await editDefault(plan, defaultCode, site, usedTags)
  for (const code of others.filter((code) => !added.includes(code)))
    await editTranslation(plan, code, site, usedTags)
}

// The texts the default language says anew, which another language then drops (the example's
// alone): a text no answer changed stays in every language, as a flag left out keeps it.
function saidAnew({ answers, project }) {
  const name = answers.name ?? project.facts.identity.fullName
  const clean = answers.start === 'clean'
  return [
    ...(answers.tagline ? ['identity.tagline'] : []),
    ...(answers.location || clean ? ['identity.location'] : []),
    'identity.headline',
    ...(answers.roles ? ['home.roles'] : []),
    ...(project.isStandIn('facts', 'identity.fullName', name)
      ? []
      : ['home.photoAlt', ...Object.keys(descriptions('', []))]),
    ...(clean ? INTROS : []),
  ]
}

async function editDefault(plan, code, site, usedTags) {
  const { answers, project } = plan
  const current = project.words[code]
  const file = fileOf(code)
  const { mod, save } = await openModule(plan, file)
  const words = mod.exports.words
  const field = (pattern) => ({
    kind: 'words',
    pattern,
    current: valueAt(current, pattern),
    where: `${file}: ${pattern}`,
  })
  const roles = answers.roles?.split('|').map((role) => role.trim())
  await plan.replace(words.identity, 'tagline', answers.tagline, field('identity.tagline'))
  if (answers.location)
    await plan.replace(words.identity, 'location', answers.location, field('identity.location'))
  else if (answers.start === 'clean')
    plan.removeStandIn(words.identity, 'location', field('identity.location'))
  await plan.replace(words.home, 'roles', roles, field('home.roles'))
  // Left out, the résumé shows the first role title under the name.
  plan.removeStandIn(words.identity, 'headline', field('identity.headline'))
  const name = answers.name ?? project.facts.identity.fullName
  if (!project.isStandIn('facts', 'identity.fullName', name)) {
    const said = descriptions(name, roles ?? current.home.roles)
    for (const [pattern, text] of Object.entries(said)) {
      const [parent, key] = parentOf(words, pattern)
      if (parent) plan.fill(parent, key, text, field(pattern))
    }
    const alt = site.photo === AVATAR ? `The initials of ${name}` : name
    if (site.photoChanged && current.home.photoAlt !== alt) {
      words.home.photoAlt = alt
      plan.changes.push(`${file}: home.photoAlt: ${alt}`)
    } else plan.fill(words.home, 'photoAlt', alt, field('home.photoAlt'))
  }
  if (answers.start === 'clean') {
    for (const pattern of INTROS) {
      const [parent, key] = parentOf(words, pattern)
      plan.fill(parent, key, valueAt(project.placeholder.words, pattern), field(pattern))
    }
    for (const list of site.placeholders) {
      const id = project.placeholder.facts[list].slug ?? project.placeholder.facts[list].id
      words[list][id] = { ...project.placeholder.words[list] }
    }
  }
  dropEntries(plan, file, words, current, site, usedTags)
  await save()
}

async function editTranslation(plan, code, site, usedTags) {
  const current = plan.project.words[code]
  const file = fileOf(code)
  const { mod, save } = await openModule(plan, file)
  const words = mod.exports.words
  for (const pattern of saidAnew(plan)) {
    const [parent, key] = parentOf(words, pattern)
    if (!parent) continue
    const where = `${file}: ${pattern}`
    plan.removeStandIn(parent, key, {
      kind: 'words',
      pattern,
      current: valueAt(current, pattern),
      where,
    })
    const top = pattern.split('.')[0]
    if (Object.keys(words[top]).length === 0) Reflect.deleteProperty(words, top)
  }
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
