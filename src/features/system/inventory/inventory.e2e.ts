import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'

// the seed's rack (mock-api/README.md, "The rack"): sleds are named by the serials on their baseboards
const sledId = (cubby: number) => `51ed0000-0000-4000-8000-${cubby.toString(16).padStart(12, '0')}`
const FIRST_SLED = { id: sledId(0), serial: 'BRM42221001' }
const DRAINED_SLED = { id: sledId(5), serial: 'BRM42221036' }
const WAITING_SLED = { id: sledId(8), serial: 'BRM42221057' }

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Rack summary' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
// exact: the list of sleds waiting to be added has "sleds" in its name too
const sleds = (page: Page) => page.getByRole('table', { name: 'Sleds', exact: true })
const waiting = (page: Page) => ui.table(page, 'Sleds waiting to be added')

test('the System nav leads to the inventory: a rack summary over the sleds', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Inventory' }).click()
  await expect(page).toHaveURL('/system/inventory/sleds')

  await expect(figure(page, 'Sleds in service')).toContainText('15')
  await expect(figure(page, 'Provisionable')).toContainText('14')
  await expect(figure(page, 'Not provisionable')).toContainText('1')
  await expect(figure(page, 'Waiting to be added')).toContainText('1')
  await expect(figure(page, 'Switches')).toContainText('2')

  await expect(sleds(page).getByRole('columnheader')).toHaveText([
    'ID',
    'Serial',
    'Part',
    'Rack',
    'Hardware threads',
    'Physical RAM',
    'Provision policy',
    'State',
    'Actions',
  ])
  const first = ui.rowOf(sleds(page), FIRST_SLED.id)
  await expect(first).toContainText(FIRST_SLED.serial)
  await expect(first).toContainText('913-0000019')
  await expect(first).toContainText('128')
  await expect(first).toContainText('1010 GiB')
  await expect(first).toContainText('Provisionable')
  await expect(ui.rowOf(sleds(page), DRAINED_SLED.id)).toContainText('Not provisionable')
  await expect(page.getByRole('link', { name: 'Hardware maintenance guide' })).toBeVisible()
  await ui.expectAccessible(page)
})

test('/system/inventory opens the sleds tab', async ({ page }) => {
  await page.goto('/system/inventory')
  await expect(page).toHaveURL('/system/inventory/sleds')
  const tabs = page.getByRole('navigation', { name: 'Inventory sections' })
  await expect(tabs.getByRole('link', { name: 'Sleds' })).toHaveAttribute('aria-current', 'page')
})

test("change a sled's provision policy, told first what it means", async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await ui.rowAction(page, `sled ${FIRST_SLED.serial}`, 'Make not provisionable')
  const dialog = page.getByRole('dialog', { name: 'Make not provisionable' })
  await expect(dialog).toContainText(`Make sled ${FIRST_SLED.serial} not provisionable?`)
  await expect(dialog).toContainText('New instances will not be placed on it')
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Make not provisionable', 'Make not provisionable')
  await expect(ui.toast(page, 'Sled is now not provisionable')).toBeVisible()
  await expect(ui.rowOf(sleds(page), FIRST_SLED.id)).toContainText('Not provisionable')
  await expect(figure(page, 'Not provisionable')).toContainText('2')

  // and back: the drained sled takes new instances again
  await ui.rowAction(page, `sled ${DRAINED_SLED.serial}`, 'Make provisionable')
  await expect(page.getByRole('dialog', { name: 'Make provisionable' })).toContainText(
    'New instances may be placed on it again',
  )
  await ui.inDialog(page, 'Make provisionable', 'Make provisionable')
  await expect(ui.rowOf(sleds(page), DRAINED_SLED.id)).toContainText('Provisionable')
  await expect(ui.rowOf(sleds(page), DRAINED_SLED.id)).not.toContainText('Not provisionable')
})

test('add the sled waiting in its cubby, with the keyboard alone', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  const row = ui.rowOf(waiting(page), '8')
  await expect(row).toContainText(WAITING_SLED.serial)
  await expect(ui.rowOf(sleds(page), WAITING_SLED.id)).toHaveCount(0)

  await page.getByRole('button', { name: `Actions for sled ${WAITING_SLED.serial}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Add to rack' })).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add sled' })
  await expect(dialog).toContainText(`Add sled ${WAITING_SLED.serial} in cubby 8 to the rack?`)
  const add = dialog.getByRole('button', { name: 'Add sled' })
  for (let tabs = 0; tabs < 5 && !(await add.evaluate((el) => el === document.activeElement)); tabs++) {
    await page.keyboard.press('Tab')
  }
  await expect(add).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(ui.toast(page, 'Sled added')).toBeVisible()
  await expect(ui.rowOf(sleds(page), WAITING_SLED.id)).toContainText(WAITING_SLED.serial)
  await expect(page.getByText('No sleds waiting')).toBeVisible()
  await expect(figure(page, 'Sleds in service')).toContainText('16')
  await ui.expectAccessible(page)
})

test("a sled's page: its instances, from every silo, and its drives", async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await sleds(page).getByRole('link', { name: DRAINED_SLED.id }).click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${DRAINED_SLED.id}/instances`)
  await expect(page.getByRole('heading', { name: `Sled ${DRAINED_SLED.serial}` })).toBeVisible()

  const instances = ui.table(page, 'Instances on this sled')
  await expect(instances.getByRole('columnheader')).toHaveText(['Name', 'Project', 'Silo', 'State', 'vCPUs', 'Memory'])
  const sandbox = ui.rowOf(instances, 'dev-sandbox')
  await expect(sandbox).toContainText('demo-project')
  await expect(sandbox).toContainText('demo-silo')
  await expect(sandbox).toContainText('running')
  await expect(sandbox).toContainText('4 GiB')
  await ui.expectAccessible(page)

  await page.getByRole('navigation', { name: 'Sled sections' }).getByRole('link', { name: 'Physical disks' }).click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${DRAINED_SLED.id}/disks`)
  await expect(ui.table(page, 'Physical disks of this sled').getByRole('row')).toHaveCount(11)
  await ui.expectAccessible(page)

  // the instances of other silos are there too
  await page.goto(`/system/inventory/sleds/${sledId(16)}/instances`)
  await expect(ui.rowOf(ui.table(page, 'Instances on this sled'), 'saml-vm')).toContainText('other-silo')
})

test('the disks tab: drives in service across the rack, each linked to its sled', async ({ page }) => {
  await page.goto('/system/inventory/sleds')
  await page.getByRole('navigation', { name: 'Inventory sections' }).getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL('/system/inventory/disks')
  const disks = ui.table(page, 'Physical disks')
  await expect(disks.getByRole('columnheader')).toHaveText([
    'Serial',
    'Model',
    'Vendor',
    'Form factor',
    'Sled',
    'Policy',
    'State',
  ])
  const firstRow = disks.getByRole('row').nth(1)
  await expect(firstRow).toContainText('U.2')
  await expect(firstRow).toContainText('In service')
  await expect(firstRow).toContainText('Western Digital')
  await ui.expectAccessible(page)

  await firstRow.getByRole('link', { name: FIRST_SLED.serial }).click()
  await expect(page).toHaveURL(`/system/inventory/sleds/${FIRST_SLED.id}/instances`)
})

test('a retired drive is on its sled’s page, and the switches have their tab', async ({ page }) => {
  await page.goto(`/system/inventory/sleds/${sledId(2)}/disks`)
  const drives = ui.table(page, 'Physical disks of this sled')
  await expect(drives.getByRole('row').filter({ hasText: 'Expunged' })).toHaveCount(1)

  await page.goto('/system/inventory/switches')
  const switches = ui.table(page, 'Switches')
  await expect(switches.getByRole('row')).toHaveCount(3)
  await expect(ui.rowOf(switches, 'BRM44251101')).toContainText('913-0000006')
  await ui.expectAccessible(page)
})

test('a failed list keeps the rack summary and the navigation, and can be tried again', async ({ page }) => {
  await ui.openFailing(page, '/system/inventory/disks', { physicalDiskList: 500 })
  await expect(page.getByRole('alert')).toContainText('Something went wrong')
  await expect(page.getByRole('region', { name: 'Rack summary' })).toContainText('Sleds in service')
  await expect(page.getByRole('navigation', { name: 'Inventory sections' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'System' })).toBeVisible()
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(ui.table(page, 'Physical disks').getByRole('row').nth(1)).toContainText('U.2')
})

test('a sled that does not exist, or an id that is not one, is page-not-found', async ({ page }) => {
  await page.goto('/system/inventory/sleds/00000000-0000-4000-8000-000000000000/instances')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.goto('/system/inventory/sleds/not-a-sled')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
