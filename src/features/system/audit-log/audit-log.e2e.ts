import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { demoSiloId } from '../../../../mock-api/fixtures/silos'

// The seed (mock-api/fixtures/audit-log.ts) puts about 90 entries in the last 7 days, one
// every 1.9 hours or so; the newest lands in the last hour.
const entries = (page: Page) => ui.table(page, 'Audit log entries')
const rows = (page: Page) => entries(page).locator('tbody tr')
const detail = (page: Page) => page.getByRole('dialog', { name: 'Audit log entry' })

/** `datetime-local` values in the browser's time zone, `msAgo` before now. */
const localInputs = (page: Page, ...msAgo: number[]) =>
  page.evaluate(
    (agos) =>
      agos.map((ago) => {
        const d = new Date(Date.now() - ago)
        d.setMinutes(d.getMinutes() - d.getTimezoneOffset())
        return d.toISOString().slice(0, 16)
      }),
    msAgo,
  )

const HOUR = 3_600_000

// Retried: the filters write the URL first and the rows are drawn again a moment after, so
// a read straight after the URL changes may still see the rows of the filter before.
async function everyRow(page: Page, check: (text: string) => void) {
  await expect(async () => {
    await expect(rows(page).first()).toBeVisible({ timeout: 1_000 })
    for (const text of await rows(page).allInnerTexts()) check(text)
  }).toPass({ timeout: 10_000 })
}

test('filters and a custom range are held in the URL, and a reload keeps them', async ({ page }) => {
  await page.goto('/system/audit-log?range=7d')
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  await expect(rows(page)).not.toHaveCount(0)
  await ui.expectAccessible(page)

  await page.getByLabel('Result').selectOption('error')
  await expect(page).toHaveURL(/[?&]result=error/)
  await everyRow(page, (text) => expect(text).toMatch(/error \d{3}/i))

  await page.getByLabel('Operation').fill('instance')
  await expect(page).toHaveURL(/[?&]operation=instance/)
  await everyRow(page, (text) => expect(text).toMatch(/instance_\w+/))

  // a backwards range is refused next to the field, and what was typed stays
  const [sixDaysAgo, oneHourAgo] = await localInputs(page, 6 * 24 * HOUR, HOUR)
  await page.getByLabel('Time range', { exact: true }).selectOption('custom')
  const form = page.getByRole('form', { name: 'Custom time range' })
  await form.getByLabel('Start').fill(oneHourAgo)
  await form.getByLabel('End').fill(sixDaysAgo)
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByText('End must be after start')).toBeVisible()
  await expect(form.getByLabel('Start')).toHaveValue(oneHourAgo)
  await expect(page).not.toHaveURL(/[?&]start=/)

  await form.getByLabel('Start').fill(sixDaysAgo)
  await form.getByLabel('End').fill(oneHourAgo)
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]start=\d{4}-[^&]+Z&end=\d{4}-[^&]+Z/)
  const url = page.url()
  expect(url).toMatch(/result=error/)
  expect(url).toMatch(/operation=instance/)

  await page.reload()
  await expect(page).toHaveURL(url)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('custom')
  await expect(form.getByLabel('Start')).toHaveValue(sixDaysAgo)
  await expect(form.getByLabel('End')).toHaveValue(oneHourAgo)
  await expect(page.getByLabel('Result')).toHaveValue('error')
  await expect(page.getByLabel('Operation')).toHaveValue('instance')
  await everyRow(page, (text) => expect(text).toMatch(/instance_\w+[\s\S]*error \d{3}/i))
})

test('an entry opens to its full record, from the keyboard, and the link to it can be shared', async ({ page }) => {
  await page.goto('/system/audit-log?range=24h')
  const first = entries(page).getByRole('link').first()
  await first.focus()
  await page.keyboard.press('Enter')
  const record = detail(page)
  await expect(record).toBeVisible()
  await expect(page).toHaveURL(/[?&]entry=a0d17000-0000-4000-8000-[0-9a-f]{12}/)
  for (const label of ['Operation', 'Result', 'Actor', 'Auth method', 'Source IP', 'Request URI', 'Duration']) {
    await expect(record.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(record.getByText(/^5eed0000-0000-4000-8000-[0-9a-f]{12}$/)).toBeVisible()
  await expect(record.getByRole('button', { name: 'Copy request ID' })).toBeVisible()
  await expect(record.getByRole('button', { name: 'Copy entry ID' })).toBeVisible()
  await ui.expectAccessible(page)

  const shared = page.url()
  await page.keyboard.press('Escape')
  await expect(record).toBeHidden()
  await expect(page).not.toHaveURL(/entry=/)

  await page.goto(shared)
  await expect(detail(page)).toBeVisible()
  await detail(page).getByRole('button', { name: 'Close' }).last().click()
  await expect(detail(page)).toBeHidden()
  await expect(page).toHaveURL(/range=24h/)
})

test('the current view exports as CSV and JSON', async ({ page }) => {
  await page.goto('/system/audit-log?range=7d&operation=project_create')
  await expect(rows(page).first()).toBeVisible()
  const shown = await rows(page).count()
  expect(shown).toBeGreaterThan(0)

  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const csvFile = await csvDownload
  expect(csvFile.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/)
  const lines = (await readFile((await csvFile.path())!, 'utf8')).split('\r\n')
  expect(lines.pop()).toBe('')
  expect(lines[0]).toMatch(/^time_completed,time_started,duration_ms,actor,actor_kind,/)
  const data = lines.slice(1)
  expect(data).toHaveLength(shown)
  for (const line of data) {
    expect(line).toContain(',project_create,')
    // actors by name, not by id alone
    expect(line).toMatch(/,[a-z-]+ \((demo|other)-silo\),silo_user,/)
  }
  // the seed's failed create in this week, its quotes doubled inside a quoted field
  expect(data.some((line) => line.includes(',"already exists: project ""demo-project""",'))).toBe(true)

  const jsonDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export JSON' }).click()
  const jsonFile = await jsonDownload
  expect(jsonFile.suggestedFilename()).toMatch(/^audit-log-.*\.json$/)
  const json = JSON.parse(await readFile((await jsonFile.path())!, 'utf8')) as { operation_id: string }[]
  expect(json).toHaveLength(shown)
  expect(new Set(json.map((e) => e.operation_id))).toEqual(new Set(['project_create']))
})

test('a project created elsewhere in the console shows up at the top of the log', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByLabel('Name').fill('audited-project')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/audited-project/instances')

  // in-page navigation: the in-browser mock keeps what was done
  await page.getByRole('link', { name: 'System', exact: true }).click()
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(page).toHaveURL('/system/audit-log')
  await page.getByLabel('Actor').fill('fleet-admin')
  const newest = rows(page).first()
  await expect(newest).toContainText('project_create')
  await expect(newest).toContainText('fleet-admin (demo-silo)')
  await expect(newest).toContainText(/success 201/i)
  await expect(newest).toContainText('session cookie')
  await newest.getByRole('link').click()
  await expect(detail(page).getByText('/v1/projects', { exact: true })).toBeVisible()
})

test('the Load more button follows the page token to the rest of the range', async ({ page }) => {
  // four weeks hold all 360 seeded entries; a page holds 200
  await page.goto('/system/audit-log?start=2020-01-01T00:00:00Z&end=2099-01-01T00:00:00Z')
  await expect(rows(page)).toHaveCount(200)
  await expect(page.getByRole('status').filter({ hasText: 'entries' })).toHaveText('200 entries, more in this range')
  await page.getByRole('button', { name: 'Load more' }).click()
  await expect(rows(page)).toHaveCount(360)
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  await expect(rows(page).filter({ hasText: 'login_local' }).first()).toBeVisible()
})

test('a log that cannot be read shows why, inside the console, and "Try again" reads it', async ({ page }) => {
  await ui.openFailing(page, '/system/audit-log?range=7d', { auditLogList: 503 })
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Audit log' })).toBeVisible()
  await ui.expectAccessible(page)
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(rows(page).first()).toBeVisible()
  await expect(page).toHaveURL(/range=7d/)
})

test('the audit log is not there for users who are not fleet viewers', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/system/audit-log')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test("in a silo of 2,500 users, the actors are named from one read of each silo's users and a read of each user past its first page", async ({
  page,
}) => {
  // fleet-admin, grace-hopper and most of demo-silo's own users list past the 2,500 generated
  const { made, told } = await ui.withScaleUsers(page, 2500, (url) => url.pathname.startsWith('/v1/system/users'))
  await page.goto('/system/audit-log?start=2020-01-01T00:00:00Z&end=2099-01-01T00:00:00Z')
  await expect(rows(page)).toHaveCount(200)
  // every actor named, none by a short id
  await expect(entries(page)).not.toContainText(/user [0-9a-f]{8} \(/)
  await page.getByLabel('Actor').fill('grace-hopper')
  await everyRow(page, (text) => expect(text).toContain('grace-hopper (demo-silo)'))
  await ui.expectAccessible(page)

  await told()
  const lists = made.filter((c) => c.startsWith('/v1/system/users?'))
  const own = made.filter((c) => /^\/v1\/system\/users\/[0-9a-f-]{36}\?/.test(c))
  // each silo's first page once, and no later page
  expect(lists).toContain(`/v1/system/users?silo=${demoSiloId}&limit=1000`)
  expect(new Set(lists).size).toBe(lists.length)
  expect(lists.filter((c) => c.includes('page_token'))).toEqual([])
  // each user the first page leaves out, once
  expect(own.length).toBeGreaterThan(0)
  expect(new Set(own).size).toBe(own.length)
  for (const call of own) expect(call).toContain(`silo=${demoSiloId}`)
})
