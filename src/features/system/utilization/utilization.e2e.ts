import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { formatBytes } from '../../../util/bytes'
import { apiCalls } from '../../../../test/e2e/apiCalls'

type Amounts = { cpus: number; memory: number; storage: number }
type SiloUtilization = { silo_name: string; provisioned: Amounts; allocated: Amounts }

const GiB = 1024 ** 3
const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'All silos' }).getByRole('region', { name: title, exact: true })
const capacityRow = (page: Page, resource: string) =>
  page.getByRole('table', { name: 'Capacity estimate' }).getByRole('row', { name: new RegExp(`^${resource} `) })

/** The sled in cubby 0 of the seed rack. */
const firstSled = '51ed0000-0000-4000-8000-000000000000'

test('the fleet utilization: totals, each silo against its quota, and the capacity estimate of the seed', async ({
  page,
}) => {
  await page.goto('/system/silos')
  // what the page was told: the seed's instances start and restart on a timer
  const answered = (await apiCalls(page)).waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/system/utilization/silos',
  )
  const nav = page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Utilization' })
  await nav.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/system/utilization')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilization' })).toBeVisible()
  const silos = ((await (await answered).json()) as { items: SiloUtilization[] }).items
  const sum = (key: keyof Amounts) => silos.reduce((n, s) => n + s.provisioned[key], 0)

  // both silos' quotas: 64 + 16 vCPUs, 256 + 64 GiB, 10 + 1 TiB
  await expect(card(page, 'CPUs')).toContainText(`${sum('cpus')} vCPUs of 80 vCPUs`)
  await expect(card(page, 'Memory')).toContainText(`${formatBytes(sum('memory'))} of 320 GiB`)
  await expect(card(page, 'Storage')).toContainText(`${formatBytes(sum('storage'))} of 11 TiB`)

  const bySilo = ui.table(page, 'Utilization by silo')
  const demo = silos.find((s) => s.silo_name === 'demo-silo')!
  await expect(ui.rowOf(bySilo, 'demo-silo')).toContainText(`${demo.provisioned.cpus} vCPUs of 64 vCPUs`)
  await expect(ui.rowOf(bySilo, 'other-silo')).toContainText('of 1 TiB')

  // 14 of 16 sleds take new work (one is not provisionable, one expunged): 1792 threads and
  // 14,252 GiB of RAM; 0.7 of them, and 0.7 × 0.909 × 32 TiB a sled, rounded up
  await expect(page.getByText('An estimate from the 14 sleds in service')).toBeVisible()
  await expect(capacityRow(page, 'CPUs')).toHaveText(/CPUs\s*1,255 vCPUs\s*80 vCPUs\s*1,175 vCPUs/)
  await expect(capacityRow(page, 'Memory')).toHaveText(
    new RegExp(`Memory\\s*${formatBytes(9977 * GiB)}\\s*320 GiB\\s*${formatBytes(9657 * GiB)}`),
  )
  await expect(capacityRow(page, 'Storage')).toHaveText(
    new RegExp(`Storage\\s*${formatBytes(291904 * GiB)}\\s*11 TiB\\s*${formatBytes(280640 * GiB)}`),
  )
  await expect(page.getByRole('region', { name: 'vCPUs provisioned' }).locator('canvas')).toBeVisible()
  await ui.expectAccessible(page)

  // a silo's name leads to where its quotas are set
  await ui.rowOf(bySilo, 'other-silo').getByRole('link', { name: 'other-silo' }).click()
  await expect(page).toHaveURL('/system/silos/other-silo?tab=quotas')
})

test('the estimate follows the sleds: one made non-provisionable leaves 13, and a refresh shows it', async ({
  page,
}) => {
  await page.goto('/system/utilization?range=24h')
  await expect(capacityRow(page, 'CPUs')).toContainText('1,255 vCPUs')
  const status = await page.evaluate(async (id) => {
    const res = await fetch(`/v1/system/hardware/sleds/${id}/provision-policy`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'non_provisionable' }),
    })
    return res.status
  }, firstSled)
  expect(status).toBe(200)
  await page.getByRole('button', { name: 'Refresh' }).click()
  // 13 × 128 threads × 0.7 = 1164.8 → 1165 vCPUs
  await expect(page.getByText('An estimate from the 13 sleds in service')).toBeVisible()
  await expect(capacityRow(page, 'CPUs')).toHaveText(/CPUs\s*1,165 vCPUs\s*80 vCPUs\s*1,085 vCPUs/)
  // the range stays as the URL says
  await expect(page.getByLabel('Time range', { exact: true })).toHaveValue('24h')
})
