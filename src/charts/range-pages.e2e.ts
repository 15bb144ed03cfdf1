import { expect, test, type Page } from '@playwright/test'
import { chunkOf, signIn, useProductionBundle } from '../../test/e2e/production'
import * as ui from '../../test/e2e/ui'

// When the calls of a page of a time range's data leave (src/charts/rangeRoute.ts): the
// production bundle, whose chunks the test can hold back and whose calls are the network's.
useProductionBundle()

type Call = { path: string; at: number }

/**
 * Follows the link `nav` names from `from` with the page's code (`source`) held until a call
 * `isRangeCall` picks has left and the clock has passed the next whole second: the page then
 * renders in a later second than the one its range was resolved in, and a page resolving a
 * preset ("the last hour") itself would read it again. Returns the range's calls made since
 * (each URL once), and which calls had been made when the code was let through.
 */
async function openHeld(
  page: Page,
  from: string,
  nav: [string, string],
  source: string,
  isRangeCall: (path: string) => boolean,
) {
  await page.goto(from)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const calls: Call[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    calls.push({ path: `${url.pathname}${url.search}`, at: Date.now() })
  })
  const held = { sentBeforeCode: false, before: [] as string[] }
  await page.route(chunkOf(source), async (route) => {
    await expect
      .poll(() => calls.some((c) => isRangeCall(c.path)), { timeout: 5_000 })
      .toBe(true)
      .catch(() => {})
    const sent = calls.find((c) => isRangeCall(c.path))
    held.sentBeforeCode = !!sent
    if (sent) await page.waitForFunction((until) => Date.now() >= until, Math.ceil(sent.at / 1000) * 1000 + 50)
    held.before = calls.map((c) => c.path)
    await route.continue()
  })
  await page.getByRole('navigation', { name: nav[0] }).getByRole('link', { name: nav[1] }).click()
  // each URL once: a page whose code came later than the data's 2 s of freshness may read
  // the same range again, which is no other range
  return { held, rangeCalls: () => [...new Set(calls.map((c) => c.path).filter(isRangeCall))] }
}

test.beforeEach(async ({ page }) => signIn(page))

test("the audit log's first page and its actors' names are read beside the page's code, and the page keys its range as that read did", async ({
  page,
}) => {
  const isLogCall = (path: string) => path.startsWith('/v1/system/audit-log?')
  const { held, rangeCalls } = await openHeld(
    page,
    '/system/silos',
    ['System', 'Audit log'],
    'src/features/system/audit-log/AuditLogPage.tsx',
    isLogCall,
  )
  await expect(page).toHaveURL('/system/audit-log')
  const rows = ui.table(page, 'Audit log entries').locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  expect(held.sentBeforeCode).toBe(true)
  expect(rangeCalls()).toHaveLength(1)
  // what names the actors, once the entries were in: the silos, and the users of those named
  expect(held.before).toContain('/v1/system/silos?limit=1000')
  expect(held.before.filter((c) => c.startsWith('/v1/system/users?silo='))).not.toEqual([])

  // filters and an entry opened over the list keep the range, and read nothing again
  await page.getByLabel('Result').selectOption('success')
  await expect(page).toHaveURL(/result=success/)
  await rows.first().getByRole('link').click()
  await expect(page.getByRole('dialog', { name: 'Audit log entry' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Audit log entry' })).toHaveCount(0)
  expect(rangeCalls()).toHaveLength(1)

  // another range is read once, by the loader, and shown
  await page.getByLabel('Time range', { exact: true }).selectOption('7d')
  await expect(page).toHaveURL(/range=7d/)
  await expect(page.getByRole('status').filter({ hasText: 'matching' })).toContainText(/matching of \d{2,}/)
  const [first, second] = rangeCalls().map((path) => new URL(path, page.url()).searchParams.get('start_time'))
  expect(rangeCalls()).toHaveLength(2)
  expect(second).not.toBe(first)
})

const utilizationPages = [
  {
    name: 'the silo',
    from: '/projects',
    nav: ['Silo', 'Utilization'] as [string, string],
    source: 'src/features/utilization/UtilizationPage.tsx',
    metrics: '/v1/metrics/',
    now: '/v1/utilization',
  },
  {
    name: 'the fleet',
    from: '/system/silos',
    nav: ['System', 'Utilization'] as [string, string],
    source: 'src/features/system/utilization/SystemUtilizationPage.tsx',
    metrics: '/v1/system/metrics/',
    now: '/v1/system/utilization/silos?limit=1000',
  },
]

for (const { name, from, nav, source, metrics, now } of utilizationPages) {
  test(`${name}'s utilization: its histories and amounts are read beside the page's code, each once`, async ({
    page,
  }) => {
    const isHistory = (path: string) => path.startsWith(metrics)
    const { held, rangeCalls } = await openHeld(page, from, nav, source, isHistory)
    await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
    for (const chart of ['vCPUs provisioned', 'Memory provisioned', 'Storage provisioned']) {
      await expect(page.getByRole('region', { name: chart, exact: true })).toBeVisible()
    }
    await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)
    expect(held.sentBeforeCode).toBe(true)
    // the amounts now, read first, left with them
    expect(held.before).toContain(now)
    expect(
      rangeCalls()
        .map((path) => path.split('?')[0].slice(metrics.length))
        .sort(),
    ).toEqual(['cpus_provisioned', 'ram_provisioned', 'virtual_disk_space_provisioned'])
  })
}
