// What init accepts as an answer: each check returns why an answer is wrong, or undefined. The
// flags and the questions use the same ones, so a wrong answer reads the same either way.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { z } from 'zod'
import { loadTs } from '../load-ts.mjs'

const [{ profileProblem, socialNetworks }, { languageCodeProblem }] = await Promise.all([
  loadTs('src/content-model/social-networks.ts'),
  loadTs('src/content-model/schema.ts'),
])

// The networks init asks about, in the side rail's order (src/content-model/social-networks.ts):
// each one's site.ts key, flag and name.
export const NETWORKS = Object.entries(socialNetworks).map(([key, { label }]) => ({
  key,
  flag: label.toLowerCase(),
  name: label,
}))

export const checkText = (text) => (text.trim() ? undefined : 'must not be empty')

export const checkEmail = (text) =>
  z.email().safeParse(text).success ? undefined : `"${text}" is not an email address`

export const checkRoles = (text) =>
  text.split('|').every((role) => role.trim())
    ? undefined
    : 'must be role titles separated by |, none of them empty'

// The build checks site.ts's profiles by the same rule.
export const checkProfile = (network, text) => profileProblem(network.key, text)

export const checkFormId = (text) =>
  /^\w+$/.test(text) ? undefined : `"${text}" is not a Formspree form id (letters and digits)`

/** A language code is a BCP 47 tag, such as en, sv or pt-BR. */
export function checkLanguages(text) {
  const codes = text.split(',').map((code) => code.trim())
  for (const code of codes) {
    const problem = languageCodeProblem(code)
    if (problem) return problem
  }
  return new Set(languageCodes(text)).size === codes.length ? undefined : 'names a language twice'
}

/** The codes of a checked list, each as BCP 47 writes it ('PT-br' → 'pt-BR'). */
export const languageCodes = (text) =>
  text.split(',').map((code) => Intl.getCanonicalLocales(code.trim())[0])

export function checkSite(text) {
  try {
    return /^https?:$/.test(new URL(text).protocol) ? undefined : `"${text}" is not an http(s) URL`
  } catch {
    return `"${text}" is not a URL (such as https://aino.github.io/portfolio/)`
  }
}

export const checkStart = (text) =>
  ['clean', 'example'].includes(text) ? undefined : `must be clean or example, not "${text}"`

/** A file the owner named, from where they typed the command (npm runs scripts in the project). */
export const typedPath = (path) => resolve(process.env.INIT_CWD ?? '', path)

/** The formats the build takes a picture in: AVIF is a HEIF of AV1. */
const PICTURES = ['jpeg', 'png', 'webp', 'avif', 'heif']

export async function checkPhoto(path) {
  if (!existsSync(path)) return `${path} does not exist`
  try {
    const { format, compression } = await sharp(path).metadata()
    if (format === 'heif' && compression !== 'av1')
      return `${path} is a HEIC picture, which the build cannot read: use a JPEG, PNG, WebP or AVIF`
    if (PICTURES.includes(format ?? '')) return undefined
    return `${path} is a ${format} picture: use a JPEG, PNG, WebP or AVIF`
  } catch {
    return `${path} is not a picture (JPEG, PNG, WebP or AVIF)`
  }
}

/** The default language stays first: init does not move the site's root to another language. */
export function checkDefaultLanguage(text, defaultCode) {
  return languageCodes(text)[0] === defaultCode
    ? undefined
    : `the first language is the default, ${defaultCode} here: keep it first (README.md, "Another default", says how to change it)`
}
