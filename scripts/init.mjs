// `npm run init`: makes the site its owner's. Asks for their name, email, role titles, tagline,
// location, profiles, form id, languages, address and photo, or takes them from flags (`--yes`
// asks nothing), shows what it will change, then writes it all or nothing, through the content's
// schema. Values the owner already changed stay unless they say so (--force). Then it prints
// what the doctor still lists. README.md, "Make it yours".
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { intro, log, note, outro } from '@clack/prompts'
import { askAnswers, confirmReplace, confirmWrite } from './init/ask.mjs'
import { checkDefaultLanguage, languageCodes } from './init/checks.mjs'
import { editDeploy, editLanguages } from './init/edit-deploy.mjs'
import { editPictures, editPosts } from './init/edit-files.mjs'
import { editSite } from './init/edit-site.mjs'
import { editWords } from './init/edit-words.mjs'
import { FlagError, readFlags } from './init/flags.mjs'
import { createPlan } from './init/plan.mjs'
import { readProject } from './init/project.mjs'
import { addressFromGit, addressOf } from './init/site-address.mjs'
import { writeFiles } from './init/write-files.mjs'
import { ContentMistake } from './load-ts.mjs'

async function main() {
  let answers = await readFlags(process.argv.slice(2))
  process.chdir(fileURLToPath(new URL('..', import.meta.url)))
  // Content that does not load (a comma left out) is the owner's to mend first; content that loads
  // but would not build (a photo deleted) may be what the answers mend: the files init would
  // write are checked before any is (init/write-files.mjs).
  const project = await readProject()
  const defaultCode = project.languages[0].code
  const languageProblem = answers.languages && checkDefaultLanguage(answers.languages, defaultCode)
  if (languageProblem) throw new FlagError(`--languages: ${languageProblem}`)
  const fromGit = answers.site ? undefined : addressFromGit()
  intro('Make this site yours')
  if (!answers.yes) answers = await askAnswers(answers, nowOf(project, fromGit, defaultCode))
  const site = answers.site ?? fromGit
  const address = site && addressOf(site)
  if (address)
    log.info(
      `The site lives at ${site}${answers.site ? '' : " (from git's origin remote)"}: SITE_ORIGIN ${address.origin}, BASE_PATH ${address.base}`,
    )
  else log.info('No address given, and no GitHub remote to take it from: deploy.ts stays as it is.')

  const plan = await planChanges(project, answers, address)
  for (const line of plan.kept) log.warn(line)
  if (plan.files.size === 0) {
    outro('Nothing to change: the content already says all this.')
    return
  }
  note(plan.changes.join('\n'), `${plan.files.size} files to write`)
  if (!answers.yes && !(await confirmWrite())) {
    outro('Nothing written.')
    return
  }
  await writeFiles(plan.files)
  log.success(`Wrote ${plan.files.size} files.`)
  nextSteps()
}

async function planChanges(project, answers, address) {
  const plan = createPlan({
    project,
    answers,
    confirmReplace: answers.yes ? undefined : confirmReplace,
  })
  const codes = answers.languages
    ? languageCodes(answers.languages)
    : project.languages.map(({ code }) => code)
  const languages = await editLanguages(plan, answers.languages && codes)
  await editDeploy(plan, address)
  const siteEdits = await editSite(plan)
  const posts = await editPosts(plan, languages.removed)
  const projects = projectsLeft(project, siteEdits)
  const usedTags = [
    ...projects.flatMap((p) => p.tags ?? []),
    ...posts.kept.flatMap((post) => project.tagsOf(post)),
  ]
  await editWords(plan, { codes, added: languages.added, site: siteEdits, usedTags })
  editPictures(plan, { photo: siteEdits.photo, projects, posts })
  return plan
}

// What the questions show as today's values.
function nowOf(project, fromGit, defaultCode) {
  const words = project.words[defaultCode]
  return {
    name: project.facts.identity.fullName,
    email: project.facts.identity.email,
    roles: words.home.roles.join(' | '),
    tagline: words.identity.tagline,
    location: words.identity.location,
    social: project.facts.social,
    formId: project.facts.contact.formId,
    languages: project.languages.map(({ code }) => code).join(','),
    checkDefault: (value) => checkDefaultLanguage(value, defaultCode),
    site: fromGit ?? `${project.deploy.origin}${project.deploy.base}`,
  }
}

const projectsLeft = (project, { removed, placeholders }) => [
  ...project.facts.projects.filter(({ slug }) => !removed.projects?.includes(slug)),
  ...(placeholders.includes('projects') ? [project.placeholder.facts.projects] : []),
]

// The doctor's list, as the next steps: what is still the example's or a placeholder; the texts a
// language leaves untranslated, counted (the doctor lists them by key).
function nextSteps() {
  const doctor = spawnSync(process.execPath, ['scripts/doctor.mjs'], { encoding: 'utf8' })
  const lines = doctor.stdout.split('\n').filter((line) => line.trim())
  const untranslated = lines.filter((line) =>
    line.endsWith('not translated, shown in the default language'),
  )
  const codes = untranslated.map((line) => line.split(':')[1]?.trim())
  const steps = [
    ...lines.filter((line) => !untranslated.includes(line)),
    ...[...new Set(codes)].map(
      (code) =>
        `${code}: ${codes.filter((c) => c === code).length} texts to translate (npm run doctor lists them)`,
    ),
  ]
  outro(`Next steps (npm run doctor):\n${steps.join('\n')}`)
}

try {
  await main()
} catch (error) {
  if (!(error instanceof FlagError || error instanceof ContentMistake)) throw error
  console.error(`${error.message}\nNothing written.`)
  process.exitCode = 1
}
