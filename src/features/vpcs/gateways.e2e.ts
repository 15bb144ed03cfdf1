import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { vpcs } from './networkSteps'

const platform = `${vpcs}/platform`
const gatewayTable = (page: Page) => ui.table(page, 'Internet gateways')

test('the gateways tab lists each gateway with its attached pools and addresses', async ({ page }) => {
  await page.goto(`${platform}/internet-gateways`)
  await expect(page.getByRole('heading', { name: 'Internet gateways', level: 2 })).toBeVisible()
  const egress = ui.rowOf(gatewayTable(page), 'egress')
  // the table starts below the fold; a row reads what is attached once it is seen
  await expect(egress).toContainText('…')
  await egress.scrollIntoViewIfNeeded()
  await expect(egress).toContainText('ipv6-pool')
  await expect(egress).toContainText('10.0.0.240')
  const fallback = ui.rowOf(gatewayTable(page), 'default')
  await expect(fallback).toContainText('default')
  await expect(fallback).toContainText('None')
  await ui.expectAccessible(page)
})

test("a gateway's details show its pools, addresses and the routes that send traffic to it", async ({ page }) => {
  await page.goto(`${platform}/internet-gateways`)
  await gatewayTable(page).getByRole('link', { name: 'egress' }).click()
  await expect(page).toHaveURL(`${platform}/internet-gateways/egress`)
  const dialog = page.getByRole('dialog', { name: 'Internet gateway egress' })
  await expect(dialog).toContainText('IPv6 and fixed-address egress for the mesh')
  await expect(dialog.getByRole('button', { name: 'Copy gateway ID' })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Attached IP pools'), 'v6')).toContainText('ipv6-pool')
  await expect(ui.rowOf(ui.table(page, 'Attached IP addresses'), 'nat-v4')).toContainText('10.0.0.240')
  const routes = ui.table(page, 'Routes to this gateway')
  await expect(routes.getByRole('row', { name: /ipv6-egress/ })).toContainText('IP network ::/0')
  await expect(routes.getByRole('row')).toHaveCount(2)
  await ui.expectAccessible(page)

  await routes.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${platform}/routers/mesh-router`)
})

test('the default gateway is the target of the system default routes and of custom ones', async ({ page }) => {
  await page.goto(`${platform}/internet-gateways/default`)
  const dialog = page.getByRole('dialog', { name: 'Internet gateway default' })
  const routes = ui.table(page, 'Routes to this gateway')
  await expect(routes.getByRole('row', { name: /default-v4/ })).toContainText('system')
  await expect(routes.getByRole('row', { name: /default-v6/ })).toContainText('system')
  await expect(routes.getByRole('row', { name: /default-subnet-egress/ })).toContainText('Subnet default')
  await expect(ui.table(page, 'Attached IP addresses')).toHaveCount(0)
  await expect(dialog).toContainText('No IP addresses are attached.')

  // closing returns to the list
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(`${platform}/internet-gateways`)
  await expect(gatewayTable(page)).toBeVisible()
})
