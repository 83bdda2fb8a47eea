// Where the site is published, as deploy.ts says it: SITE_ORIGIN and BASE_PATH.
import { execFileSync } from 'node:child_process'

/** 'https://aino.github.io/portfolio/' → { origin: 'https://aino.github.io', base: '/portfolio/' } */
export function addressOf(site) {
  const url = new URL(site)
  const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
  return { origin: url.origin, base }
}

/**
 * The GitHub Pages address of a repository remote: https://github.com/aino/portfolio.git or
 * git@github.com:aino/portfolio.git → https://aino.github.io/portfolio/; a repository named
 * aino.github.io is published at the root.
 */
export function pagesAddress(remote) {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(\.git)?\/?$/.exec(remote)
  if (!match) return undefined
  const [, owner = '', repository = ''] = match
  const host = `${owner.toLowerCase()}.github.io`
  return `https://${host}/${repository.toLowerCase() === host ? '' : `${repository}/`}`
}

/** The address the repository's `origin` remote gives, or undefined without one on GitHub. */
export function addressFromGit(cwd = process.cwd()) {
  try {
    const remote = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return pagesAddress(remote.trim())
  } catch {
    return undefined
  }
}
