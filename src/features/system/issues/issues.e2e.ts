import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { callsInFlight } from '../../../../test/e2e/apiCalls'
import { BACKGROUND_IN_FLIGHT_IDLE } from '~/api/background'

// the seed's rack (mock-api/README.md): sleds go by the serials on their baseboards
const FIRST_SLED = 'BRM42221001'
const DRAINED_SLED = 'BRM42221036'

const systemNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'System' }).getByRole('link', { name, exact: true })
const issues = (page: Page) => ui.table(page, 'Issues')

test('the issues screen lists what needs attention in the seed, each with where it is fixed', async ({ page }) => {
  await page.goto('/system/silos')
  await systemNav(page, 'Issues').click()
  await expect(page).toHaveURL('/system/issues')
  await expect(page.getByRole('heading', { level: 1, name: 'Issues' })).toBeVisible()
  await expect(ui.rowOf(issues(page), DRAINED_SLED)).toContainText('Not provisionable')
  // a drive expunged from a sled in service, and one decommissioned (mock-api/fixtures/hardware.ts)
  await expect(page.getByRole('row', { name: /Physical disk Expunged \(active\)/ })).toHaveCount(1)
  await expect(page.getByRole('row', { name: /Physical disk Expunged \(decommissioned\)/ })).toHaveCount(1)
  await expect(ui.rowOf(issues(page), 'lab-pool')).toContainText('91.6% of its IPv4 addresses in use')
  // the sled in cubby 0 is fine
  await expect(ui.rowOf(issues(page), FIRST_SLED)).toHaveCount(0)
  await expect(page.getByRole('status')).toHaveCount(0)
  await ui.expectAccessible(page)

  await page.getByRole('link', { name: 'Add addresses for ip pool lab-pool' }).click()
  await expect(page).toHaveURL('/system/networking/ip-pools/lab-pool')
})

test("each sled's drives and instances and each pool's use are read a few at a time, and the screen says how far it has got", async ({
  page,
}) => {
  // every count the status showed, with its total
  await page.addInitScript(() => {
    const shown: string[] = ((window as unknown as { shown: string[] }).shown = [])
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"] span[aria-hidden="true"]')?.textContent
      if (text && shown.at(-1) !== text) shown.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('/system/silos')
  await expect(ui.table(page, 'Silos')).toBeVisible()
  const eachItem = await callsInFlight(page, (url) =>
    /\/v1\/system\/(hardware\/sleds\/[^/]+\/(disks|instances)|ip-pools\/[^/]+\/utilization)/.test(url),
  )
  const sleds = await callsInFlight(page, (url) => /\/v1\/system\/hardware\/sleds\/[^/]+\/disks/.test(url))
  await systemNav(page, 'Issues').click()
  await expect(ui.rowOf(issues(page), DRAINED_SLED)).toContainText('Not provisionable')
  await expect(page.getByRole('status')).toHaveCount(0)
  await eachItem.told()
  const { made, most } = eachItem.seen
  const pools = made - 2 * sleds.seen.made
  expect(sleds.seen.made).toBeGreaterThan(BACKGROUND_IN_FLIGHT_IDLE)
  expect(pools).toBeGreaterThan(0)
  // all at once before: 34 of them on their way
  expect(most).toBeLessThanOrEqual(BACKGROUND_IN_FLIGHT_IDLE)
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown)
  const total = sleds.seen.made + pools
  expect(shown.length).toBeGreaterThan(0)
  for (const text of shown) expect(text).toMatch(new RegExp(`^\\d+ of ${total} sleds and IP pools checked$`))
})

test("a sled's provision policy changed on the inventory shows up on the issues screen", async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await ui.rowAction(page, `sled ${FIRST_SLED}`, 'Make not provisionable')
  await ui.inDialog(page, 'Make not provisionable', 'Make not provisionable')
  await expect(ui.toast(page, 'Sled is now not provisionable')).toBeVisible()

  // in-page navigation: the in-browser mock keeps what was changed
  await systemNav(page, 'Issues').click()
  const row = ui.rowOf(issues(page), FIRST_SLED)
  await expect(row).toContainText('Not provisionable: no new instances are placed on it')
  await ui.expectAccessible(page)
  await row.getByRole('link', { name: `Sleds for sled ${FIRST_SLED}` }).click()
  await expect(page).toHaveURL('/system/inventory/sleds')
})

test('a check that fails is named and can be tried again; the others still show', async ({ page }) => {
  await ui.openFailing(page, '/system/issues', { siloUtilizationList: 500 })
  await expect(page.getByRole('alert')).toContainText('Could not check silo utilization')
  await expect(ui.rowOf(issues(page), 'lab-pool')).toBeVisible()
  await expect(systemNav(page, 'Issues')).toBeVisible()
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})
