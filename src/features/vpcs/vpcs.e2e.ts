import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const base = '/projects/demo-project/vpcs'
const vpcTable = (page: Page) => page.getByRole('table', { name: 'VPCs' })
const subnetTable = (page: Page) => page.getByRole('table', { name: 'Subnets' })
const tabs = (page: Page) => page.getByRole('navigation', { name: 'VPC sections' })

/** Creates a VPC through the form and waits for its page. */
async function createVpc(page: Page, name: string) {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create VPC' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name)
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(`${base}/${name}/firewall-rules`)
}

test('the VPC list shows each VPC with its DNS name and links to its page', async ({ page }) => {
  await page.goto(base)
  const row = vpcTable(page).getByRole('row', { name: /platform/ })
  await expect(row).toContainText('Shared platform services')
  await expect(vpcTable(page).getByRole('row', { name: /backend/ })).toBeVisible()
  await expectAccessible(page)

  await row.getByRole('link', { name: 'platform' }).click()
  await expect(page).toHaveURL(`${base}/platform/firewall-rules`)
  await expect(page.getByRole('heading', { name: 'platform', level: 1 })).toBeVisible()
})

test('create a VPC: a bad IPv6 prefix is explained as it is typed, a good one lands on the new page', async ({
  page,
}) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create VPC' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('staging')
  // the DNS name follows the name until it is typed
  await expect(dialog.getByRole('textbox', { name: /^DNS name/ })).toHaveValue('staging')
  const prefix = dialog.getByRole('textbox', { name: /^IPv6 prefix/ })
  for (const [value, message] of [
    ['fd12:3456:789a::', 'Must contain an IP address and a width, separated by a /'],
    ['fd12:3456:789a::/130', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 network'],
    ['fd12:3456:789a::/64', 'Width must be 48'],
    ['2001:db8::/48', 'Must be in the unique local range fd00::/8'],
  ]) {
    await prefix.fill(value)
    await expect(dialog.getByText(message)).toBeVisible()
  }
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Must be in the unique local range fd00::/8')
  await expect(prefix).toHaveValue('2001:db8::/48')

  await prefix.fill('fd12:3456:789a::/48')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(page).toHaveURL(`${base}/staging/firewall-rules`)
  const properties = page.getByRole('definition')
  await expect(properties.filter({ hasText: 'fd12:3456:789a::/48' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'VPC created' })).toBeVisible()
  await expectAccessible(page)

  await tabs(page).getByRole('link', { name: 'Subnets' }).click()
  await expect(tabs(page).getByRole('link', { name: 'Subnets' })).toHaveAttribute('aria-current', 'page')
  const row = subnetTable(page).getByRole('row', { name: /default/ })
  await expect(row).toContainText('172.30.0.0/22')
  await expect(row).toContainText('fd12:3456:789a::/64')
})

test('a taken VPC name is refused and the input is kept', async ({ page }) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create VPC' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('backend')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(dialog.getByRole('alert')).toContainText('name already exists')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('backend')
})

test('edit a VPC from the list', async ({ page }) => {
  await page.goto(base)
  await page.getByRole('button', { name: 'Actions for VPC backend' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit VPC' })
  await expect(dialog.getByRole('textbox', { name: /^DNS name/ })).toHaveValue('backend')
  await expectAccessible(page)

  await dialog.getByRole('textbox', { name: /^DNS name/ }).fill('Backend')
  await expect(dialog.getByText('Must start with a lowercase letter')).toBeVisible()
  await dialog.getByRole('textbox', { name: /^DNS name/ }).fill('db-net')
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Databases only')
  await dialog.getByRole('button', { name: 'Update VPC' }).click()
  await expect(page).toHaveURL(base)
  const row = vpcTable(page).getByRole('row', { name: /backend/ })
  await expect(row).toContainText('db-net')
  await expect(row).toContainText('Databases only')
})

test('renaming a VPC on its page moves to the new name and keeps the tab', async ({ page }) => {
  await page.goto(`${base}/backend/subnets`)
  await page.getByRole('link', { name: 'Edit VPC' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit VPC' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('backend-v2')
  await dialog.getByRole('button', { name: 'Update VPC' }).click()
  await expect(page).toHaveURL(`${base}/backend-v2/subnets`)
  await expect(page.getByRole('heading', { name: 'backend-v2', level: 1 })).toBeVisible()
  await expect(subnetTable(page).getByRole('row', { name: /app/ })).toBeVisible()
})

test('a VPC with subnets cannot be deleted until its subnets are gone', async ({ page }) => {
  await createVpc(page, 'throwaway')
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'VPCs' }).click()
  await page.getByRole('button', { name: 'Actions for VPC throwaway' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete VPC' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete VPC' })).toContainText(
    'VPC cannot be deleted while VPC Subnets exist',
  )
  await expect(vpcTable(page).getByRole('row', { name: /throwaway/ })).toBeVisible()

  // clear out its default subnet, then try again
  await vpcTable(page).getByRole('link', { name: 'throwaway' }).click()
  await tabs(page).getByRole('link', { name: 'Subnets' }).click()
  await page.getByRole('button', { name: 'Actions for subnet default' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete subnet' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No subnets')).toBeVisible()

  await page.getByRole('button', { name: 'Delete VPC' }).click()
  await page.getByRole('dialog', { name: 'Delete VPC' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(base)
  await expect(page.getByRole('status').filter({ hasText: 'VPC deleted' })).toBeVisible()
  await expect(vpcTable(page).getByRole('row', { name: /throwaway/ })).toHaveCount(0)
})

test("a VPC's index opens its firewall rules tab", async ({ page }) => {
  await page.goto(`${base}/default`)
  await expect(page).toHaveURL(`${base}/default/firewall-rules`)
  await expect(tabs(page).getByRole('link', { name: 'Firewall rules' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('VPCs')
})

test('a VPC that does not exist shows the not-found page', async ({ page }) => {
  await page.goto(`${base}/no-such-vpc/subnets`)
  await expect(page.getByText(/doesn't exist/)).toBeVisible()
})

test("a viewer's VPC create is refused and the input is kept", async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create VPC' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('viewers-net')
  await dialog.getByRole('button', { name: 'Create VPC' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Action not authorized')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('viewers-net')
})
