import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

// The in-browser mock answers the page's calls in the page itself (mock-api/browser.ts), with
// no service worker between them. Whatever the page does (reloads kept by a "leave site?"
// prompt, loads cut short), it keeps its API and raises no uncaught error.

/** Uncaught errors of the page, and what it logged as errors. */
function collectErrors(page: Page) {
  const uncaught: string[] = []
  const logged: string[] = []
  page.on('pageerror', (e) => uncaught.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text())
  })
  return { uncaught, logged }
}

/** The mock answers in JSON; with no mock, the static server sends the app's page. */
const mockAnswers = (page: Page) =>
  page.evaluate(async () => (await fetch('/v1/ping')).headers.get('content-type')?.includes('application/json'))

test('staying on the page again and again keeps the mock API, with no uncaught error', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  // a typed name makes the form ask before the page goes
  await dialog.getByLabel('Name').fill('kept-through-reloads')
  let prompts = 0
  page.on('dialog', (d) => {
    prompts++
    void d.dismiss()
  })

  // each reload asks and the user stays; the next reload comes as soon as the mock answers
  for (let i = 0; i < 12; i++) {
    await page.evaluate(() => location.reload())
    await expect.poll(() => mockAnswers(page)).toBe(true)
  }
  // and several in a row, none waiting for an answer
  for (let i = 0; i < 6; i++) await page.evaluate(() => location.reload())
  await expect.poll(() => mockAnswers(page)).toBe(true)
  expect(prompts).toBe(18)

  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/kept-through-reloads/instances')
  expect(errors).toEqual({ uncaught: [], logged: [] })
})

test('the calls are answered in the page: no service worker, and the one an earlier build registered is let go', async ({
  page,
}) => {
  // the worker script of the builds that answered through one, which a returning browser has
  await page
    .context()
    .route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {})" }),
    )
  await page.goto('/projects')
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/mockServiceWorker.js')
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
  expect(await mockAnswers(page)).toBe(true)
})

test('pages loaded in quick succession under chaos raise no uncaught error', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/projects')
  await page.evaluate(() => localStorage.setItem('mock-api-chaos', '30'))
  const routes = ['/projects', '/projects/demo-project/instances', '/projects/demo-project/disks', '/system/silos']
  for (let i = 0; i < 12; i++) {
    // the next load starts as soon as this one has begun: workers are left mid-start
    await page.goto(routes[i % routes.length], { waitUntil: 'commit' })
  }
  await page.waitForLoadState('load')
  await page.evaluate(() => localStorage.removeItem('mock-api-chaos'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Silos' })).toBeVisible()
  // chaos failures are logged as failed calls; nothing may go uncaught
  expect(errors.uncaught).toEqual([])
})

test('the mock’s code is fetched beside the entry, not once the entry has run', async ({ page }) => {
  // the test bundle `npm test` built; its manifest names the chunk that holds the mock
  const manifest = JSON.parse(readFileSync(join(process.cwd(), 'dist-test/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >
  const mock = `/${manifest['mock-api/browser.ts']!.file}`
  const entry = `/${manifest['index.html']!.file}`
  await page.goto('/projects')
  await expect(page.locator(`link[rel="modulepreload"][href="${mock}"]`)).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  const timing = await page.evaluate(
    (files) =>
      files.map((file) => {
        const [entry] = performance.getEntriesByName(new URL(file, location.href).href)
        return entry ? { start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd } : null
      }),
    [mock, entry],
  )
  const [mockTiming, entryTiming] = timing
  expect(mockTiming && entryTiming).toBeTruthy()
  // before the entry's script had even arrived, let alone run and imported the mock
  expect(mockTiming!.start).toBeLessThan(entryTiming!.end)
})
