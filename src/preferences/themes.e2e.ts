// Light and dark themes: the system's by default, a choice in the user menu kept across
// visits, and every kind of page readable (axe's colour contrast) in both.
import type { Page } from '@playwright/test'
import { expect, test } from '../../test/e2e/fixtures'
import * as ui from '../../test/e2e/ui'

// the canvas of each palette (src/app.css), as the browser computes it
const CANVAS = { light: 'rgb(246, 247, 249)', dark: 'rgb(14, 17, 19)' }

const canvas = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

async function chooseTheme(page: Page, theme: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitemradio', { name: theme }).click()
  await expect(page.getByRole('menu')).toHaveCount(0)
}

// one page of each kind: lists, a resource's page, a form, the operators' area, sign-in
const PAGES: [name: string, path: string, shown: (page: Page) => ReturnType<Page['getByRole']>][] = [
  ['projects list', '/projects', (page) => ui.table(page, 'Projects')],
  ['instance list', '/projects/demo-project/instances', (page) => ui.table(page, 'Instances')],
  [
    'instance page',
    '/projects/demo-project/instances/web-server-1/storage',
    (page) => page.getByRole('heading', { level: 2 }).first(),
  ],
  ['create form', '/projects/demo-project/disks-new', (page) => page.getByRole('dialog', { name: 'Create disk' })],
  ['system page', '/system/silos', (page) => ui.table(page, 'Silos')],
]

for (const scheme of ['light', 'dark'] as const) {
  for (const [name, path, shown] of PAGES) {
    test(`the ${name} passes axe in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto(path)
      await expect(shown(page)).toBeVisible()
      expect(await canvas(page)).toBe(CANVAS[scheme])
      await ui.expectAccessible(page)
    })
  }

  test(`the user menu and the sign-in page pass axe in the ${scheme} theme`, async ({ page, browser, baseURL }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.goto('/projects')
    await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true')
    await ui.expectAccessible(page)

    const context = await browser.newContext({ baseURL, colorScheme: scheme })
    const signedOut = await context.newPage()
    await signedOut.goto('/login/demo-silo/local')
    await expect(signedOut.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await canvas(signedOut)).toBe(CANVAS[scheme])
    await ui.expectAccessible(signedOut)
    await context.close()
  })
}

test('the theme follows the system until the user picks one, which survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/projects')
  await expect(ui.table(page, 'Projects')).toBeVisible()
  expect(await canvas(page)).toBe(CANVAS.dark)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => canvas(page)).toBe(CANVAS.light)

  // pinned to dark, the system's light no longer counts
  await chooseTheme(page, 'Dark')
  await expect.poll(() => canvas(page)).toBe(CANVAS.dark)
  await page.reload()
  await expect(ui.table(page, 'Projects')).toBeVisible()
  expect(await canvas(page)).toBe(CANVAS.dark)
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false')
  await page.keyboard.press('Escape')

  // back to the system's, which follows it again as it changes
  await chooseTheme(page, 'System')
  await expect.poll(() => canvas(page)).toBe(CANVAS.light)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => canvas(page)).toBe(CANVAS.dark)
  await page.reload()
  await expect(ui.table(page, 'Projects')).toBeVisible()
  expect(await canvas(page)).toBe(CANVAS.dark)
})

test('a pinned theme is in place before the console first renders', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/projects')
  await chooseTheme(page, 'Light')
  // what the page looks like when the console first puts anything on it
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root')
      if (!root?.firstChild) return
      observer.disconnect()
      ;(window as unknown as { firstRender: string }).firstRender = getComputedStyle(document.body).backgroundColor
    }).observe(document, { childList: true, subtree: true })
  })
  await page.reload()
  await expect(ui.table(page, 'Projects')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { firstRender: string }).firstRender)).toBe(CANVAS.light)
})

test('the user menu chooses the theme from the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/projects')
  await expect(ui.table(page, 'Projects')).toBeVisible()
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused()
  // Settings, then the theme's System and Light. The menu moves its focus a task after the
  // key (Radix's roving focus), so a key pressed before that lands on the item before: each
  // press waits for the move, as a user who watches the highlight does
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => canvas(page)).toBe(CANVAS.light)
  await expect(page.getByRole('button', { name: 'User menu for fleet-admin' })).toBeFocused()
})

test('the serial console and the charts, which paint their own colours, follow the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  const instance = '/projects/demo-project/instances/web-server-1'
  await page.goto(`${instance}/serial-console`)
  const terminal = page.getByRole('region', { name: 'Serial console of web-server-1' })
  await expect(terminal).toContainText('login:')
  // xterm paints its background on this element
  const viewport = terminal.locator('.xterm-scrollable-element')
  const background = () => viewport.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await background()).toBe(CANVAS.dark)
  await chooseTheme(page, 'Light')
  await expect.poll(background).toBe(CANVAS.light)

  // the first series' colour, in the chart's legend, is the light palette's
  await page.goto(`${instance}/metrics/cpu`)
  const legendDot = page.getByRole('table').first().locator('tbody th span').first()
  const dot = () => legendDot.evaluate((el) => getComputedStyle(el).color)
  await expect.poll(dot).toBe('rgb(6, 108, 68)')
  await page.emulateMedia({ colorScheme: 'light' })
  await chooseTheme(page, 'Dark')
  await expect.poll(dot).toBe('rgb(72, 213, 151)')
})
