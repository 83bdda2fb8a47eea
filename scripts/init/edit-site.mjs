// site.ts: the owner's name, email, profiles, form id and photo; with --start clean, the example's
// entries out and a placeholder in each list a page shows.
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { loadTs } from '../load-ts.mjs'
import { NETWORKS } from './checks.mjs'
import { openModule } from './plan.mjs'
import { drawAvatar, drawCover } from './pictures.mjs'

const FILE = 'src/content/site.ts'
/** The picture init draws for an owner without a photo. */
export const AVATAR = 'images/avatar.png'
const EXTENSIONS = { jpeg: 'jpg', png: 'png', webp: 'webp', heif: 'avif', avif: 'avif' }

/** Edits site.ts; says what the words files need to know: the photo, the ids each list lost. */
export async function editSite(plan) {
  const { answers, project } = plan
  const { facts } = project
  const { mod, save } = await openModule(plan, FILE)
  const site = mod.exports.site
  const field = (pattern, current) => ({
    kind: 'facts',
    pattern,
    current,
    where: `${FILE}: ${pattern}`,
  })

  for (const key of ['fullName', 'shortName'])
    await plan.replace(
      site.identity,
      key,
      answers.name,
      field(`identity.${key}`, facts.identity[key]),
    )
  await plan.replace(
    site.identity,
    'email',
    answers.email,
    field('identity.email', facts.identity.email),
  )
  for (const { key, flag } of NETWORKS) {
    const current = facts.social[key]
    const where = { ...field('social.*', current), where: `${FILE}: social.${key}` }
    if (answers[flag]) await plan.replace(site.social, key, answers[flag], where)
    else if (answers.start === 'clean') plan.removeStandIn(site.social, key, where)
  }
  await plan.replace(
    site.contact,
    'formId',
    answers['form-id'],
    field('contact.formId', facts.contact.formId),
  )
  const photo = await editPhoto(plan, site)
  const { removed, placeholders } =
    answers.start === 'clean' ? await cleanLists(plan, site) : { removed: {}, placeholders: [] }
  await save()
  return {
    photo: photo ?? facts.home.photo,
    photoChanged: photo !== undefined,
    removed,
    placeholders,
  }
}

// The owner's photo, or an avatar of their initials in place of the example's face (or of an
// avatar with other initials). An owner's own photo stays unless they give another. Returns the
// new photo's path, if there is one.
async function editPhoto(plan, site) {
  const { answers, project } = plan
  const current = project.facts.home.photo
  const where = `${FILE}: home.photo`
  const currentBytes = project.readPicture(current)
  const unchanged = (bytes) =>
    currentBytes !== undefined && Buffer.compare(bytes, currentBytes) === 0
  let path = AVATAR
  let bytes
  if (answers.photo) {
    bytes = readFileSync(answers.photo)
    const { format } = await sharp(bytes).metadata()
    path = `images/photo.${EXTENSIONS[format] ?? format}`
    if (unchanged(bytes)) return undefined
    // A photo that is not there (the example's, deleted) is no one's to keep.
    const kept = current !== AVATAR && currentBytes !== undefined
    if (kept && !(await plan.mayReplace('facts', 'home.photo', current, where))) return undefined
  } else {
    const name = answers.name ?? project.facts.identity.fullName
    const standIn = current === AVATAR || project.isStandIn('facts', 'home.photo', current)
    // Without the owner's name yet, the example's photo stays, and the doctor says so.
    if (!standIn || project.isStandIn('facts', 'identity.fullName', name)) return undefined
    bytes = await drawAvatar(name, project.accent)
    if (unchanged(bytes)) return undefined
  }
  plan.files.set(`src/content/${path}`, bytes)
  site.home.photo = path
  plan.changes.push(
    `${where}: ${path} (${answers.photo ? `your ${answers.photo}` : 'your initials on the accent colour'})`,
  )
  return path
}

const { keyedLists } = await loadTs('src/content-model/schema.ts')
const LISTS = [...keyedLists, 'projects']
const idOf = (entry) => entry.slug ?? entry.id

// Each list without the example's entries (and, with --force or when the owner says so, without
// theirs); a list a page shows gets init's placeholder when nothing else is left.
async function cleanLists(plan, site) {
  const { facts, placeholder } = plan.project
  const removed = {}
  const placeholders = []
  for (const list of LISTS) {
    const entries = facts[list] ?? []
    const pattern = list === 'projects' ? 'projects[*].slug' : `${list}[*].id`
    const gone = []
    for (const id of entries.map(idOf)) {
      if (id === idOf(placeholder.facts[list] ?? {})) continue
      if (await plan.mayReplace('facts', pattern, id, `${FILE}: ${list}`)) gone.push(id)
    }
    removed[list] = gone
    if (gone.length === 0) continue
    const left = entries.filter((entry) => !gone.includes(idOf(entry)))
    for (let i = entries.length - 1; i >= 0; i--)
      if (gone.includes(idOf(entries[i]))) site[list].splice(i, 1)
    const stand = placeholder.facts[list]
    if (left.length === 0 && stand) {
      site[list].push({ ...stand })
      placeholders.push(list)
      if (list === 'projects' && !plan.project.readPicture(stand.img))
        plan.files.set(`src/content/${stand.img}`, await drawCover(plan.project.accent))
    } else if (left.length === 0) Reflect.deleteProperty(site, list)
    plan.changes.push(
      `${FILE}: ${list}: removed ${gone.join(', ')}${left.length === 0 && stand ? `; a placeholder "${idOf(stand)}" to fill in` : ''}`,
    )
  }
  const slugs = facts.resume?.projectSlugs
  const keptSlugs = slugs?.filter((slug) => !removed.projects.includes(slug))
  if (slugs && keptSlugs.length < slugs.length) {
    if (keptSlugs.length === 0) Reflect.deleteProperty(site, 'resume')
    else site.resume.projectSlugs = keptSlugs
  }
  return { removed, placeholders }
}
