import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const vpcs = '/projects/demo-project/vpcs'
const subnetTable = (page: Page) => page.getByRole('table', { name: 'Subnets' })

test('the subnets tab lists blocks and custom routers, linked to their router', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  const mesh = subnetTable(page).getByRole('row', { name: /mesh/ })
  await expect(mesh).toContainText('10.50.0.0/24')
  await expect(subnetTable(page).getByRole('row', { name: /default/ })).toContainText('None')
  await expectAccessible(page)

  await mesh.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${vpcs}/platform/routers/mesh-router`)
})

test('create a subnet: bad blocks are explained as typed, an overlap is refused by the API with the input kept', async ({
  page,
}) => {
  await page.goto(`${vpcs}/backend/subnets-new`)
  const dialog = page.getByRole('dialog', { name: 'Create subnet' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  // the form belongs to the subnets tab (behind the modal, so hidden from the accessibility tree)
  await expect(page.locator('nav[aria-label="VPC sections"] a', { hasText: 'Subnets' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('cache')
  const ipv4 = dialog.getByRole('textbox', { name: /^IPv4 block/ })
  const ipv6 = dialog.getByRole('textbox', { name: /^IPv6 block/ })
  for (const [value, message] of [
    ['10.20.2.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.20.2.0/33', 'Max width for IPv4 is 32'],
    ['10.20.2.0/2x', 'Width must be an integer'],
    ['fd00::/64', 'Must be an IPv4 network'],
  ]) {
    await ipv4.fill(value)
    await expect(dialog.getByText(message)).toBeVisible()
  }
  await ipv6.fill('10.20.2.0/24')
  await expect(dialog.getByText('Must be an IPv6 network')).toBeVisible()
  await ipv6.fill('')

  // app is 10.20.0.0/24
  await ipv4.fill('10.20.0.0/25')
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  await expect(dialog.getByRole('alert')).toContainText(
    "IP address range '10.20.0.0/25' conflicts with an existing subnet",
  )
  await expect(ipv4).toHaveValue('10.20.0.0/25')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('cache')

  await ipv4.fill('10.20.2.0/28')
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  await expect(dialog.getByRole('alert')).toContainText('prefix length between 8 and 26')

  await ipv4.fill('10.20.2.0/24')
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(`${vpcs}/backend/subnets`)
  await expect(subnetTable(page).getByRole('row', { name: /cache/ })).toContainText('10.20.2.0/24')
})

test('create a subnet with an IPv6 block and a custom router', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  await page.getByRole('link', { name: 'New subnet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create subnet' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('edge')
  await dialog.getByRole('textbox', { name: /^IPv4 block/ }).fill('10.50.1.0/24')
  const router = dialog.getByRole('combobox', { name: /Custom router/ })
  // only custom routers can be chosen
  await expect(router.locator('option', { hasText: 'system' })).toHaveCount(0)
  await router.selectOption({ label: 'mesh-router' })
  await dialog.getByRole('button', { name: 'Create subnet' }).click()
  const row = subnetTable(page).getByRole('row', { name: /edge/ })
  await expect(row).toContainText('10.50.1.0/24')
  await expect(row).toContainText('mesh-router')
})

test("change a subnet's custom router; renaming it keeps the router", async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  await page.getByRole('button', { name: 'Actions for subnet default' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  let dialog = page.getByRole('dialog', { name: 'Edit subnet' })
  // the blocks are shown but cannot be changed
  await expect(dialog.getByRole('textbox', { name: /IPv4 block/ })).toHaveCount(0)
  await expect(dialog).toContainText('172.30.0.0/22')
  await expectAccessible(page)
  await dialog.getByRole('combobox', { name: /Custom router/ }).selectOption({ label: 'mesh-router' })
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(subnetTable(page).getByRole('row', { name: /default/ })).toContainText('mesh-router')

  await subnetTable(page).getByRole('link', { name: 'mesh', exact: true }).click()
  dialog = page.getByRole('dialog', { name: 'Edit subnet' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('mesh-renamed')
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(subnetTable(page).getByRole('row', { name: /mesh-renamed/ })).toContainText('mesh-router')

  await subnetTable(page).getByRole('link', { name: 'mesh-renamed' }).click()
  await dialog.getByRole('combobox', { name: /Custom router/ }).selectOption('')
  await dialog.getByRole('button', { name: 'Update subnet' }).click()
  await expect(subnetTable(page).getByRole('row', { name: /mesh-renamed/ })).toContainText('None')
})

test('delete a subnet; one with network interfaces is refused', async ({ page }) => {
  await page.goto(`${vpcs}/platform/subnets`)
  await page.getByRole('button', { name: 'Actions for subnet mesh' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete subnet' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Subnet deleted' })).toBeVisible()
  await expect(subnetTable(page).getByRole('row', { name: /mesh/ })).toHaveCount(0)

  // db-primary has an interface in backend's data subnet
  await page.goto(`${vpcs}/backend/subnets`)
  await page.getByRole('button', { name: 'Actions for subnet data' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete subnet' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete subnet' })).toContainText(
    'network interfaces',
  )
  await expect(subnetTable(page).getByRole('row', { name: /data/ })).toBeVisible()
})
