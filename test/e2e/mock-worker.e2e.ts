import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'

// The in-browser mock lives in a service worker that MSW would let go on every beforeunload,
// also one a "leave site?" prompt answers by staying; the console tells the worker only when
// the page really goes. Whatever the timing, the page must keep its API and raise no uncaught
// error.

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

test('kept reloads in a browser slow to find the worker keep the mock API, with no uncaught error', async ({
  page,
}) => {
  // A worker told its only page is closing unregisters itself; a start of MSW looking up the
  // registration meanwhile fails "Not found" in an update nobody observes. The browser answers
  // the lookup a little late here, so that any start a kept reload caused would cross it.
  await page.addInitScript(() => {
    const lookUp = ServiceWorkerContainer.prototype.getRegistrations
    ServiceWorkerContainer.prototype.getRegistrations = function () {
      return lookUp.call(this).then((found) => new Promise((resolve) => setTimeout(() => resolve(found), 200)))
    }
  })
  const errors = collectErrors(page)
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByLabel('Name').fill('kept-after-race')
  page.on('dialog', (d) => void d.dismiss())
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => location.reload())
    await expect.poll(() => mockAnswers(page)).toBe(true)
  }
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/kept-after-race/instances')
  expect(errors).toEqual({ uncaught: [], logged: [] })
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

test('a request’s body reaches the page once: the worker’s word on the answer carries no copy of it', async ({
  page,
}) => {
  // what the worker posts to the page, by kind: the request to answer, then word of the answer
  await page.addInitScript(() => {
    const seen: { type: string; bodyBytes: number | null }[] = []
    Object.assign(window, { __workerMessages: seen })
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const { type, payload } = (event.data ?? {}) as {
        type?: string
        payload?: { body?: ArrayBuffer | null; request?: { body?: ArrayBuffer | null } }
      }
      if (type === 'REQUEST') seen.push({ type, bodyBytes: payload?.body?.byteLength ?? null })
      if (type === 'RESPONSE') seen.push({ type, bodyBytes: payload?.request?.body?.byteLength ?? null })
    })
  })
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible()
  const description = 'x'.repeat(100_000)
  const status = await page.evaluate(async (text) => {
    const body = JSON.stringify({ name: 'one-body-copy', description: text })
    return (await fetch('/v1/projects', { method: 'POST', body, headers: { 'content-type': 'application/json' } }))
      .status
  }, description)
  // a project with a long description: the mock read the whole body to make it
  expect(status).toBe(201)
  const messages = await page.evaluate(
    () => (window as unknown as { __workerMessages: { type: string; bodyBytes: number | null }[] }).__workerMessages,
  )
  const big = messages.filter((m) => m.type === 'REQUEST' && (m.bodyBytes ?? 0) > 100_000)
  expect(big).toHaveLength(1)
  expect(messages.filter((m) => m.type === 'RESPONSE').length).toBeGreaterThan(0)
  expect(messages.filter((m) => m.type === 'RESPONSE' && m.bodyBytes !== null)).toEqual([])
})
