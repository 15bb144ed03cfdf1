import { test as base, expect, type Browser, type Page } from '@playwright/test'
import { apiCalls } from './apiCalls'
import { submitLocalSignIn } from './ui'

/** The seed users of demo-silo a test may sign in as (mock-api/README.md lists their roles). */
export type SeedUser = 'fleet-admin' | 'silo-viewer' | 'project-collaborator' | 'no-roles' | 'dennis-ritchie'

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
 * is the demo's default user, fleet-admin. Every page's API calls are watched from its start
 * (./apiCalls), so a test that waits for one never misses it.
 */
export const test = base.extend<{ pageAs: (user: SeedUser) => Promise<Page> }, WorkerFixtures>({
  page: async ({ page }, use) => {
    await apiCalls(page)
    await use(page)
  },
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
      const page = await context.newPage()
      await apiCalls(page)
      return page
    })
    await Promise.all(contexts.map((c) => c.close()))
  },
})

export { expect }
