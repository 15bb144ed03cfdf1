import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const base = '/projects/demo-project/floating-ips'
const row = (page: Page, name: string) => ui.rowOf(ui.table(page, 'Floating IPs'), name)

async function openActions(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for floating IP ${name}` }).click()
}

test('the list shows each address with its pool and attached instance', async ({ page }) => {
  await page.goto(base)
  await expect(row(page, 'web-frontend-ip')).toContainText('10.0.0.10')
  await expect(row(page, 'web-frontend-ip')).toContainText('default')
  await expect(row(page, 'web-frontend-ip').getByRole('link', { name: 'web-server-1' })).toHaveAttribute(
    'href',
    '/projects/demo-project/instances/web-server-1',
  )
  await expect(row(page, 'spare-ip')).toContainText('10.0.0.13')
  await expect(row(page, 'spare-ip')).toContainText('None')
  await expect(row(page, 'spare-ip').getByRole('button', { name: 'Copy 10.0.0.13' })).toBeVisible()
  await ui.expectAccessible(page)
})

test('an attached floating IP cannot be deleted, and says why', async ({ page }) => {
  await page.goto(base)
  await openActions(page, 'web-frontend-ip')
  await expect(page.getByRole('menuitem', { name: 'Attach to instance' })).toHaveCount(0)
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await expect(del).toHaveAttribute('aria-disabled', 'true')
  await del.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Detach the floating IP before deleting it')
  // choosing it anyway does nothing
  await del.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Delete floating IP' })).toHaveCount(0)
})

test('allocate a floating IP from the default pool after fixing a bad address', async ({ page }) => {
  await page.goto(base)
  await page.getByRole('link', { name: 'New floating IP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create floating IP' })
  await expect(dialog.getByRole('combobox', { name: 'IP pool' })).toHaveValue('default')
  await expect(dialog.getByRole('option', { name: 'default (default)' })).toBeAttached()
  await ui.expectAccessible(page)

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('api-gateway-ip')
  const address = dialog.getByRole('textbox', { name: /^IP address/ })
  await address.fill('10.0.0')
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Not a valid IP address')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('api-gateway-ip')

  await address.fill('')
  await dialog.getByRole('button', { name: 'Create floating IP' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(base)
  await expect(ui.toast(page, 'Floating IP created')).toContainText('api-gateway-ip')
  await expect(row(page, 'api-gateway-ip')).toContainText('default')
  await expect(row(page, 'api-gateway-ip')).toContainText(/10\.0\.0\.\d+/)
  await expect(row(page, 'api-gateway-ip')).toContainText('None')
})

test('allocate a specific free address; a taken or foreign one is refused and the input kept', async ({ page }) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create floating IP' })
  const name = dialog.getByRole('textbox', { name: /^Name/ })
  const address = dialog.getByRole('textbox', { name: /^IP address/ })
  const submit = dialog.getByRole('button', { name: 'Create floating IP' })
  await name.fill('mail-ip')

  // the default pool is seen to hold IPv4 addresses only
  await address.fill('fd00:99::20')
  await expect(dialog.getByText('Must be an IPv4 address: pool default holds IPv4 addresses')).toBeVisible()

  await address.fill('10.0.0.13')
  await submit.click()
  await expect(dialog.getByRole('alert')).toContainText('IP address 10.0.0.13 is already in use')
  await expect(address).toHaveValue('10.0.0.13')

  await address.fill('192.168.7.7')
  await submit.click()
  await expect(dialog.getByRole('alert')).toContainText('IP address 192.168.7.7 is not in IP pool "default"')
  await expect(name).toHaveValue('mail-ip')

  await address.fill('10.0.0.42')
  await submit.click()
  await expect(dialog).toHaveCount(0)
  await expect(row(page, 'mail-ip')).toContainText('10.0.0.42')
})

test('attach a floating IP to an instance, then detach it', async ({ page }) => {
  await page.goto(base)
  await openActions(page, 'spare-ip')
  await expect(page.getByRole('menuitem', { name: 'Detach' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'Attach to instance' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  const instance = modal.getByRole('combobox', { name: 'Instance' })
  await expect(instance.getByRole('option', { name: 'db-primary (stopped)' })).toBeAttached()
  await expect(instance.getByRole('option', { name: 'web-server-1 (running)' })).toBeAttached()
  await ui.expectAccessible(page)

  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal.getByText('Instance is required')).toBeVisible()
  await instance.selectOption('db-primary')
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toHaveCount(0)
  await expect(row(page, 'spare-ip').getByRole('link', { name: 'db-primary' })).toBeVisible()

  // the instance's networking tab sees it too
  await row(page, 'spare-ip').getByRole('link', { name: 'db-primary' }).click()
  await page.getByRole('link', { name: 'Networking', exact: true }).click()
  await expect(page.getByRole('table', { name: 'External IPs' })).toContainText('spare-ip')
  await page.getByRole('link', { name: 'Floating IPs', exact: true }).click()

  await ui.rowAction(page, 'floating IP spare-ip', 'Detach')
  await expect(page.getByRole('dialog', { name: 'Detach floating IP' })).toContainText('db-primary')
  await ui.inDialog(page, 'Detach floating IP', 'Detach')
  await expect(ui.toast(page, 'Floating IP detached')).toContainText('spare-ip')
  await expect(row(page, 'spare-ip')).toContainText('None')
  // detached, it may be deleted again
  await openActions(page, 'spare-ip')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).not.toHaveAttribute('aria-disabled')
})

test('edit the name and description; the address, pool and instance are shown read-only', async ({ page }) => {
  await page.goto(base)
  await ui.rowAction(page, 'floating IP web-frontend-ip', 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit floating IP' })
  await expect(dialog).toContainText('10.0.0.10')
  await expect(dialog).toContainText('default')
  await expect(dialog.getByRole('link', { name: 'web-server-1' })).toBeVisible()
  await ui.expectAccessible(page)

  const name = dialog.getByRole('textbox', { name: /^Name/ })
  await name.fill('Web-IP')
  await expect(dialog.getByText('Must start with a lowercase letter')).toBeVisible()
  await name.fill('web-tier-ip')
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Moved behind the new load balancer')
  await dialog.getByRole('button', { name: 'Update floating IP' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(row(page, 'web-tier-ip')).toContainText('Moved behind the new load balancer')
  await expect(row(page, 'web-frontend-ip')).toHaveCount(0)
})

test('a project without floating IPs offers to create one', async ({ page }) => {
  await page.goto('/projects/web-frontend/floating-ips')
  await ui.expectEmptyOffersCreate(page, 'No floating IPs', 'New floating IP', 'Create floating IP')
})

test('detaching a floating IP names the instance that loses the address', async ({ page }) => {
  await page.goto(base)
  await ui.rowAction(page, 'floating IP web-frontend-ip', 'Detach')
  // the seed attaches web-frontend-ip (10.0.0.10) to web-server-1, which has no other external address
  await expect(ui.impactList(page, 'Detach floating IP', 'Loses the address 10.0.0.10')).toHaveText(['web-server-1'])
  await expect(ui.impactOf(page, 'Detach floating IP')).toContainText('It has no other external address')
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Detach floating IP', 'Detach')
  await expect(ui.toast(page, 'Floating IP detached')).toContainText('web-frontend-ip')
})

test('an instance past the project’s first 1,000 takes a floating IP by its name', async ({ page }) => {
  // scale-test holds 2,000 instances; the picker's options are the first 1,000 by name
  await page.goto('/projects/scale-test/vpcs')
  // the mock answers once the page has drawn from it; its state lives in the page: made
  // here, then read by the floating IP list's first load, a client navigation
  await expect(page.getByRole('heading', { name: 'VPCs', level: 1 })).toBeVisible()
  expect(await ui.postApi(page, '/v1/floating-ips?project=scale-test', { name: 'far-ip', description: '' })).toBe(201)
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Floating IPs' }).click()
  await openActions(page, 'far-ip')
  await page.getByRole('menuitem', { name: 'Attach to instance' }).click()
  const modal = page.getByRole('dialog', { name: 'Attach floating IP' })
  const instance = modal.getByRole('combobox', { name: 'Instance' })
  await expect(instance.getByRole('option', { name: 'inst-1000 (stopped)' })).toBeAttached()
  await expect(instance.getByRole('option', { name: /inst-1500/ })).toHaveCount(0)

  await instance.selectOption({ label: 'Another instance, by name…' })
  await modal.getByRole('textbox', { name: 'Instance name' }).fill('inst-1500')
  await ui.expectAccessible(page)
  await modal.getByRole('button', { name: 'Attach' }).click()
  await expect(modal).toHaveCount(0)
  await expect(row(page, 'far-ip').getByRole('link', { name: 'inst-1500' })).toBeVisible()
})
