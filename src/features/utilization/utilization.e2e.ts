import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { formatBytes } from '../../util/bytes'
import { apiCalls, type ApiResponse } from '../../../test/e2e/apiCalls'

type Utilization = { provisioned: Amounts; capacity: Amounts }
type Amounts = { cpus: number; memory: number; storage: number }
type MeasurementPage = { items: { timestamp: string; datum: { datum: number } }[] }

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const summaryRow = (page: Page, chart: string) =>
  page.getByRole('table', { name: new RegExp(`^${chart}:`) }).getByRole('row', { name: /^Provisioned / })
const settled = (page: Page) => expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)

/** Resolves with the first page of a metric's history once the page has asked for it. */
const metricAnswer = async (page: Page, metric: string) =>
  (await apiCalls(page)).waitForResponse((r) => new URL(r.url()).pathname === `/v1/metrics/${metric}`)

/** The range a metric request asked about, in hours. */
function hoursAsked(response: ApiResponse): number {
  const url = new URL(response.url())
  return (Date.parse(url.searchParams.get('end_time')!) - Date.parse(url.searchParams.get('start_time')!)) / 3_600_000
}

/** The summary row shows the latest and peak of exactly what the API answered. */
async function expectSummaryOf(page: Page, chart: string, response: ApiResponse, format: (n: number) => string) {
  const values = ((await response.json()) as MeasurementPage).items.map((m) => m.datum.datum)
  expect(values.length).toBeGreaterThan(0)
  const cells = summaryRow(page, chart).getByRole('cell')
  await expect(cells.nth(0)).toHaveText(format(values.at(-1)!))
  await expect(cells.nth(1)).toHaveText(format(Math.max(...values)))
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(n)

test('the silo nav leads to utilization: provisioned against quota, as the API says', async ({ page }) => {
  await page.goto('/projects')
  const link = page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Utilization' })
  // what the page itself was told: instances of the seed start and restart on a timer, so
  // asking again later could give other numbers
  const answered = (await apiCalls(page)).waitForResponse((r) => new URL(r.url()).pathname === '/v1/utilization')
  // from the keyboard
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/utilization')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Utilization and metrics guide/ })).toBeVisible()

  const { provisioned, capacity } = (await (await answered).json()) as Utilization
  expect(capacity).toEqual({ cpus: 64, memory: 256 * 1024 ** 3, storage: 10 * 1024 ** 4 }) // demo-silo's quota
  await expect(card(page, 'CPUs')).toContainText(`${provisioned.cpus} vCPUs of 64 vCPUs`)
  await expect(card(page, 'CPUs')).toContainText(`${capacity.cpus - provisioned.cpus} vCPUs available`)
  await expect(card(page, 'Memory')).toContainText(`${formatBytes(provisioned.memory)} of 256 GiB`)
  await expect(card(page, 'Storage')).toContainText(`${formatBytes(provisioned.storage)} of 10 TiB`)
  const share = Math.round((provisioned.cpus / capacity.cpus) * 100)
  await expect(card(page, 'CPUs').getByRole('meter')).toHaveAttribute('aria-valuetext', `${share}% of quota`)
  await settled(page)
  await ui.expectAccessible(page)
})

test('the history follows the range in the URL, and shows what the API answered', async ({ page }) => {
  const firstCpus = metricAnswer(page, 'cpus_provisioned')
  const firstMemory = metricAnswer(page, 'ram_provisioned')
  await page.goto('/utilization')
  const range = page.getByLabel('Time range', { exact: true })
  await expect(range).toHaveValue('1h')
  expect(hoursAsked(await firstCpus)).toBe(1)
  await settled(page)
  await expect(page.getByRole('region', { name: 'vCPUs provisioned' }).locator('canvas')).toBeVisible()
  await expectSummaryOf(page, 'vCPUs provisioned', await firstCpus, count)
  await expectSummaryOf(page, 'Memory provisioned', await firstMemory, formatBytes)

  // another range, picked from the keyboard: the URL, the request and the numbers follow
  const weekCpus = metricAnswer(page, 'cpus_provisioned')
  const weekStorage = metricAnswer(page, 'virtual_disk_space_provisioned')
  await range.selectOption({ label: 'Last 7 days' })
  await expect(page).toHaveURL('/utilization?range=7d')
  expect(hoursAsked(await weekCpus)).toBe(7 * 24)
  await settled(page)
  await expectSummaryOf(page, 'vCPUs provisioned', await weekCpus, count)
  await expectSummaryOf(page, 'Storage provisioned', await weekStorage, formatBytes)
  await ui.expectAccessible(page)

  // the range survives a reload: it lives in the URL
  await page.reload()
  await expect(range).toHaveValue('7d')
})

test('the range picker works from the keyboard', async ({ page }) => {
  // the page's own first reading in, so that the answer awaited below is the new range's
  const firstCpus = metricAnswer(page, 'cpus_provisioned')
  await page.goto('/utilization')
  expect(hoursAsked(await firstCpus)).toBe(1)
  const range = page.getByLabel('Time range', { exact: true })
  await range.focus()
  const sixHours = metricAnswer(page, 'cpus_provisioned')
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL('/utilization?range=6h')
  expect(hoursAsked(await sixHours)).toBe(6)
})

test('a range before the silo existed has no data', async ({ page }) => {
  await page.goto('/utilization?start=2020-01-01T00:00:00Z&end=2020-01-02T00:00:00Z')
  await expect(page.getByText('No data for this time range')).toHaveCount(3)
  await expect(page.getByText(/The silo had not been created yet/).first()).toBeVisible()
})

test('a user without roles sees it as the API allows; a refusal is said plainly', async ({ pageAs }) => {
  const page = await pageAs('no-roles')
  await page.goto('/utilization')
  // the real API lets every user of a silo read its utilization, roles or none
  await expect(card(page, 'CPUs')).toContainText(/\d+ vCPUs? of 64 vCPUs/)

  await ui.failCalls(page, { utilizationView: 403, siloMetric: 403 })
  await page.reload()
  await expect(page.getByRole('heading', { name: "You can't view this silo's utilization" })).toBeVisible()
  await expect(page.getByText(/Action not authorized/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'CPUs' })).toHaveCount(0)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveCount(0)
  // the navigation stays
  await expect(page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' })).toBeVisible()
  await ui.expectAccessible(page)
  await ui.clearFaults(page)
})

test('a failed utilization load says why and can be tried again', async ({ page }) => {
  await ui.openFailing(page, '/utilization', { utilizationView: 500 })
  await expect(page.getByRole('alert')).toContainText('Internal Server Error')
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(card(page, 'CPUs')).toContainText(/of 64 vCPUs/)
})
