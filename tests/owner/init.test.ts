import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { loadTs } from '../../scripts/load-ts.mjs'
import { socialNetworks } from '../../src/content-model/social-networks.ts'
import { readPdf } from '../e2e/pdf.ts'
import { freshCopies } from '../project-copy.ts'

// `npm run init` on copies of the shipped example, as a new owner runs it first: with flags, then
// the build and the whole `npm test`; and answering its questions. `npm run test:owner`.

const OWNER = {
  name: 'Aino Virtanen',
  email: 'aino@example.dev',
  tagline: 'I build data pipelines that stay up.',
}
const FLAGS = [
  '--yes',
  ...['--name', OWNER.name, '--email', OWNER.email, '--tagline', OWNER.tagline],
  ...['--roles', 'Backend Developer|Data Engineer|Speaker', '--location', 'Oulu, Finland'],
  ...['--github', 'https://github.com/aino', '--linkedin', 'https://www.linkedin.com/in/aino'],
  ...['--form-id', 'mqkrwzab'],
]

// What the example says of its owner and their work, in each of its languages, and its pictures.
// Read as the build reads it, not imported: an owner's type check must not need the example's files.
type Example = {
  facts: {
    identity: { fullName: string; email: string }
    home: { photo: string }
    projects: { slug: string }[]
  }
  words: Record<
    string,
    { timeline: Record<string, { where: string }>; projects: Record<string, { title: string }> }
  >
}
const { content } = (await loadTs('src/site-content/content.ts')) as { content: Example }
const site = content.facts
const EXAMPLE_TEXTS = [
  site.identity.fullName,
  site.identity.email,
  ...Object.values(content.words).flatMap((words) => [
    ...Object.values(words.timeline).map(({ where }) => where),
    ...Object.values(words.projects).map(({ title }) => title),
  ]),
]
const EXAMPLE_PICTURES = readdirSync('src/content/images', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(png|jpe?g)$/.test(file))
  .map((file) => join('src/content/images', file))

const fresh = freshCopies()

function init(dir: string, args: readonly string[]) {
  const run = spawnSync('npm', ['run', 'init', '--', ...args], { cwd: dir, encoding: 'utf8' })
  return { status: run.status, output: run.stdout + run.stderr }
}

const timed = <T>(what: string, step: () => T): T => {
  const start = Date.now()
  const result = step()
  console.log(`${what}: ${((Date.now() - start) / 1000).toFixed(1)} s`)
  return result
}

const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

// Every file under src/ by its content: two runs alike leave the same map.
const snapshot = (dir: string) =>
  Object.fromEntries(
    filesOf(join(dir, 'src')).map((file) => [
      file,
      createHash('sha256').update(readFileSync(file)).digest('hex'),
    ]),
  )

// A built file as text: Pagefind's index is gzip, the rest is read as it is.
const textOf = (file: string) => {
  const bytes = readFileSync(file)
  if (!file.includes('/pagefind/') || file.endsWith('.js') || file.endsWith('.css'))
    return bytes.toString('utf8')
  try {
    return gunzipSync(bytes).toString('utf8')
  } catch {
    return bytes.toString('utf8')
  }
}

// Nothing built holds the example's texts, and no built picture is one of its pictures or made
// from one (the build names each copy after its source: profile-<hash>.avif).
async function expectNothingOfTheExample(
  dir: string,
  texts: readonly string[],
  examplePictures: readonly string[],
) {
  const built = filesOf(join(dir, 'dist/client'))
  for (const file of built.filter((path) => !/\.(png|jpe?g|webp|avif|ico|pdf)$/.test(path))) {
    const text = textOf(file)
    for (const example of texts) expect(text.includes(example), `${example} in ${file}`).toBe(false)
  }
  const pictures = examplePictures.map((file) => readFileSync(file))
  const names = examplePictures.map((file) => file.replace(/^.*\/|\.\w+$/g, ''))
  for (const file of built) {
    const bytes = readFileSync(file)
    expect(
      pictures.some((picture) => picture.equals(bytes)),
      file,
    ).toBe(false)
    const name = file.replace(/^.*\//, '')
    expect(
      names.filter((example) => name.startsWith(`${example}-`)),
      file,
    ).toEqual([])
  }
  for (const pdf of built.filter((file) => file.endsWith('resume.pdf'))) {
    const { text, info } = await readPdf(readFileSync(pdf))
    expect(info.Author, pdf).toBe(OWNER.name)
    expect(text, pdf).toContain(OWNER.name)
    for (const example of texts) expect(text.includes(example), `${example} in ${pdf}`).toBe(false)
  }
}

type Built = {
  languages: {
    code: string
    site: {
      identity: { fullName: string; email: string; tagline: string }
      projects: { slug: string }[]
    }
  }[]
}
const builtContent = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'dist/content.json'), 'utf8')) as Built

describe('npm run init', () => {
  test(
    '(f) --start clean, one language, at the root: nothing of the example is built, the doctor lists only the placeholders, a second run changes nothing, and npm test passes',
    async () => {
      const { dir, build, npmTest } = fresh()
      await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a6b4f' } })
        .jpeg()
        .toFile(join(dir, 'me.jpg'))
      const args = [
        ...FLAGS,
        '--languages',
        'en',
        '--site',
        'https://aino.github.io/',
        '--start',
        'clean',
        '--photo',
        'me.jpg',
      ]
      const first = timed('npm run init', () => init(dir, args))
      expect(first.status, first.output).toBe(0)
      expect(first.output).toContain('SITE_ORIGIN https://aino.github.io, BASE_PATH /')
      expect(readFileSync(join(dir, 'src/content/deploy.ts'), 'utf8')).toContain("BASE_PATH = '/'")

      const before = snapshot(dir)
      const again = init(dir, args)
      expect(again.status).toBe(0)
      expect(again.output).toContain('Nothing to change')
      expect(snapshot(dir)).toEqual(before)

      const doctor = spawnSync(process.execPath, ['scripts/doctor.mjs'], {
        cwd: dir,
        encoding: 'utf8',
      })
      const listed = doctor.stdout.split('\n').filter((line) => / still /.test(line))
      expect(listed.map((line) => line.split(': still ')[0])).toEqual([
        'src/content/site.ts: timeline[0].id',
        'src/content/site.ts: skills[0].id',
        'src/content/site.ts: services[0].id',
        'src/content/site.ts: projects[0].slug',
        'src/content/words/en.ts: home.intro',
        'src/content/words/en.ts: about.intro',
        'src/content/posts/your-first-post.mdx: post.title',
      ])
      expect(listed.every((line) => line.includes(': still a placeholder "'))).toBe(true)
      expect(first.output).toContain(listed[0])

      timed('npm run build', build)
      await expectNothingOfTheExample(dir, EXAMPLE_TEXTS, EXAMPLE_PICTURES)
      const output = timed('npm test', npmTest)
      expect(output).toMatch(/^ +\d+ passed/m)
    },
    45 * 60_000,
  )

  test(
    "(g) --start example, two languages: the owner's identity on every page, PDF and share image, the example's projects kept",
    async () => {
      const { dir, build } = fresh()
      const args = [
        ...FLAGS,
        '--languages',
        'en,sv',
        '--site',
        'https://aino.github.io/portfolio/',
        '--start',
        'example',
      ]
      const run = init(dir, args)
      expect(run.status, run.output).toBe(0)
      expect(readdirSync(join(dir, 'src/content/words')).sort()).toEqual(['en.ts', 'sv.ts'])
      expect(readFileSync(join(dir, 'src/content/deploy.ts'), 'utf8')).toContain(
        "BASE_PATH = '/portfolio/'",
      )
      build()
      const { languages } = builtContent(dir)
      expect(languages.map(({ code }) => code)).toEqual(['en', 'sv'])
      for (const { site: built } of languages) {
        // The share images are drawn from these (src/build/publish-files.ts).
        expect(built.identity).toMatchObject({
          fullName: OWNER.name,
          email: OWNER.email,
          tagline: OWNER.tagline,
        })
        expect(built.projects.map(({ slug }) => slug)).toEqual(
          site.projects.map(({ slug }) => slug),
        )
      }
      const photo = join('src/content', site.home.photo)
      await expectNothingOfTheExample(dir, [site.identity.fullName, site.identity.email], [photo])
    },
    20 * 60_000,
  )
})

describe('npm run init, asked', () => {
  test('(h) takes the answers typed, asks again after a wrong one, and writes once told to', async () => {
    const { dir } = fresh()
    const child = spawn(process.execPath, ['scripts/init.mjs'], { cwd: dir })
    let output = ''
    child.stdout.on('data', (data: Buffer) => (output += data.toString()))
    child.stderr.on('data', (data: Buffer) => (output += data.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    // Waits for a question (its text after what was seen so far), then types the answer.
    let seen = 0
    const answer = async (question: string, typed: string) => {
      await expect
        .poll(() => output.indexOf(question, seen), { timeout: 30_000 })
        .toBeGreaterThan(-1)
      seen = output.indexOf(question, seen) + question.length
      child.stdin.write(`${typed}\r`)
    }
    await answer('Your name', OWNER.name)
    await answer('Your email address', 'aino.example.dev')
    await answer('is not an email address', '\x7f'.repeat(16) + OWNER.email)
    await answer('Three role titles', 'Backend Developer|Data Engineer|Speaker')
    await answer('Your tagline', OWNER.tagline)
    await answer('Where you are', 'Oulu, Finland')
    // Every network init asks about, in the rail's order: GitHub answered, the rest skipped.
    for (const { label } of Object.values(socialNetworks))
      await answer(`Your ${label} profile`, label === 'GitHub' ? 'https://github.com/aino' : '')
    await answer('Formspree form id', '')
    await answer('Languages', '')
    await answer('Where the site is published', 'https://aino.github.io/')
    await answer('How to start', '') // the first choice: example
    await answer('A photo of you', '')
    await answer('Write these changes?', 'y')
    child.stdin.end()
    expect(await exited, output).toBe(0)
    const facts = readFileSync(join(dir, 'src/content/site.ts'), 'utf8')
    expect(facts).toContain(`fullName: '${OWNER.name}'`)
    expect(facts).toContain(`email: '${OWNER.email}'`)
    expect(facts).toContain("github: 'https://github.com/aino'")
    expect(facts).toContain("photo: 'images/avatar.png'")
    expect(readFileSync(join(dir, 'src/content/deploy.ts'), 'utf8')).toContain("BASE_PATH = '/'")
    expect(output).toContain('Next steps')
  }, 120_000)

  test("(s) has deleted the example's photo: init says what to do, writing nothing, then puts the photo given in its place", async () => {
    const { dir } = fresh()
    const photoOf = () =>
      /photo: '([^']*)'/.exec(readFileSync(join(dir, 'src/content/site.ts'), 'utf8'))?.[1]
    rmSync(join(dir, 'src/content', photoOf() ?? ''))
    const refused = init(dir, FLAGS)
    expect(refused.status, refused.output).toBe(1)
    expect(refused.output).toMatch(
      /home\.photo: .* does not exist: put your photo there, or `npm run init -- --photo <file>`/,
    )
    expect(refused.output).toContain('Nothing written.')
    await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a6b4f' } })
      .jpeg()
      .toFile(join(dir, 'me.jpg'))
    const mended = init(dir, [...FLAGS, '--photo', 'me.jpg'])
    expect(mended.status, mended.output).toBe(0)
    expect(photoOf()).toBe('images/photo.jpg')
  }, 120_000)

  test('(i) keeps a value the owner already changed unless --force', () => {
    const { dir, edit } = fresh()
    edit('src/content/words/en.ts', (text) =>
      text.replace(/tagline: '[^']*'/, "tagline: 'My own words.'"),
    )
    const kept = init(dir, [...FLAGS, '--start', 'example'])
    expect(kept.status, kept.output).toBe(0)
    expect(kept.output).toContain(
      'src/content/words/en.ts: identity.tagline: kept your "My own words."',
    )
    const words = readFileSync(join(dir, 'src/content/words/en.ts'), 'utf8')
    expect(words).toContain("tagline: 'My own words.'")
    expect(words).not.toContain(OWNER.tagline)
    expect(readFileSync(join(dir, 'src/content/site.ts'), 'utf8')).toContain(
      `fullName: '${OWNER.name}'`,
    )
    const forced = init(dir, [...FLAGS, '--start', 'example', '--force'])
    expect(forced.status, forced.output).toBe(0)
    expect(readFileSync(join(dir, 'src/content/words/en.ts'), 'utf8')).toContain(
      `tagline: '${OWNER.tagline}'`,
    )
  }, 120_000)

  test('(o) a text no flag gives stays in every language; one said anew from the name goes from the others; the misspelt headings are spelt right', () => {
    const { dir } = fresh()
    const fi = () => readFileSync(join(dir, 'src/content/words/fi.ts'), 'utf8')
    const before = fi()
    const kept = (text: string) => /(tagline|location|roles):/.test(text)
    const ran = init(dir, ['--yes', '--name', OWNER.name, '--email', OWNER.email])
    expect(ran.status, ran.output).toBe(0)
    expect(fi().split('\n').filter(kept)).toEqual(before.split('\n').filter(kept))
    expect(before).toContain('photoAlt:')
    expect(fi()).not.toContain('photoAlt:')
    // The example's headings misspelt on purpose are spelt right for an owner.
    const en = readFileSync(join(dir, 'src/content/words/en.ts'), 'utf8')
    expect(en).toContain("timeline: 'Work Timeline'")
    expect(en).toContain("services: 'Services'")
  }, 120_000)

  test('(p) run again with a new name or new roles, says anew what it said from the old, and keeps what the owner wrote', () => {
    const { dir, edit } = fresh()
    const first = init(dir, [...FLAGS, '--start', 'example'])
    expect(first.status, first.output).toBe(0)
    edit('src/content/words/en.ts', (text) =>
      text.replace(/(portfolio: \{\s*description:) '[^']*'/, "$1 'Things I made.'"),
    )
    const renamed = FLAGS.map((flag) =>
      flag === OWNER.name
        ? 'Aino Korhonen'
        : flag.startsWith('Backend')
          ? 'Data Engineer|Speaker|Teacher'
          : flag,
    )
    const again = init(dir, renamed)
    expect(again.status, again.output).toBe(0)
    const words = readFileSync(join(dir, 'src/content/words/en.ts'), 'utf8')
    expect(words).toContain('About Aino Korhonen: work, skills and services.')
    expect(words).toContain('Aino Korhonen: Data Engineer, Speaker, Teacher.')
    expect(words).toContain("description: 'Things I made.'")
    expect(words).not.toContain(OWNER.name)
  }, 120_000)
})
