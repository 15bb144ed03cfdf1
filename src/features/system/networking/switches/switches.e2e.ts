import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'
import { expectTryAgain, NOT_FLEET_ADMIN_REASON, openAsFleetViewer } from '../e2eRoles'
import { apiCalls } from '../../../../../test/e2e/apiCalls'

const SWITCHES = '/system/networking/switches'
const SWITCH0 = `${SWITCHES}/5c000000-0000-4000-8000-000000000000`

test('from the switches to an uplink port: link status read by the rows in view, neighbours, settings', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  const statusCalls: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    if (/\/switch-port\/[^/]+\/status/.test(r.url())) statusCalls.push(r.url())
  })
  await page.goto('/system/networking')
  await page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: 'Switches' }).click()
  const switches = ui.table(page, 'Switches')
  await expect(switches.getByRole('row')).toHaveCount(3)
  await expect(ui.rowOf(switches, 'BRM44251101')).toContainText('913-0000006')
  await ui.expectAccessible(page)

  await switches.getByRole('link', { name: 'BRM44251101' }).click()
  await expect(page.getByRole('heading', { name: 'BRM44251101', level: 1 })).toBeVisible()
  // the crumb names the switch by its serial, as the list does, not by its id
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs).toHaveText('System/Networking/Switches/BRM44251101')
  const ports = ui.table(page, 'Ports of switch0')
  await expect(ports.getByRole('row')).toHaveCount(33)
  const uplink = ui.rowOf(ports, 'qsfp0')
  await expect(uplink).toContainText('Up')
  await expect(uplink).toContainText('100 Gbit/s')
  await expect(uplink).toContainText('Reed-Solomon (RS)')
  await expect(uplink).toContainText('qsfp0-uplink')
  await expect(uplink).toContainText('core-rtr-a.dc1.example.net')
  await expect(ui.rowOf(ports, 'qsfp5')).toContainText('Not configured')
  // one configured port on this slot: one status read, and none for the 31 empty cages
  await calls.told()
  expect(statusCalls).toHaveLength(1)
  await ui.expectAccessible(page)

  // the other slot's uplink is qsfp1
  await page
    .getByRole('navigation', { name: 'Switch slot' })
    .getByRole('link', { name: /switch1/ })
    .click()
  await expect(ui.rowOf(ui.table(page, 'Ports of switch1'), 'qsfp1')).toContainText('qsfp1-uplink')
  await ui.rowOf(ui.table(page, 'Ports of switch1'), 'qsfp1').getByRole('link', { name: 'qsfp1', exact: true }).click()

  await expect(page).toHaveURL(`${SWITCH0}/qsfp1?slot=switch1`)
  await expect(page.getByRole('heading', { name: 'qsfp1', level: 1 })).toBeVisible()
  await expect(crumbs).toHaveText('System/Networking/Switches/BRM44251101/qsfp1')
  const link = page.getByRole('region', { name: 'Link', exact: true })
  await expect(link).toContainText('MAC address')
  await expect(link).toContainText('a8:40:25:f5:01:01')
  await expect(page.getByRole('region', { name: 'Transceiver' })).toContainText('°C')
  await expect(page.getByRole('region', { name: 'LLDP configuration' })).toContainText(
    'Oxide rack uplink to core-rtr-b',
  )
  const neighbours = ui.table(page, 'LLDP neighbours')
  await expect(ui.rowOf(neighbours, 'core-rtr-b.dc1.example.net')).toContainText('44:4c:a8:e1:2a:90')
  await expect(ui.rowOf(neighbours, 'core-rtr-b.dc1.example.net')).toContainText('192.0.2.12')
  await ui.expectAccessible(page)
})

test('clear an uplink’s settings, apply them again, and edit its LLDP from the keyboard', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${SWITCH0}/qsfp0`)
  await expect(page.getByRole('region', { name: 'Link', exact: true })).toContainText('Up')

  await page.getByRole('button', { name: 'Clear settings' }).click()
  const clear = page.getByRole('dialog', { name: 'Clear settings' })
  await expect(clear).toContainText('The uplink goes down')
  await expect(clear).toContainText('BGP peers go away')
  await ui.inDialog(page, 'Clear settings', 'Clear settings')
  await expect(ui.toast(page, 'Settings cleared')).toContainText('qsfp0 on switch0')
  await expect(page.getByText('The port has no link until settings are applied to it.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'LLDP configuration' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Apply settings' }).click()
  const apply = page.getByRole('dialog', { name: 'Apply settings' })
  await expect(apply).toContainText('its links, addresses, routes and BGP sessions')
  await apply.getByRole('combobox', { name: 'Port settings' }).selectOption('qsfp0-uplink')
  await apply.getByRole('button', { name: 'Apply settings' }).click()
  await expect(ui.toast(page, 'Settings applied')).toContainText('qsfp0-uplink on qsfp0 on switch0')
  await expect(page.getByRole('region', { name: 'Link', exact: true })).toContainText('Up')

  // LLDP: change the system name with the keyboard alone
  const lldp = page.getByRole('region', { name: 'LLDP configuration' })
  await lldp.getByRole('button', { name: 'Edit LLDP' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Edit LLDP configuration' })
  await ui.expectAccessible(page)
  const mgmt = dialog.getByRole('textbox', { name: 'Management IP' })
  await mgmt.fill('192.0.2')
  await expect(dialog.getByText('Not a valid IP address')).toBeVisible()
  await mgmt.fill('192.0.2.20')
  await dialog.getByRole('textbox', { name: 'System name' }).focus()
  await page.keyboard.type('oxide-sw0')
  await dialog.getByRole('button', { name: 'Save' }).focus()
  await page.keyboard.press('Enter')
  await expect(ui.toast(page, 'LLDP configuration saved')).toBeVisible()
  await expect(lldp).toContainText('oxide-sw0')
  await expect(lldp).toContainText('192.0.2.20')
})

test('a failed status read stays in its section; a user without a fleet role finds no such page', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  await ui.openFailing(page, `${SWITCH0}/qsfp0`, { networkingSwitchPortStatus: 500 })
  await expect(page.getByRole('region', { name: 'Link status' })).toContainText('Could not read it')
  await expect(page.getByRole('heading', { name: 'qsfp0', level: 1 })).toBeVisible()
  await expectTryAgain(page, SWITCHES, 'switchList', ui.table(page, 'Switches'))
  await expect(ui.table(page, 'Switches').getByRole('row')).toHaveCount(3)

  // the inventory's switches lead to the same pages
  await page.goto('/system/inventory/switches')
  await ui.table(page, 'Switches').getByRole('link', { name: 'BRM44251102' }).click()
  await expect(page.getByRole('heading', { name: 'BRM44251102', level: 1 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Ports of switch0' })).toBeVisible()

  const viewer = await pageAs('silo-viewer')
  await viewer.goto(`${SWITCH0}/qsfp0`)
  await expect(viewer.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('a fleet viewer reads a port, its changes refused with the reason', async ({ page }) => {
  await openAsFleetViewer(page, 'Switches')
  await ui.table(page, 'Switches').getByRole('link', { name: 'BRM44251101' }).click()
  await ui.rowOf(ui.table(page, 'Ports of switch0'), 'qsfp0').getByRole('link', { name: 'qsfp0', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Link', exact: true })).toContainText('Up')
  for (const control of ['Apply settings', 'Clear settings', 'Edit LLDP'])
    await ui.expectRefusedControl(page, page.getByRole('button', { name: control }), NOT_FLEET_ADMIN_REASON)
  await ui.expectAccessible(page)
})
