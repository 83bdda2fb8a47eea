// The questions of `npm run init`, each one a flag's (flags.mjs): a wrong answer is said why and
// asked again; an empty one keeps what is there.
import { cancel, confirm, isCancel, log, select, text } from '@clack/prompts'
import {
  checkEmail,
  checkFormId,
  checkLanguages,
  checkPhoto,
  checkProfile,
  checkRoles,
  checkSite,
  NETWORKS,
  typedPath,
} from './checks.mjs'

/** Stops init when the owner cancels (Ctrl+C, Escape): nothing is written. */
function answered(value) {
  if (isCancel(value)) {
    cancel('Nothing written.')
    process.exit(1)
  }
  return value
}

// A text question; `check` says what is wrong with a non-empty answer. Empty is undefined.
async function ask(message, check, placeholder) {
  const value = answered(
    await text({
      message,
      placeholder,
      validate: (value) => (value?.trim() && check ? check(value.trim()) : undefined),
    }),
  )
  return value?.trim() || undefined
}

/** Asks every question whose flag was left out; `now` is what the project says today. */
export async function askAnswers(answers, now) {
  const given = { ...answers }
  given.name ??= await ask('Your name', undefined, now.name)
  given.email ??= await ask('Your email address', checkEmail, now.email)
  given.roles ??= await ask('Three role titles, separated by |', checkRoles, now.roles)
  given.tagline ??= await ask('Your tagline: what you do, in one line', undefined, now.tagline)
  given.location ??= await ask('Where you are', undefined, now.location)
  for (const network of NETWORKS)
    given[network.flag] ??= await ask(
      `Your ${network.name} profile (empty to skip)`,
      (value) => checkProfile(network, value),
      now.social[network.key],
    )
  given['form-id'] ??= await ask('Your Formspree form id (empty to skip)', checkFormId, now.formId)
  given.languages ??= await ask(
    'Languages, the default first, separated by commas',
    (value) => checkLanguages(value) ?? now.checkDefault(value),
    now.languages,
  )
  given.site ??= await ask('Where the site is published (its address)', checkSite, now.site)
  given.start ??= answered(
    await select({
      message: 'How to start',
      options: [
        {
          value: 'example',
          label: 'example',
          hint: "keep the example's projects, posts and timeline to edit",
        },
        {
          value: 'clean',
          label: 'clean',
          hint: 'a placeholder in each list, nothing of the example',
        },
      ],
    }),
  )
  while (given.photo === undefined) {
    const typed = await ask('A photo of you: its file (empty: your initials instead)')
    if (!typed) break
    const path = typedPath(typed)
    const problem = await checkPhoto(path)
    if (problem) log.warn(problem)
    else given.photo = path
  }
  return given
}

/** Asks whether to replace a value the owner wrote. */
export const confirmReplace = async (where, current) =>
  answered(
    await confirm({ message: `${where} is yours: "${current}". Replace it?`, initialValue: false }),
  )

/** The one question before writing. */
export const confirmWrite = async () => answered(await confirm({ message: 'Write these changes?' }))
