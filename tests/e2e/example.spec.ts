import type { Page, Route } from '@playwright/test'
import { EXAMPLE } from './content.ts'
import { expect, projectCards, SITE_URL, test } from './fixtures.ts'
import { readPdf } from './pdf.ts'

// The shipped example's own words, typos included ('Work Timline'). The
// other specs read what they expect from the built content, so they hold for any owner; these
// guard the example itself, and are skipped once an owner's content replaces it.
test.describe('the shipped example', () => {
  test.skip(!EXAMPLE, "the site is built from the owner's content, not the example")

  const heading = (page: Page) => page.getByRole('heading', { level: 1 })
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true })

  test('each page has the heading and the title the example gives it', async ({ page }) => {
    for (const [path, h1, title] of [
      ['', 'Mika Laine', 'Mika Laine'],
      ['portfolio', 'Portfolio', 'Portfolio | Mika Laine'],
      ['about', 'About me', 'About | Mika Laine'],
      ['resume', 'Résumé', 'Résumé | Mika Laine'],
      ['contact', 'Contact Me', 'Mika Laine | Contact'],
      [
        'portfolio/sql-unit-test-runner',
        'SQL Unit Test Runner',
        'SQL Unit Test Runner | Mika Laine',
      ],
    ] as const) {
      await page.goto(path)
      await expect(heading(page)).toHaveText(h1)
      await expect(page).toHaveTitle(title)
    }
  })

  test('the frame: skip link, menu, theme toggle, social rail and language switch', async ({
    page,
  }) => {
    await page.goto('about')
    await expect(page.getByRole('link', { name: 'Skip to content', exact: true })).toBeAttached()
    await expect(page.getByRole('button', { name: 'Dark theme', exact: true })).toBeVisible()
    const rail = page.getByRole('complementary', { name: 'Social links', exact: true })
    await expect(rail).toContainText('See my work')
    const languageLinks = page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link')
    await expect(languageLinks).toHaveText(['Suomi'], { useInnerText: true })
    await expect(languageLinks).toHaveAccessibleName('Suomi')
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await button.click()
    await expect(button).toHaveAccessibleName('Menu')
    await expect(menu(page).getByRole('link')).toHaveText([
      'Home',
      'Portfolio',
      'Blog',
      'About',
      'Résumé',
      'Contact',
      'Search',
      'Facebook (opens in a new tab)',
      'GitHub (opens in a new tab)',
      'Twitter (opens in a new tab)',
    ])
    await expect(menu(page)).toContainText(`© ${new Date().getFullYear()} Mika Laine`)
    await menu(page).getByRole('link', { name: 'Contact', exact: true }).click()
    await expect(heading(page)).toHaveText('Contact Me')
  })

  test('home: the name, the three role titles and two buttons', async ({ page }) => {
    await page.goto('')
    await expect(heading(page)).toHaveText('Mika Laine')
    await expect(
      page.getByText('Cloud Certified Developer, Full Stack Developer, High Voltage Specialist'),
    ).toBeAttached()
    await expect(page.getByRole('link', { name: 'Contact Me', exact: true })).toHaveAttribute(
      'href',
      /\/contact$/,
    )
    await page.getByRole('link', { name: 'My Portfolio', exact: true }).click()
    await expect(heading(page)).toHaveText('Portfolio')
  })

  test('about: Work Timline, five skills and three services', async ({ page }) => {
    await page.goto('about')
    await expect(heading(page)).toHaveText('About me')
    await expect(page.getByRole('link', { name: 'Read my résumé', exact: true })).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Work Timline', exact: true })).toBeVisible()
    const table = page.getByRole('table', { name: 'Work Timline', exact: true })
    await expect(table.getByRole('columnheader')).toHaveText(['Job title', 'Where', 'Date'])
    await expect(table.locator('tbody tr')).toHaveCount(3)

    await expect(page.getByRole('heading', { name: 'Skills', exact: true })).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(5)
    for (const [name, value] of [
      ['Python', 90],
      ['AWS', 90],
      ['Unity', 80],
      ['React', 70],
      ['Oracle', 85],
    ] as const) {
      const bar = page.getByRole('progressbar', { name, exact: true })
      await expect(bar).toHaveAttribute('aria-valuenow', String(value))
      await expect(bar.locator('xpath=..')).toContainText(`${value}%`)
    }

    // Lowercase, as the example writes it.
    await expect(page.getByRole('heading', { name: 'services', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'UI & UX Design',
      'Mobile Apps',
      'Wordpress Design',
    ])
  })

  test('portfolio: seven projects, each with its View Project link, and the dialog', async ({
    page,
  }) => {
    await page.goto('portfolio')
    await expect(heading(page)).toHaveText('Portfolio')
    const items = projectCards(page)
    await expect(items).toHaveCount(7)
    await expect(items.first().getByRole('link', { name: /^View Project/ })).toHaveAccessibleName(
      'View Project — SQL Unit Test Runner (opens in a new tab)',
    )
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Quote Calculator', exact: true })
      .click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Quote Calculator')
    await expect(dialog.getByText('Link:')).toBeVisible()
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(dialog).toBeHidden()
  })

  test('a project page: its link, the neighbours and the way back to all projects', async ({
    page,
  }) => {
    await page.goto('portfolio/quote-calculator')
    const main = page.getByRole('main')
    await expect(main.getByText('Project 02', { exact: true })).toBeVisible()
    await expect(main.getByText('Link:')).toBeVisible()
    await expect(main.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.example.quotecalculator',
    )
    const pager = page.getByRole('navigation', { name: 'More projects', exact: true })
    await expect(pager.getByRole('link')).toHaveText([
      /^Previous project\s*SQL Unit Test Runner$/,
      /^Next project\s*Repair Shop CMS$/,
    ])
    await pager.getByRole('link', { name: /Repair Shop CMS/ }).click()
    await expect(page).toHaveTitle('Repair Shop CMS | Mika Laine')
    // Its name also holds the arrow the CSS draws before it.
    await page.getByRole('link', { name: 'All projects' }).click()
    await expect(heading(page)).toHaveText('Portfolio')
  })

  test.describe('contact', () => {
    // The app's log line and Chromium's for the failed answer, which the last step provokes.
    test.use({
      allowedHosts: ['formspree.io'],
      allowedConsoleErrors: [/^The contact message was not sent|Failed to load resource/],
    })

    test('the form in its words: labels, Sending..., the success and the failure alerts', async ({
      page,
    }) => {
      let status = 200
      let release = () => {}
      const gate = new Promise<void>((resolve) => (release = resolve))
      await page.route('https://formspree.io/**', async (route: Route) => {
        await gate
        await route.fulfill({ status, json: { ok: status < 400 } })
      })
      await page.goto('contact')
      await expect(heading(page)).toHaveText('Contact Me')
      await expect(page.getByRole('heading', { name: 'Get in touch', exact: true })).toBeVisible()
      await expect(
        page.getByText(
          'Feel free to reach out to me via email, or through the contact page on this website.',
        ),
      ).toBeVisible()
      const form = page.getByRole('form', { name: 'Contact form', exact: true })
      const fill = async () => {
        await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace')
        await form.getByLabel('Email', { exact: true }).fill('ada@example.com')
        await form.getByLabel('Message', { exact: true }).fill('Hello!')
      }
      await fill()
      await form.getByRole('button', { name: 'Send message', exact: true }).click()
      await expect(form.getByRole('button', { name: 'Sending...', exact: true })).toBeDisabled()
      await expect(form.getByRole('progressbar', { name: 'Sending...', exact: true })).toBeVisible()
      release()
      const alert = page.getByRole('alert')
      await expect(alert).toHaveText('SUCCESS! Thank you for your message.')
      await alert.getByRole('button', { name: 'Dismiss', exact: true }).click()
      await expect(alert).toHaveCount(0)

      status = 500
      await fill()
      await form.getByRole('button', { name: 'Send message', exact: true }).click()
      await expect(alert).toHaveText('Failed to send the message. Please try again later.')
    })
  })

  test('tags: Testing filters the grid to three projects, in both languages', async ({ page }) => {
    await page.goto('portfolio')
    const tags = page.getByRole('main').getByRole('navigation', { name: 'Tags', exact: true })
    await expect(tags.getByRole('link')).toHaveText([
      'All',
      'Python',
      'React',
      'Cloud',
      'DevOps',
      'Testing',
    ])
    await tags.getByRole('link', { name: 'Testing', exact: true }).click()
    await expect(page).toHaveURL(/\/portfolio\/tags\/testing$/)
    await expect(page).toHaveTitle('Testing projects | Mika Laine')
    await expect(page.getByRole('status')).toHaveText('Showing 3 of 7 projects tagged Testing')
    await expect(
      projectCards(page).getByRole('heading', { level: 2 }).getByRole('link'),
    ).toHaveText(['SQL Unit Test Runner', 'GitHub CI Pipeline', 'This Portfolio'])
    await page.goto('fi/portfolio/tags/cloud')
    await expect(page).toHaveTitle('Projektit: Pilvi | Mika Laine')
    await expect(page.getByRole('status')).toHaveText('Aihe Pilvi: 2/7 projektia')
  })

  test('case studies: three projects tell theirs, and the résumé gives each outcome', async ({
    page,
  }) => {
    await page.goto('portfolio/sql-unit-test-runner')
    const main = page.getByRole('main')
    const part = (name: string) => main.getByRole('region', { name, exact: true })
    await expect(main.getByRole('region')).toHaveText([
      /^The problem/,
      /^My role\s*Lead developer\s*In a team of 3$/,
      /^What I did/,
      /^The outcome\s*Regression checks went from a day to six minutes/,
      /^When\s*Feb 2020 – Sep 2020$/,
    ])
    await page.goto('portfolio/quote-calculator')
    await expect(part('The problem')).toHaveCount(0)
    await page.goto('fi/portfolio/github-ci-pipeline')
    await expect(part('Tulos')).toContainText('14 minuutista 5 minuuttiin')
    await expect(part('Ajankohta')).toHaveText(/^Ajankohta\s*tammi\S* 2023 – nyt$/)
    await page.goto('resume')
    await expect(main).toContainText(
      'Regression checks went from a day to six minutes; 1,200 tests now run on every merge.',
    )
  })

  test('résumé: its sections, its files and English dates', async ({ page }) => {
    await page.goto('resume')
    const main = page.getByRole('main')
    await expect(heading(page)).toHaveText('Résumé')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Summary',
      'Experience',
      'Skills',
      'Certifications',
      'Education',
      'Selected projects',
      'Languages',
    ])
    await expect(main.getByRole('link', { name: 'Download PDF', exact: true })).toHaveAttribute(
      'download',
      'Mika Laine – Résumé.pdf',
    )
    await expect(main.getByRole('link', { name: 'JSON Resume', exact: true })).toBeVisible()
    await expect(main.locator('time[datetime="2023-03"]')).toHaveText('Mar 2023')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(menu(page).getByRole('link', { name: 'Résumé', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the résumé fits on one A4 page downloaded, and on two printed', async ({
    page,
    request,
  }) => {
    const response = await request.get('resume.pdf')
    const file = await readPdf(await response.body())
    expect(file.pages).toBe(1)
    expect(file.info).toMatchObject({ Title: 'Mika Laine – Résumé', Author: 'Mika Laine' })
    expect(file.links).toContain('https://github.com/example')
    await page.goto('resume')
    await page.emulateMedia({ media: 'print' })
    const printed = await readPdf(await page.pdf({ format: 'A4' }))
    expect(printed.pages).toBeLessThanOrEqual(2)
    expect(printed.text).toContain('Mika Laine')
  })

  test('About prints on two A4 pages', async ({ page }) => {
    await page.goto('about')
    await page.emulateMedia({ media: 'print' })
    const printed = await readPdf(await page.pdf({ format: 'A4' }))
    expect(printed.pages).toBe(2)
  })

  test('English at the root, Finnish under /fi/', async ({ page, request }) => {
    await page.goto('about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page
      .getByRole('navigation', { name: 'Language', exact: true })
      .getByRole('link', { name: 'Suomi', exact: true })
      .click()
    await expect(page).toHaveURL(/\/fi\/about$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(heading(page)).toHaveText('Minusta')
    const sitemap = await (await request.get('sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${SITE_URL}fi/about</loc>`)
  })

  // From the snapshot made of recorded answers (tests/fixtures/github/example.json).
  test("the raw HTML shows the repositories' numbers and the contribution calendar", async ({
    request,
  }) => {
    const project = await (await request.get('portfolio/sql-unit-test-runner')).text()
    expect(project).toContain('1,284 stars')
    expect(project).toMatch(/<time datetime="2026-10-30">Updated Oct 30, 2026<\/time>/i)
    expect(project).toContain('"codeRepository":"https://github.com/example/sql-unit-test-runner"')
    expect(project).toContain('"programmingLanguage":["Python","PLSQL","Shell"]')
    const finnish = await (await request.get('fi/portfolio/kubernetes-quickstarts')).text()
    expect(finnish).toContain(`${new Intl.NumberFormat('fi').format(2318)} tähteä`)
    // The Play Store app has no repository: no numbers, and no SoftwareSourceCode.
    const app = await (await request.get('portfolio/quote-calculator')).text()
    expect(app).not.toContain(' stars')
    expect(app).toContain('"@type":"CreativeWork"')
    const about = await (await request.get('about')).text()
    expect(about).toContain('On GitHub')
    expect(about).toContain('1,527 contributions in the last year')
    const start = about.indexOf('id="calendar-h"')
    const calendar = about.slice(start, about.indexOf('</figure>', start))
    // A cell for each day of the year, and the legend's five.
    expect(calendar.match(/<rect /g)?.length).toBe(365 + 5)
    expect(await (await request.get('fi/about')).text()).toContain(
      `${new Intl.NumberFormat('fi').format(1527)} kontribuutiota viimeisen vuoden aikana`,
    )
  })

  test('blog: contents in both languages, a series and related posts', async ({ page }) => {
    for (const [folder, contents, part] of [
      ['', 'Contents', 'Part 2 of 2'],
      ['fi/', 'Sisältö', 'Osa 2/2'],
    ] as const) {
      await page.goto(`${folder}blog/javascript-budget-in-ci`)
      await expect(page.getByRole('navigation', { name: contents }).getByRole('link')).toHaveCount(
        6,
      )
      await expect(page.getByRole('main')).toContainText(part)
    }
    await page.goto('blog/javascript-budget-in-ci')
    await expect(page.getByRole('region', { name: 'Related posts' }).getByRole('link')).toHaveText([
      'Parse, don’t trust: typed config at the edge of a Node service',
      'What a substation taught me about deploying software',
    ])
  })
})
