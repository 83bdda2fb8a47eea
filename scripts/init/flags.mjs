// The answers given on the command line: `npm run init -- --name "Aino Virtanen" --yes …`. A flag
// left out is a question init asks (none with --yes) or a value it leaves as it is.
import { parseArgs } from 'node:util'
import {
  checkEmail,
  checkFormId,
  checkLanguages,
  checkPhoto,
  checkProfile,
  checkRoles,
  checkSite,
  checkStart,
  checkText,
  NETWORKS,
  typedPath,
} from './checks.mjs'

const TEXT_FLAGS = {
  name: checkText,
  email: checkEmail,
  roles: checkRoles,
  tagline: checkText,
  location: checkText,
  'form-id': checkFormId,
  languages: checkLanguages,
  site: checkSite,
  start: checkStart,
  photo: checkText,
  ...Object.fromEntries(
    NETWORKS.map((network) => [network.flag, (text) => checkProfile(network, text)]),
  ),
}

/** A wrong flag: init says which and why, and exits 1 before anything is written. */
export class FlagError extends Error {}

/** The flags as answers; throws a FlagError naming the first flag that is wrong. */
export async function readFlags(args) {
  let values
  try {
    const options = Object.fromEntries(
      Object.keys(TEXT_FLAGS).map((flag) => [flag, { type: 'string' }]),
    )
    ;({ values } = parseArgs({
      args,
      options: { ...options, yes: { type: 'boolean' }, force: { type: 'boolean' } },
    }))
  } catch (error) {
    throw new FlagError(error.message)
  }
  for (const [flag, check] of Object.entries(TEXT_FLAGS)) {
    const problem = values[flag] === undefined ? undefined : check(values[flag])
    if (problem) throw new FlagError(`--${flag}: ${problem}`)
  }
  if (values.photo) {
    values.photo = typedPath(values.photo)
    const problem = await checkPhoto(values.photo)
    if (problem) throw new FlagError(`--photo: ${problem}`)
  }
  return values
}
