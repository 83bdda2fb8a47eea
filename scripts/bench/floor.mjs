// The floor: the same prerendered pages with every script removed, i.e. what the HTML alone costs.
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** @param {string} html */
export const stripScripts = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>\s*/gi, '')

/** Copies the built folder to a temporary one and strips the scripts from its pages. */
export async function makeFloor(client) {
  const root = await mkdtemp(join(tmpdir(), 'bench-floor-'))
  await cp(client, root, { recursive: true })
  const pages = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html'))
  for (const page of pages) {
    await writeFile(join(root, page), stripScripts(await readFile(join(root, page), 'utf8')))
  }
  return root
}
