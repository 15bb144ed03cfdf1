import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test'

/** The seed users of demo-silo a test may sign in as (mock-api/README.md lists their roles). */
export type SeedUser = 'fleet-admin' | 'silo-viewer' | 'project-collaborator' | 'no-roles'

/** Fills in and sends the local sign-in form already on the page (every seed user's password is `demo`). */
export async function submitLocalSignIn(page: Page, user: SeedUser = 'fleet-admin') {
  await page.getByRole('textbox', { name: 'Username' }).fill(user)
  await page.getByLabel('Password').fill('demo')
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signInState(browser: Browser, baseURL: string, user: SeedUser) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/login/demo-silo/local')
  await submitLocalSignIn(page, user)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  const state = await context.storageState()
  await context.close()
  return state
}

type WorkerFixtures = { signedIn: (user: SeedUser) => Promise<Awaited<ReturnType<typeof signInState>>> }

/**
 * Signs each seed user in once per worker and reuses the session; the default `page`
 * is the demo's default user, fleet-admin.
 */
export const test = base.extend<{ pageAs: (user: SeedUser) => Promise<Page> }, WorkerFixtures>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!
      const states = new Map<SeedUser, Promise<Awaited<ReturnType<typeof signInState>>>>()
      await use((user) => {
        if (!states.has(user)) states.set(user, signInState(browser, baseURL, user))
        return states.get(user)!
      })
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, signedIn, baseURL }, use) => {
    const contexts: Awaited<ReturnType<Browser['newContext']>>[] = []
    await use(async (user) => {
      const context = await browser.newContext({ baseURL, storageState: await signedIn(user) })
      contexts.push(context)
      return context.newPage()
    })
    await Promise.all(contexts.map((c) => c.close()))
  },
})

export { expect }

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * Closes the tab as a user would and answers the browser's "leave site?" prompt: `stay`
 * dismisses it, `leave` accepts it. Resolves to the type of the dialog the browser showed.
 */
export async function closeTab(page: Page, answer: 'stay' | 'leave'): Promise<string> {
  const prompt = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type())
      void (answer === 'stay' ? d.dismiss() : d.accept())
    }),
  )
  await page.close({ runBeforeUnload: true })
  return prompt
}

// Steps that tests of every list repeat, each written once.

/** The table with this accessible name. */
export const table = (page: Page, name: string) => page.getByRole('table', { name })

/** A row of a table, found by the name it starts with. */
export const rowOf = (table: Locator, name: string) =>
  table.getByRole('row', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) })

/** Opens a row's action menu ("Actions for disk x") and picks an item. */
export async function rowAction(page: Page, subject: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${subject}` }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Presses a button of the dialog with this title, e.g. ('Delete disk', 'Delete'). */
export const inDialog = (page: Page, dialog: string, button: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click()

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The success (or info) toast with this title; a page's own status lines are not toasts. */
export const toast = (page: Page, title: string) => notifications(page).getByRole('status').filter({ hasText: title })

/** The error toast with this title. */
export const errorToast = (page: Page, title: string) =>
  notifications(page).getByRole('alert').filter({ hasText: title })

const FAULTS_KEY = 'mock-api-faults'

/** Makes every call of these operations fail with the given status (the mock's targeted faults), until cleared. */
export async function failCalls(page: Page, faults: Record<string, number>) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAULTS_KEY, JSON.stringify(faults)])
}

export const clearFaults = (page: Page) => page.evaluate((key) => localStorage.removeItem(key), FAULTS_KEY)
