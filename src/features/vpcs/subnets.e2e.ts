import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { deleteRow, expectMessages, expectRefused, openForm, select, textbox, vpcs } from './networkSteps'

const subnetTable = (page: Page) => ui.table(page, 'Subnets')

test('the subnets tab lists blocks and custom routers, linked to their router', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  await expect(page.getByRole('heading', { name: 'Subnets', level: 2 })).toBeVisible()
  const mesh = ui.rowOf(subnetTable(page), 'mesh')
  await expect(mesh).toContainText('10.50.0.0/24')
  await expect(ui.rowOf(subnetTable(page), 'default')).toContainText('None')
  await ui.expectAccessible(page)

  await mesh.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${vpcs}/platform/routers/mesh-router`)
})

test('create a subnet: bad blocks are explained as typed, an overlap is refused by the API with the input kept', async ({
  page,
}) => {
  await page.goto(`${vpcs}/backend/subnets-new`)
  const dialog = page.getByRole('dialog', { name: 'Create subnet' })
  await expect(dialog).toBeVisible()
  await ui.expectAccessible(page)
  // the form belongs to the subnets tab (behind the modal, so hidden from the accessibility tree)
  await expect(page.locator('nav[aria-label="VPC sections"] a', { hasText: 'Subnets' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await textbox(dialog, 'Name').fill('cache')
  const ipv4 = textbox(dialog, 'IPv4 block')
  const ipv6 = textbox(dialog, 'IPv6 block')
  await expectMessages(dialog, ipv4, [
    ['10.20.2.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.20.2.0/33', 'Max width for IPv4 is 32'],
    ['10.20.2.0/2x', 'Width must be an integer'],
    ['fd00::/64', 'Must be an IPv4 network'],
  ])
  await expectMessages(dialog, ipv6, [['10.20.2.0/24', 'Must be an IPv6 network']])
  await ipv6.fill('')

  // app is 10.20.0.0/24
  await ipv4.fill('10.20.0.0/25')
  await expectRefused(dialog, 'Create subnet', "IP address range '10.20.0.0/25' conflicts with an existing subnet", [
    ['IPv4 block', '10.20.0.0/25'],
    ['Name', 'cache'],
  ])
  await ipv4.fill('10.20.2.0/28')
  await expectRefused(dialog, 'Create subnet', 'prefix length between 8 and 26', [['IPv4 block', '10.20.2.0/28']])

  await ipv4.fill('10.20.2.0/24')
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(`${vpcs}/backend/subnets`)
  await expect(ui.toast(page, 'Subnet created')).toContainText('cache')
  await expect(ui.rowOf(subnetTable(page), 'cache')).toContainText('10.20.2.0/24')
})

test('create a subnet with an IPv6 block and a custom router', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  const dialog = await openForm(page, 'New subnet', 'Create subnet')
  await textbox(dialog, 'Name').fill('edge')
  await textbox(dialog, 'IPv4 block').fill('10.50.1.0/24')
  const router = select(dialog, 'Custom router')
  // only custom routers can be chosen
  await expect(router.locator('option', { hasText: 'system' })).toHaveCount(0)
  await router.selectOption({ label: 'mesh-router' })
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  const row = ui.rowOf(subnetTable(page), 'edge')
  await expect(row).toContainText('10.50.1.0/24')
  await expect(row).toContainText('mesh-router')
})

test("change a subnet's custom router; renaming it keeps the router", async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  await ui.rowAction(page, 'subnet default', 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit subnet' })
  // the blocks are shown but cannot be changed
  await expect(textbox(dialog, 'IPv4 block')).toHaveCount(0)
  await expect(dialog).toContainText('172.30.0.0/22')
  await ui.expectAccessible(page)
  await select(dialog, 'Custom router').selectOption({ label: 'mesh-router' })
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(ui.rowOf(subnetTable(page), 'default')).toContainText('mesh-router')

  await subnetTable(page).getByRole('link', { name: 'mesh', exact: true }).click()
  await textbox(dialog, 'Name').fill('mesh-renamed')
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(ui.toast(page, 'Subnet updated').filter({ hasText: 'mesh-renamed' })).toBeVisible()
  await expect(ui.rowOf(subnetTable(page), 'mesh-renamed')).toContainText('mesh-router')

  await subnetTable(page).getByRole('link', { name: 'mesh-renamed' }).click()
  await select(dialog, 'Custom router').selectOption('')
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(ui.rowOf(subnetTable(page), 'mesh-renamed')).toContainText('None')
})

test('delete a subnet; one with network interfaces is refused', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  const says =
    'Are you sure you want to delete subnet mesh? A subnet that still holds network interfaces cannot be deleted.'
  await deleteRow(page, 'subnet', 'mesh', says)
  await expect(ui.toast(page, 'Subnet deleted')).toContainText('mesh')
  await expect(ui.rowOf(subnetTable(page), 'mesh')).toHaveCount(0)

  // db-primary has an interface in backend's data subnet
  await page.goto(`${vpcs}/backend/subnets`)
  await deleteRow(page, 'subnet', 'data')
  await expect(ui.errorToast(page, 'Could not delete subnet')).toContainText('network interfaces')
  await expect(ui.rowOf(subnetTable(page), 'data')).toBeVisible()
})
