import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { apiCalls } from '../../../../test/e2e/apiCalls'

const base = '/projects/demo-project/instances/web-server-1'
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })
const summary = (page: Page, title: string) => page.getByRole('table', { name: new RegExp(`^${title}:`) })

/** The series' colours, as uPlot draws them (see PALETTE in src/charts/ChartCard.tsx). */
const SERIES_RGB: [number, number, number][] = [
  [0x48, 0xd5, 0x97],
  [0x8a, 0xb4, 0xf8],
]

/** A chart counts as drawn when its canvas holds line pixels of a series colour. */
async function expectDrawn(region: Locator) {
  const canvas = region.locator('canvas')
  await expect(canvas).toBeVisible()
  await expect
    .poll(() =>
      canvas.evaluate((c: HTMLCanvasElement, colours) => {
        const { data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height)
        let line = 0
        for (let i = 0; i < data.length; i += 4) {
          const near = colours.some(
            ([r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 40,
          )
          if (near && data[i + 3] > 200) line++
        }
        return line
      }, SERIES_RGB),
    )
    .toBeGreaterThan(100)
}

/** Waits until no chart is loading or updating. */
const settled = (page: Page) => expect(page.locator('section[aria-busy="true"]')).toHaveCount(0)

/** Resolves when a timeseries query whose OxQL contains `fragment` has been answered. */
const answered = async (page: Page, fragment: string) =>
  (await apiCalls(page)).waitForResponse(
    (r) => r.url().includes('/v1/timeseries/query') && (r.request().postData() ?? '').includes(fragment),
  )

/** Picks a preset and waits until the charts show its data, not the last range's. */
async function pickRange(page: Page, label: string, window: string) {
  const done = answered(page, `mean_within(${window})`)
  await page.getByLabel('Time range', { exact: true }).selectOption({ label })
  await done
  await settled(page)
}

/** Opens the custom range form, types a range into it and applies it; the form stays if it is refused. */
async function applyCustomRange(page: Page, start: string, end: string) {
  await page.getByLabel('Time range', { exact: true }).selectOption('custom')
  const form = page.getByRole('form', { name: 'Custom time range' })
  await form.getByLabel('Start').fill(start)
  await form.getByLabel('End').fill(end)
  await form.getByRole('button', { name: 'Apply' }).click()
  return form
}

test('the metrics tab opens on CPU and keeps the range through the redirect', async ({ page }) => {
  await page.goto(`${base}/storage`)
  await page.getByRole('navigation', { name: 'Instance sections' }).getByRole('link', { name: 'Metrics' }).click()
  await expect(page).toHaveURL(`${base}/metrics/cpu`)
  await expect(page.getByRole('link', { name: 'CPU' })).toHaveAttribute('aria-current', 'page')

  await page.goto(`${base}/metrics?range=6h`)
  await expect(page).toHaveURL(`${base}/metrics/cpu?range=6h`)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('6h')
  // switching views keeps the range
  await page.getByRole('navigation', { name: 'Metrics views' }).getByRole('link', { name: 'Disk' }).click()
  await expect(page).toHaveURL(`${base}/metrics/disk?range=6h`)
})

test('the CPU view charts vCPU time by state as a share of the CPU', async ({ page }) => {
  await page.goto(`${base}/metrics/cpu`)
  const cpu = chart(page, 'vCPU utilization')
  await expect(cpu).toContainText('per 30 s window')
  await settled(page)
  await expectDrawn(cpu)
  const table = summary(page, 'vCPU utilization')
  for (const state of ['run', 'idle', 'waiting', 'emulation']) {
    await expect(table.getByRole('row', { name: new RegExp(`^${state} `) })).toContainText(/\d+(\.\d)?%/)
  }
  await ui.expectAccessible(page)

  await pickRange(page, 'Last 24 hours', '5m')
  await expect(page).toHaveURL(`${base}/metrics/cpu?range=24h`)
  await expect(cpu).toContainText('per 5 min window')
  await expectDrawn(cpu)
  await expect(table.getByRole('row', { name: /^run / })).toContainText(/\d+(\.\d)?%/)
})

test('the disk view charts operations and bytes over two ranges', async ({ page }) => {
  await page.goto(`${base}/metrics/disk`)
  await settled(page)
  for (const title of ['Reads', 'Writes', 'Bytes read', 'Bytes written']) await expectDrawn(chart(page, title))
  await expect(summary(page, 'Reads').getByRole('row', { name: /^Reads / })).toContainText(/\d/)
  // bytes in powers of 1024
  await expect(summary(page, 'Bytes read').getByRole('row', { name: /^Bytes read / })).toContainText(/\d [KMGT]iB/)
  await ui.expectAccessible(page)

  await pickRange(page, 'Last 7 days', '1h')
  await expect(chart(page, 'Reads')).toContainText('per 1 h window')
  await expectDrawn(chart(page, 'Writes'))
  await expect(summary(page, 'Reads').getByRole('row', { name: /^Reads / })).toContainText(/\d/)
  await expect(summary(page, 'Bytes written').getByRole('row', { name: /^Bytes written / })).toContainText(/iB/)
})

test('the network view charts packets and bytes over two ranges', async ({ page }) => {
  await page.goto(`${base}/metrics/network?range=1h`)
  await settled(page)
  for (const title of ['Packets sent', 'Packets received', 'Bytes sent', 'Bytes received']) {
    await expectDrawn(chart(page, title))
  }
  await expect(summary(page, 'Packets sent').getByRole('row', { name: /^Packets sent / })).toContainText(/\d/)
  await ui.expectAccessible(page)

  await pickRange(page, 'Last 24 hours', '5m')
  await expectDrawn(chart(page, 'Bytes received'))
  await expect(summary(page, 'Bytes received').getByRole('row', { name: /^Bytes received / })).toContainText(/iB/)
})

test('a range before the instance existed, or in the future, has no data', async ({ page }) => {
  await page.goto(`${base}/metrics/disk`)
  await applyCustomRange(page, '2024-01-01T00:00', '2024-01-02T00:00')
  await expect(page).toHaveURL(/start=2024-01-0[12]T\d\d%3A00%3A00Z&end=2024-01-0[12]T/)
  await expect(page.getByText('No data for this time range')).toHaveCount(4)
  await expect(chart(page, 'Reads').locator('canvas')).toHaveCount(0)
  await ui.expectAccessible(page)

  // a shared link from a clock that runs ahead
  await page.goto(`${base}/metrics/cpu?start=2099-01-01T00:00:00Z&end=2099-01-02T00:00:00Z`)
  await expect(chart(page, 'vCPU utilization')).toContainText('No data for this time range')
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('custom')
})

test('the custom range form says what is wrong', async ({ page }) => {
  await page.goto(`${base}/metrics/cpu`)
  const form = await applyCustomRange(page, '2025-06-02T10:00', '2025-06-01T10:00')
  await expect(form.getByText('End must be after start')).toBeVisible()
  await expect(form.getByLabel('End')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('End')).toBeFocused()

  await form.getByLabel('End').fill('2099-06-01T10:00')
  await form.getByRole('button', { name: 'Apply' }).click()
  await expect(form.getByText("End can't be in the future")).toBeVisible()
  await expect(page).toHaveURL(`${base}/metrics/cpu`)

  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('1h')
})

test('Show query shows the OxQL the chart sent', async ({ page }) => {
  await page.goto(`${base}/metrics/cpu?range=24h`)
  const id = (await page
    .getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-/)
    .first()
    .textContent())!.trim()
  await page.getByRole('button', { name: 'Show query for vCPU utilization' }).click()
  const dialog = page.getByRole('dialog', { name: 'vCPU utilization query' })
  await expect(dialog).toContainText('get virtual_machine:vcpu_usage')
  await expect(dialog).toContainText(/filter timestamp >= @\S+Z\s+&& timestamp < @\S+Z/)
  await expect(dialog).toContainText(`instance_id == "${id}"`)
  await expect(dialog).toContainText('align mean_within(5m)')
  await expect(dialog).toContainText('group_by [state], sum')
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')

  await page.getByRole('navigation', { name: 'Metrics views' }).getByRole('link', { name: 'Network' }).click()
  await page.getByRole('button', { name: 'Show query for Bytes sent' }).click()
  await expect(page.getByRole('dialog', { name: 'Bytes sent query' })).toContainText(
    'get instance_network_interface:bytes_sent',
  )
})

test('the refresh picker fetches again on its interval, and Refresh at once', async ({ page }) => {
  const queries: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    if (r.url().includes('/v1/timeseries/query')) queries.push(JSON.parse(r.postData() ?? '{}').query)
  })
  await page.goto(`${base}/metrics/cpu`)
  await settled(page)
  await expect.poll(() => queries.length).toBe(1)

  await page.getByRole('button', { name: 'Refresh', exact: true }).click()
  await expect.poll(() => queries.length).toBe(2)

  await page.getByLabel('Refresh every').selectOption({ label: '10 s' })
  await expect(page).toHaveURL(`${base}/metrics/cpu?refresh=10s`)
  // a preset's window moves forward with each refresh
  await expect.poll(() => queries.length, { timeout: 15_000 }).toBe(3)
  expect(queries[2]).not.toBe(queries[0])

  await page.getByLabel('Refresh every').selectOption({ label: 'Off' })
  await expect(page).toHaveURL(`${base}/metrics/cpu`)
})

test("an API error is shown with the API's message", async ({ page }) => {
  // centuries at one point a week are more points than the API returns for one query
  await page.goto(`${base}/metrics/cpu?start=1800-01-01T00:00:00Z&end=2025-01-01T00:00:00Z`)
  const cpu = chart(page, 'vCPU utilization')
  await expect(cpu.getByRole('alert')).toContainText(/Query would return \d+ points/)
  await expect(cpu.getByRole('button', { name: 'Try again' })).toBeVisible()
  await ui.expectAccessible(page)
})
