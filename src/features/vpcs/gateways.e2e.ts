import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const platform = '/projects/demo-project/vpcs/platform'
const gatewayTable = (page: Page) => page.getByRole('table', { name: 'Internet gateways' })

test('the gateways tab lists each gateway with its attached pools and addresses', async ({ page }) => {
  await page.goto(`${platform}/internet-gateways`)
  const egress = gatewayTable(page).getByRole('row', { name: /egress/ })
  await expect(egress).toContainText('ipv6-pool')
  await expect(egress).toContainText('10.0.0.240')
  const fallback = gatewayTable(page).getByRole('row', { name: /^default/ })
  await expect(fallback).toContainText('default')
  await expect(fallback).toContainText('None')
  await expectAccessible(page)
})

test("a gateway's details show its pools, addresses and the routes that send traffic to it", async ({ page }) => {
  await page.goto(`${platform}/internet-gateways`)
  await gatewayTable(page).getByRole('link', { name: 'egress' }).click()
  await expect(page).toHaveURL(`${platform}/internet-gateways/egress`)
  const dialog = page.getByRole('dialog', { name: 'Internet gateway egress' })
  await expect(dialog).toContainText('IPv6 and fixed-address egress for the mesh')
  const pools = dialog.getByRole('table', { name: 'Attached IP pools' })
  await expect(pools.getByRole('row', { name: /v6/ })).toContainText('ipv6-pool')
  const addresses = dialog.getByRole('table', { name: 'Attached IP addresses' })
  await expect(addresses.getByRole('row', { name: /nat-v4/ })).toContainText('10.0.0.240')
  const routes = dialog.getByRole('table', { name: 'Routes to this gateway' })
  await expect(routes.getByRole('row', { name: /ipv6-egress/ })).toContainText('IP network ::/0')
  await expect(routes.getByRole('row')).toHaveCount(2)
  await expectAccessible(page)

  await routes.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${platform}/routers/mesh-router`)
})

test('the default gateway is the target of the system default routes and of custom ones', async ({ page }) => {
  await page.goto(`${platform}/internet-gateways/default`)
  const dialog = page.getByRole('dialog', { name: 'Internet gateway default' })
  const routes = dialog.getByRole('table', { name: 'Routes to this gateway' })
  await expect(routes.getByRole('row', { name: /default-v4/ })).toContainText('system')
  await expect(routes.getByRole('row', { name: /default-v6/ })).toContainText('system')
  await expect(routes.getByRole('row', { name: /default-subnet-egress/ })).toContainText('Subnet default')
  await expect(dialog.getByRole('table', { name: 'Attached IP addresses' })).toHaveCount(0)
  await expect(dialog).toContainText('No IP addresses are attached.')

  // closing returns to the list
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(`${platform}/internet-gateways`)
  await expect(gatewayTable(page)).toBeVisible()
})
