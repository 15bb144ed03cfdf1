import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const vpc = '/projects/demo-project/vpcs/platform'
const mesh = `${vpc}/routers/mesh-router`
const routeTable = (page: Page, router = 'mesh-router') =>
  page.getByRole('table', { name: `Routes of router ${router}` })

/** Opens the new-route form over mesh-router's page (reached by a click, so the page stays put). */
async function openNewRoute(page: Page) {
  await page.getByRole('link', { name: 'New route' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create route' })
  await expect(dialog).toBeVisible()
  return dialog
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name: new RegExp(`^${name}`) })
const select = (dialog: Locator, name: string) => dialog.getByRole('combobox', { name: new RegExp(`^${name}`) })

test("a custom router's page shows its properties and routes of every target kind", async ({ page }) => {
  await page.goto(mesh)
  await expect(page.getByRole('heading', { name: /Router mesh-router/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy router ID' })).toBeVisible()
  const table = routeTable(page)
  await expect(table.getByRole('row', { name: /vpn-clients/ })).toContainText('192.168.100.0/24')
  await expect(table.getByRole('row', { name: /vpn-clients/ })).toContainText('10.50.0.10')
  await expect(table.getByRole('row', { name: /legacy-network/ })).toContainText('web-server-2')
  await expect(table.getByRole('row', { name: /ipv6-egress/ })).toContainText('::/0')
  await expect(table.getByRole('row', { name: /default-subnet-egress/ })).toContainText('Internet gateway')
  await expect(table.getByRole('row', { name: /block-scanner/ })).toContainText('Drop')
  await expectAccessible(page)
})

test("the system router's routes are read-only and say why", async ({ page }) => {
  await page.goto(`${vpc}/routers/system`)
  const table = routeTable(page, 'system')
  await expect(table.getByRole('row', { name: /default-v4/ })).toContainText('default')
  await expect(table.getByRole('row', { name: /mesh/ })).toContainText('vpc subnet')
  await expect(page.getByRole('link', { name: 'New route' })).toHaveCount(0)
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Actions for route default-v4' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
  const edit = page.getByRole('menuitem', { name: 'Edit' })
  await expect(edit).toHaveAttribute('aria-disabled', 'true')
  await edit.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Routes of the system router cannot be changed')
  // Escape closes the tooltip first, then the menu
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)

  // the router itself is locked as well, with the reason on hover
  const editRouter = page.getByRole('button', { name: 'Edit router' })
  await expect(editRouter).toHaveAttribute('aria-disabled', 'true')
  await editRouter.hover()
  await expect(page.getByRole('tooltip').filter({ hasText: 'System routers cannot be changed' })).toBeVisible()

  // the forms' addresses explain instead of offering what the API would refuse
  await page.goto(`${vpc}/routers/system/routes-new`)
  await expect(page.getByRole('dialog', { name: 'Create route' })).toContainText(
    'Routes of the system router cannot be changed',
  )
  await page.goto(`${vpc}/routers/system/routes/default-v4/edit`)
  await expect(page.getByRole('dialog', { name: 'Edit route' })).toContainText(
    'Routes of the system router cannot be changed',
  )
})

test('an IP destination: a bad address is explained, then a route to drop is created', async ({ page }) => {
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await expectAccessible(page)
  await field(dialog, 'Name').fill('drop-probe')
  await select(dialog, 'Destination type').selectOption('ip')
  await field(dialog, 'Destination IP address').fill('203.0.113')
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await select(dialog, 'Target type').selectOption('drop')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Not a valid IP address')

  await field(dialog, 'Destination IP address').fill('203.0.113.7')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Route created' })).toBeVisible()
  const row = routeTable(page).getByRole('row', { name: /drop-probe/ })
  await expect(row).toContainText('203.0.113.7')
  await expect(row).toContainText('Drop')
})

test('an IP network destination with an IP target: width and IP version are checked', async ({ page }) => {
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await field(dialog, 'Name').fill('branch-office')
  const dest = field(dialog, 'Destination IP network')
  await dest.fill('10.60.0.0')
  await expect(dialog.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible()
  await dest.fill('10.60.0.0/40')
  await expect(dialog.getByText('Max width for IPv4 is 32')).toBeVisible()
  await dest.fill('10.60.0.0/16')

  const target = field(dialog, 'Target IP address')
  await target.fill('10.50.0')
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await target.fill('fd00::1')
  const mixed = 'Cannot mix IPv4 and IPv6: the destination is IPv4 but the target is IPv6'
  await expect(target).toHaveAccessibleDescription(new RegExp(mixed))

  // changing the destination to IPv6 settles the mix without touching the target
  await dest.fill('fd00:1::/48')
  await expect(target).not.toHaveAccessibleDescription(new RegExp(mixed))
  await dest.fill('10.60.0.0/16')
  await expect(target).toHaveAccessibleDescription(new RegExp(mixed))
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText(mixed)
  await expect(target).toHaveValue('fd00::1')

  await target.fill('10.50.0.11')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog).toHaveCount(0)
  const row = routeTable(page).getByRole('row', { name: /branch-office/ })
  await expect(row).toContainText('10.60.0.0/16')
  await expect(row).toContainText('10.50.0.11')
})

test('a subnet destination with an instance target, both chosen from lists', async ({ page }) => {
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await field(dialog, 'Name').fill('mesh-to-db')
  await select(dialog, 'Destination type').selectOption('subnet')
  await select(dialog, 'Target type').selectOption('instance')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Destination subnet is required')
  await expect(dialog.getByRole('alert')).toContainText('Target instance is required')

  // the VPC's own subnets and the project's instances are offered
  await expect(select(dialog, 'Destination subnet').locator('option', { hasText: 'app' })).toHaveCount(0)
  await select(dialog, 'Destination subnet').selectOption('mesh')
  await select(dialog, 'Target instance').selectOption('db-primary')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog).toHaveCount(0)
  const row = routeTable(page).getByRole('row', { name: /mesh-to-db/ })
  await expect(row).toContainText('Subnet')
  await expect(row).toContainText('db-primary')
})

test('an internet gateway target, and what was typed survives switching kinds', async ({ page }) => {
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await field(dialog, 'Name').fill('v6-docs')
  await field(dialog, 'Destination IP network').fill('2001:db8::/32')
  await field(dialog, 'Target IP address').fill('fd00::9')
  await select(dialog, 'Target type').selectOption('internet_gateway')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Target internet gateway is required')

  await select(dialog, 'Target type').selectOption('ip')
  await expect(field(dialog, 'Target IP address')).toHaveValue('fd00::9')
  await select(dialog, 'Target type').selectOption('internet_gateway')
  await select(dialog, 'Target internet gateway').selectOption('egress')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog).toHaveCount(0)
  const row = routeTable(page).getByRole('row', { name: /v6-docs/ })
  await expect(row).toContainText('2001:db8::/32')
  await expect(row).toContainText('egress')
})

test('a route name already in the router is refused by the API, keeping the input', async ({ page }) => {
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await field(dialog, 'Name').fill('vpn-clients')
  await field(dialog, 'Destination IP network').fill('192.168.200.0/24')
  await select(dialog, 'Target type').selectOption('drop')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Router route name already exists')
  await expect(field(dialog, 'Name')).toHaveValue('vpn-clients')
  await expect(field(dialog, 'Destination IP network')).toHaveValue('192.168.200.0/24')
})

test('edit a route: the form starts from the saved route', async ({ page }) => {
  await page.goto(mesh)
  await page.getByRole('button', { name: 'Actions for route vpn-clients' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit route' })
  await expect(field(dialog, 'Name')).toHaveValue('vpn-clients')
  await expect(select(dialog, 'Destination type')).toHaveValue('ip_net')
  await expect(field(dialog, 'Destination IP network')).toHaveValue('192.168.100.0/24')
  await expect(field(dialog, 'Target IP address')).toHaveValue('10.50.0.10')
  await expectAccessible(page)

  await field(dialog, 'Name').fill('vpn-clients-v2')
  await select(dialog, 'Target type').selectOption('instance')
  await select(dialog, 'Target instance').selectOption('web-server-1')
  await dialog.getByRole('button', { name: 'Update route' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Route updated' })).toBeVisible()
  const row = routeTable(page).getByRole('row', { name: /vpn-clients-v2/ })
  await expect(row).toContainText('web-server-1')
  await expect(routeTable(page).getByRole('row', { name: /^vpn-clients / })).toHaveCount(0)
})

test('delete a route after confirming, from the keyboard', async ({ page }) => {
  await page.goto(mesh)
  await page.getByRole('button', { name: 'Actions for route block-scanner' }).press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.getByRole('dialog', { name: 'Delete route' }).getByRole('button', { name: 'Delete' }).press('Enter')
  await expect(routeTable(page).getByRole('row', { name: /block-scanner/ })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Route deleted' })).toBeVisible()
})

test('a viewer is refused when adding or deleting a route', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(mesh)
  const dialog = await openNewRoute(page)
  await field(dialog, 'Name').fill('viewer-route')
  await field(dialog, 'Destination IP network').fill('10.70.0.0/16')
  await select(dialog, 'Target type').selectOption('drop')
  await dialog.getByRole('button', { name: 'Create route' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Action not authorized')
  await expect(field(dialog, 'Name')).toHaveValue('viewer-route')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click()

  await page.getByRole('button', { name: 'Actions for route block-scanner' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete route' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete route' })).toContainText(
    'Action not authorized',
  )
  await expect(routeTable(page).getByRole('row', { name: /block-scanner/ })).toBeVisible()
})
