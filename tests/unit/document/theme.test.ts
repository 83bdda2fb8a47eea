import { JSDOM } from 'jsdom'
import { expect, test } from 'vitest'
import { installTheme } from '../../../src/document/theme.ts'

// A fresh page with the toggle, a system setting the test can change, and the theme script run.
function page({ dark = false, stored = null as string | null, blockStorage = false } = {}) {
  const dom = new JSDOM('<button type="button" data-theme-toggle><svg></svg></button>', {
    url: 'https://example.test/',
  })
  const win = dom.window
  const system = { matches: dark, listeners: [] as (() => void)[] }
  Object.assign(win, {
    matchMedia: () => ({
      get matches() {
        return system.matches
      },
      addEventListener: (_: string, listener: () => void) => system.listeners.push(listener),
    }),
  })
  if (stored) win.localStorage.setItem('theme', stored)
  if (blockStorage)
    Object.defineProperty(win, 'localStorage', {
      get: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
  installTheme(win as unknown as Window)
  win.document.dispatchEvent(new win.Event('DOMContentLoaded'))
  const toggle = win.document.querySelector('button') as HTMLButtonElement
  return {
    win,
    toggle,
    theme: () => win.document.documentElement.dataset.theme,
    pressed: () => toggle.getAttribute('aria-pressed'),
    click: (target: Element) =>
      target.dispatchEvent(new win.MouseEvent('click', { bubbles: true })),
    setSystem(matches: boolean) {
      system.matches = matches
      system.listeners.forEach((listener) => listener())
    },
  }
}

test('follows the system setting while nothing is stored', () => {
  const { theme, pressed, setSystem } = page({ dark: true })
  expect(theme()).toBe('dark')
  expect(pressed()).toBe('true')
  setSystem(false)
  expect(theme()).toBe('light')
  expect(pressed()).toBe('false')
})

test('a stored choice wins over the system setting; anything else in storage does not', () => {
  expect(page({ dark: true, stored: 'light' }).theme()).toBe('light')
  expect(page({ dark: false, stored: 'dark' }).theme()).toBe('dark')
  expect(page({ dark: true, stored: 'sepia' }).theme()).toBe('dark')
})

test('a click on the toggle, or on its icon, switches the theme and stores the choice', () => {
  const { win, toggle, theme, pressed, click, setSystem } = page()
  click(toggle)
  expect(theme()).toBe('dark')
  expect(pressed()).toBe('true')
  expect(win.localStorage.getItem('theme')).toBe('dark')
  click(toggle.querySelector('svg') as Element)
  expect(theme()).toBe('light')
  expect(win.localStorage.getItem('theme')).toBe('light')
  setSystem(true)
  expect(theme()).toBe('light')
})

test('clicks elsewhere leave the theme alone', () => {
  const { win, theme, click } = page()
  click(win.document.body)
  expect(theme()).toBe('light')
  expect(win.localStorage.getItem('theme')).toBeNull()
})

test('still switches when storage is blocked', () => {
  const { toggle, theme, click } = page({ dark: true, blockStorage: true })
  expect(theme()).toBe('dark')
  click(toggle)
  expect(theme()).toBe('light')
})
