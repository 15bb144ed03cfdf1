import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { deleteFromPage, deleteRow, expectMessages, expectRefused, textbox, vpcs } from './networkSteps'

const vpcTable = (page: Page) => ui.table(page, 'VPCs')
const tabs = (page: Page) => page.getByRole('navigation', { name: 'VPC sections' })

/** The create form, opened by its address. */
async function newVpc(page: Page) {
  await page.goto(`${vpcs}-new`)
  return page.getByRole('dialog', { name: 'Create VPC' })
}

/** Creating a VPC of this name is refused with `reason`, and the form keeps the name. */
async function expectCreateRefused(page: Page, name: string, reason: string) {
  const dialog = await newVpc(page)
  await textbox(dialog, 'Name').fill(name)
  await expectRefused(dialog, 'Create VPC', reason, [['Name', name]])
}

test('the VPC list shows each VPC with its DNS name and links to its page', async ({ page }) => {
  await page.goto(vpcs)
  const row = ui.rowOf(vpcTable(page), 'platform')
  await expect(row).toContainText('Shared platform services')
  await expect(ui.rowOf(vpcTable(page), 'backend')).toBeVisible()
  await ui.expectAccessible(page)

  await row.getByRole('link', { name: 'platform' }).click()
  await expect(page).toHaveURL(`${vpcs}/platform/firewall-rules`)
  await expect(page.getByRole('heading', { name: 'platform', level: 1 })).toBeVisible()
})

test('create a VPC: a bad IPv6 prefix is explained as it is typed, a good one lands on the new page', async ({
  page,
}) => {
  const dialog = await newVpc(page)
  await expect(dialog).toBeVisible()
  await ui.expectAccessible(page)

  await textbox(dialog, 'Name').fill('staging')
  // the DNS name follows the name until it is typed
  await expect(textbox(dialog, 'DNS name')).toHaveValue('staging')
  const prefix = textbox(dialog, 'IPv6 prefix')
  await expectMessages(dialog, prefix, [
    ['fd12:3456:789a::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12:3456:789a::/130', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 network'],
    ['fd12:3456:789a::/64', 'Width must be 48'],
    ['2001:db8::/48', 'Must be in the unique local range fd00::/8'],
  ])
  await expectRefused(dialog, 'Create VPC', 'Must be in the unique local range fd00::/8', [
    ['IPv6 prefix', '2001:db8::/48'],
  ])

  await prefix.fill('fd12:3456:789a::/48')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(`${vpcs}/staging/firewall-rules`)
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'fd12:3456:789a::/48' })).toBeVisible()
  await expect(ui.toast(page, 'VPC created')).toBeVisible()
  await ui.expectAccessible(page)

  await tabs(page).getByRole('link', { name: 'Subnets' }).click()
  await expect(tabs(page).getByRole('link', { name: 'Subnets' })).toHaveAttribute('aria-current', 'page')
  const row = ui.rowOf(ui.table(page, 'Subnets'), 'default')
  await expect(row).toContainText('172.30.0.0/22')
  await expect(row).toContainText('fd12:3456:789a::/64')
})

test('the DNS name stops following the name once it is typed, and follows again when cleared', async ({ page }) => {
  const dialog = await newVpc(page)
  const dns = textbox(dialog, 'DNS name')
  await textbox(dialog, 'Name').fill('staging')
  await dns.fill('stage')
  await textbox(dialog, 'Name').fill('staging-2')
  await expect(dns).toHaveValue('stage')
  await dns.fill('')
  await textbox(dialog, 'Name').fill('staging-3')
  await expect(dns).toHaveValue('staging-3')
})

test('a taken VPC name is refused and the input is kept', async ({ page }) => {
  await expectCreateRefused(page, 'backend', 'name already exists')
})

test('edit a VPC from the list', async ({ page }) => {
  await page.goto(vpcs)
  await ui.rowAction(page, 'VPC backend', 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit VPC' })
  const dns = textbox(dialog, 'DNS name')
  await expect(dns).toHaveValue('backend')
  await ui.expectAccessible(page)

  await expectMessages(dialog, dns, [['Backend', 'Must start with a lowercase letter']])
  await dns.fill('db-net')
  await textbox(dialog, 'Description').fill('Databases only')
  await dialog.getByRole('button', { name: 'Update VPC' }).click()
  await expect(page).toHaveURL(vpcs)
  const row = ui.rowOf(vpcTable(page), 'backend')
  await expect(row).toContainText('db-net')
  await expect(row).toContainText('Databases only')
})

test('renaming a VPC on its page moves to the new name and keeps the tab', async ({ page }) => {
  await page.goto(`${vpcs}/backend/subnets`)
  await page.getByRole('link', { name: 'Edit VPC' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit VPC' })
  await textbox(dialog, 'Name').fill('backend-v2')
  await dialog.getByRole('button', { name: 'Update VPC' }).click()
  await expect(page).toHaveURL(`${vpcs}/backend-v2/subnets`)
  await expect(page.getByRole('heading', { name: 'backend-v2', level: 1 })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Subnets'), 'app')).toBeVisible()
})

test('a VPC with subnets cannot be deleted until its subnets are gone', async ({ page }) => {
  const dialog = await newVpc(page)
  await textbox(dialog, 'Name').fill('throwaway')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(`${vpcs}/throwaway/firewall-rules`)

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'VPCs' }).click()
  const says = 'Are you sure you want to delete VPC throwaway? Its subnets must be deleted first'
  await deleteRow(page, 'VPC', 'throwaway', says)
  await expect(ui.errorToast(page, 'Could not delete VPC')).toContainText(
    'VPC cannot be deleted while VPC Subnets exist',
  )
  await expect(ui.rowOf(vpcTable(page), 'throwaway')).toBeVisible()

  // clear out its default subnet, then try again
  await vpcTable(page).getByRole('link', { name: 'throwaway' }).click()
  await tabs(page).getByRole('link', { name: 'Subnets' }).click()
  await deleteRow(page, 'subnet', 'default')
  await expect(page.getByText('No subnets')).toBeVisible()

  await deleteFromPage(page, 'VPC', says)
  await expect(page).toHaveURL(vpcs)
  await expect(ui.toast(page, 'VPC deleted')).toContainText('throwaway')
  await expect(ui.rowOf(vpcTable(page), 'throwaway')).toHaveCount(0)
})

test("a VPC's index opens its firewall rules tab", async ({ page }) => {
  await page.goto(`${vpcs}/default`)
  await expect(page).toHaveURL(`${vpcs}/default/firewall-rules`)
  await expect(tabs(page).getByRole('link', { name: 'Firewall rules' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('VPCs')
})

test('a VPC that does not exist shows the not-found page', async ({ page }) => {
  await page.goto(`${vpcs}/no-such-vpc/subnets`)
  await expect(page.getByText(/doesn't exist/)).toBeVisible()
})

test("a viewer's VPC create is refused and the input is kept", async ({ pageAs }) => {
  await expectCreateRefused(await pageAs('silo-viewer'), 'viewers-net', 'Action not authorized')
})

test('deleting a VPC lists what is in the way and what goes with it; the API then refuses', async ({ page }) => {
  await page.goto(vpcs)
  await ui.rowAction(page, 'VPC platform', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete VPC' })
  // the seed's platform VPC: two subnets and the custom router mesh-router are in the way
  await expect(ui.impactList(page, 'Delete VPC', 'Subnets')).toHaveText(['default', 'mesh'])
  await expect(ui.impactList(page, 'Delete VPC', 'Custom routers')).toHaveText(['mesh-router'])
  await expect(ui.impactList(page, 'Delete VPC', 'Internet gateways deleted with it')).toHaveText(['default', 'egress'])
  await expect(ui.impactList(page, 'Delete VPC', 'Firewall rules deleted with it')).toHaveText([
    'allow-icmp',
    'allow-internal-inbound',
    'allow-ssh',
  ])
  await expect(ui.impactOf(page, 'Delete VPC')).toContainText('The API refuses to delete a VPC while it has subnets')
  await ui.expectAccessible(page)

  await dialog.getByRole('button', { name: 'Try to delete' }).click()
  await expect(ui.errorToast(page, 'Could not delete VPC')).toContainText(
    'VPC cannot be deleted while VPC Subnets exist',
  )
})

test('a preview that cannot be read says so, leaves the delete as it was, and reads again on Try again', async ({
  page,
}) => {
  await ui.openFailing(page, vpcs, { vpcSubnetList: 500 })
  await ui.rowAction(page, 'VPC backend', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete VPC' })
  await expect(ui.impactOf(page, 'Delete VPC').getByRole('alert')).toContainText('Could not check what this touches')
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeEnabled()

  await ui.clearFaults(page)
  await dialog.getByRole('button', { name: 'Try again' }).focus()
  await page.keyboard.press('Enter')
  await expect(ui.impactList(page, 'Delete VPC', 'Subnets')).toHaveText(['app', 'data'])
  await expect(dialog.getByRole('button', { name: 'Try to delete' })).toBeVisible()

  // from the keyboard, a listed subnet opens, and the dialog closes on the way
  const link = ui.impactList(page, 'Delete VPC', 'Subnets').getByRole('link', { name: 'data' })
  for (let tabs = 0; tabs < 10 && !(await link.evaluate((el) => el === document.activeElement)); tabs++) {
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${vpcs}/backend/subnets/data/edit`)
  await expect(dialog).toHaveCount(0)
})
