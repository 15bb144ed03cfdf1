// The routes of a router, on the router's page.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { expectMessages, expectRefused, fillForm, openForm, select, submit, textbox, vpcs } from '../vpcs/networkSteps'

const vpc = `${vpcs}/platform`
const mesh = `${vpc}/routers/mesh-router`
const routeTable = (page: Page, router = 'mesh-router') => ui.table(page, `Routes of router ${router}`)

/**
 * mesh-router's page with the new-route form open over it (reached by a click, so the page
 * stays put), the route named `name` and the `fields` after the name filled in.
 */
async function newRoute(page: Page, name: string, fields: [label: string, value: string][] = []) {
  await page.goto(mesh)
  const dialog = await openForm(page, 'New route', 'Create route')
  await fillForm(dialog, [['Name', name], ...fields])
  return dialog
}

/** The route's row, once it is saved: its ends as the table shows them. */
async function expectRoute(page: Page, name: string, texts: string[]) {
  await ui.expectRows(routeTable(page), { [name]: texts })
}

/** Creates the route of the open form, which closes, and expects its row with `texts`. */
async function createRoute(page: Page, dialog: Locator, name: string, texts: string[]) {
  await submit(dialog, 'Create route')
  await expectRoute(page, name, texts)
}

test("a custom router's page shows its properties and routes of every target kind", async ({ page }) => {
  await page.goto(mesh)
  await expect(page.getByRole('heading', { name: /Router mesh-router/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Routes', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy router ID' })).toBeVisible()
  await expectRoute(page, 'vpn-clients', ['192.168.100.0/24', '10.50.0.10'])
  await expectRoute(page, 'legacy-network', ['web-server-2'])
  await expectRoute(page, 'ipv6-egress', ['::/0'])
  await expectRoute(page, 'default-subnet-egress', ['Internet gateway'])
  await expectRoute(page, 'block-scanner', ['Drop'])
  await ui.expectAccessible(page)
})

test("the system router's routes are read-only and say why", async ({ page }) => {
  await page.goto(`${vpc}/routers/system`)
  await expect(ui.rowOf(routeTable(page, 'system'), 'default-v4')).toContainText('default')
  await expect(routeTable(page, 'system').getByRole('row', { name: /mesh/ })).toContainText('vpc subnet')
  await expect(page.getByRole('link', { name: 'New route' })).toHaveCount(0)
  await ui.expectAccessible(page)

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
  for (const [path, dialog] of [
    ['routes-new', 'Create route'],
    ['routes/default-v4/edit', 'Edit route'],
  ]) {
    await page.goto(`${vpc}/routers/system/${path}`)
    await expect(page.getByRole('dialog', { name: dialog })).toContainText(
      'Routes of the system router cannot be changed',
    )
  }
})

test('an IP destination: a bad address is explained, then a route to drop is created', async ({ page }) => {
  const dialog = await newRoute(page, 'drop-probe')
  await ui.expectAccessible(page)
  await fillForm(dialog, [
    ['Destination type', 'ip'],
    ['Destination IP address', '203.0.113'],
    ['Target type', 'drop'],
  ])
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await expectRefused(dialog, 'Create route', 'Not a valid IP address', [['Destination IP address', '203.0.113']])

  await textbox(dialog, 'Destination IP address').fill('203.0.113.7')
  await submit(dialog, 'Create route')
  await expect(ui.toast(page, 'Route created')).toContainText('drop-probe')
  await expectRoute(page, 'drop-probe', ['203.0.113.7', 'Drop'])
})

test('an IP network destination with an IP target: width and IP version are checked', async ({ page }) => {
  const dialog = await newRoute(page, 'branch-office')
  const dest = textbox(dialog, 'Destination IP network')
  await expectMessages(dialog, dest, [
    ['10.60.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.60.0.0/40', 'Max width for IPv4 is 32'],
  ])
  await dest.fill('10.60.0.0/16')

  const target = textbox(dialog, 'Target IP address')
  await expectMessages(dialog, target, [['10.50.0', 'Not a valid IP address']])
  await target.fill('fd00::1')
  const mixed = new RegExp('Cannot mix IPv4 and IPv6: the destination is IPv4 but the target is IPv6')
  await expect(target).toHaveAccessibleDescription(mixed)

  // changing the destination to IPv6 settles the mix without touching the target
  await dest.fill('fd00:1::/48')
  await expect(target).not.toHaveAccessibleDescription(mixed)
  await dest.fill('10.60.0.0/16')
  await expect(target).toHaveAccessibleDescription(mixed)
  await expectRefused(dialog, 'Create route', mixed, [['Target IP address', 'fd00::1']])

  await target.fill('10.50.0.11')
  await createRoute(page, dialog, 'branch-office', ['10.60.0.0/16', '10.50.0.11'])
})

test('a subnet destination with an instance target, both chosen from lists', async ({ page }) => {
  const dialog = await newRoute(page, 'mesh-to-db', [
    ['Destination type', 'subnet'],
    ['Target type', 'instance'],
  ])
  await expectRefused(dialog, 'Create route', 'Destination subnet is required', [])
  await expect(dialog.getByRole('alert')).toContainText('Target instance is required')

  // the VPC's own subnets and the project's instances are offered
  await expect(select(dialog, 'Destination subnet').locator('option', { hasText: 'app' })).toHaveCount(0)
  await fillForm(dialog, [
    ['Destination subnet', 'mesh'],
    ['Target instance', 'db-primary'],
  ])
  await createRoute(page, dialog, 'mesh-to-db', ['Subnet', 'db-primary'])
})

test('an internet gateway target, and what was typed survives switching kinds', async ({ page }) => {
  const dialog = await newRoute(page, 'v6-docs', [
    ['Destination IP network', '2001:db8::/32'],
    ['Target IP address', 'fd00::9'],
    ['Target type', 'internet_gateway'],
  ])
  await expectRefused(dialog, 'Create route', 'Target internet gateway is required', [])

  await select(dialog, 'Target type').selectOption('ip')
  await expect(textbox(dialog, 'Target IP address')).toHaveValue('fd00::9')
  await fillForm(dialog, [
    ['Target type', 'internet_gateway'],
    ['Target internet gateway', 'egress'],
  ])
  await createRoute(page, dialog, 'v6-docs', ['2001:db8::/32', 'egress'])
})

test('a route name already in the router is refused by the API, keeping the input', async ({ page }) => {
  const network: [string, string] = ['Destination IP network', '192.168.200.0/24']
  const dialog = await newRoute(page, 'vpn-clients', [network, ['Target type', 'drop']])
  await expectRefused(dialog, 'Create route', 'Router route name already exists', [['Name', 'vpn-clients'], network])
})

test('edit a route: the form starts from the saved route', async ({ page }) => {
  await page.goto(mesh)
  await ui.rowAction(page, 'route vpn-clients', 'Edit')
  const dialog = page.getByRole('dialog', { name: 'Edit route' })
  await expect(textbox(dialog, 'Name')).toHaveValue('vpn-clients')
  await expect(select(dialog, 'Destination type')).toHaveValue('ip_net')
  await expect(textbox(dialog, 'Destination IP network')).toHaveValue('192.168.100.0/24')
  await expect(textbox(dialog, 'Target IP address')).toHaveValue('10.50.0.10')
  await ui.expectAccessible(page)

  await fillForm(dialog, [
    ['Name', 'vpn-clients-v2'],
    ['Target type', 'instance'],
    ['Target instance', 'web-server-1'],
  ])
  await submit(dialog, 'Update route')
  await expect(ui.toast(page, 'Route updated')).toContainText('vpn-clients-v2')
  await expectRoute(page, 'vpn-clients-v2', ['web-server-1'])
  // rowOf would also find vpn-clients-v2
  await expect(routeTable(page).getByRole('row', { name: /^vpn-clients / })).toHaveCount(0)
})

test('a route form closes back to the page of routes it was opened from', async ({ page }) => {
  // mesh-router holds five routes: two pages of three
  await page.goto(`${mesh}?limit=3`)
  const pagination = page.getByRole('navigation', { name: 'Pages of Routes of router mesh-router' })
  await pagination.getByRole('button', { name: 'Next' }).click()
  await expect(pagination).toContainText('Rows 4–5')
  const secondPage = new URL(page.url()).search
  expect(secondPage).toContain('page=')

  const created = await openForm(page, 'New route', 'Create route')
  await created.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${mesh}${secondPage}`)

  await page
    .getByRole('button', { name: /^Actions for route / })
    .first()
    .click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await page.getByRole('dialog', { name: 'Edit route' }).getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${mesh}${secondPage}`)
  await expect(pagination).toContainText('Rows 4–5')
})

test('delete a route after confirming, from the keyboard', async ({ page }) => {
  await page.goto(mesh)
  await page.getByRole('button', { name: 'Actions for route block-scanner' }).press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog', { name: 'Delete route' })
  await expect(confirm).toContainText('Are you sure you want to delete route block-scanner?')
  await confirm.getByRole('button', { name: 'Delete' }).press('Enter')
  await expect(ui.rowOf(routeTable(page), 'block-scanner')).toHaveCount(0)
  await expect(ui.toast(page, 'Route deleted')).toContainText('block-scanner')
})

test('a viewer is refused a route made through the form’s address, and finds the changes disabled', async ({
  pageAs,
}) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${mesh}/routes-new`)
  const dialog = page.getByRole('dialog', { name: 'Create route' })
  await fillForm(dialog, [
    ['Name', 'viewer-route'],
    ['Destination IP network', '10.70.0.0/16'],
    ['Target type', 'drop'],
  ])
  await expectRefused(dialog, 'Create route', 'Action not authorized', [['Name', 'viewer-route']])
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await ui.inDialog(page, 'Discard changes?', 'Discard')

  const reason =
    'To change routers and their routes you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'New route' }), reason)
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete router' }), reason)
  await page.getByRole('button', { name: 'Actions for route block-scanner' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Delete' }), reason)
  await expect(ui.rowOf(routeTable(page), 'block-scanner')).toBeVisible()
})
