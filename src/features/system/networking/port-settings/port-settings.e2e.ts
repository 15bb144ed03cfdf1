import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'

const SETTINGS = '/system/networking/port-settings'

test('the uplinks’ settings, part by part, and a delete refused while a port runs them', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(SETTINGS)
  const list = ui.table(page, 'Port settings')
  const uplink = ui.rowOf(list, 'qsfp0-uplink')
  await expect(uplink).toContainText('QSFP28, one link of four lanes')
  await expect(uplink).toContainText('phy0: 100 Gbit/s, MTU 1500, Reed-Solomon (RS)')
  await expect(uplink).toContainText('switch0 qsfp0')
  await ui.expectAccessible(page)

  await list.getByRole('link', { name: 'qsfp0-uplink' }).click()
  await expect(page.getByRole('heading', { name: 'qsfp0-uplink', level: 1 })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Routes'), '0.0.0.0/0')).toContainText('172.20.26.1')
  await expect(ui.rowOf(ui.table(page, 'Addresses'), '172.20.26.2/30')).toContainText('initial-infra')
  // the view names the peer's config by id: shown by its name
  const peer = ui.rowOf(ui.table(page, 'BGP peers'), '172.20.26.1')
  await expect(peer).toContainText('as65001-uplink (AS 65001)')
  await expect(peer).toContainText('hold 6 s, keepalive 2 s')
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'Delete port settings' }).click()
  await ui.inDialog(page, 'Delete port settings', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete port settings')).toContainText(
    'are applied to switch0 qsfp0: clear them from the port first',
  )
})

test('create settings from the keyboard, input kept through mistakes, then delete them', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(SETTINGS)
  await page.getByRole('link', { name: 'New port settings' }).first().focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Create port settings' })).toBeVisible()
  await ui.typeFields(page, ['qsfp7-uplink', 'Third uplink'])

  // a name taken is a replacement, said before submitting
  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('qsfp1-uplink')
  await expect(page.getByRole('alert').filter({ hasText: 'Submitting REPLACES them' })).toContainText('switch1 qsfp1')
  await expect(page.getByRole('button', { name: 'Replace port settings' })).toBeVisible()
  await name.fill('qsfp7-uplink')
  await expect(page.getByRole('button', { name: 'Create port settings' })).toBeVisible()

  // the link's VLAN interfaces: a bad tag said as typed and kept, a tag twice on the link refused
  const link = page.getByRole('group', { name: 'Link 1' })
  await link.getByRole('button', { name: 'Add VLAN interface' }).click()
  const firstVlan = link.getByRole('group', { name: 'VLAN interface 1' })
  const vid = firstVlan.getByRole('textbox', { name: 'VLAN ID' })
  await vid.fill('4095')
  await expect(firstVlan.getByText('VLAN ID is between 1 and 4094')).toBeVisible()
  await expect(vid).toHaveValue('4095')
  await vid.fill('300')
  await expect(firstVlan.getByText('VLAN ID is between 1 and 4094')).toHaveCount(0)
  await firstVlan.getByRole('checkbox', { name: 'IPv6 on this interface' }).check()
  await link.getByRole('button', { name: 'Add VLAN interface' }).click()
  const secondVlan = link.getByRole('group', { name: 'VLAN interface 2' })
  await secondVlan.getByRole('textbox', { name: 'VLAN ID' }).fill('300')
  await expect(secondVlan.getByText('This link has a VLAN interface with ID 300 already')).toBeVisible()
  await link.getByRole('button', { name: 'Remove VLAN interface 2' }).click()

  await page.getByRole('button', { name: 'Add address' }).click()
  const address = page.getByRole('group', { name: 'Address 1' })
  const net = address.getByRole('textbox', { name: 'Address and prefix' })
  await net.fill('172.20.26.9')
  await expect(address.getByText('Must contain an IP address and a width, separated by a /')).toBeVisible()
  await net.fill('172.20.26.9/33')
  await expect(address.getByText('Max width for IPv4 is 32')).toBeVisible()
  await expect(net).toHaveValue('172.20.26.9/33')
  await net.fill('172.20.26.9/30')
  await address.getByRole('combobox', { name: 'Address lot' }).selectOption('initial-infra')
  const vlan = address.getByRole('textbox', { name: 'VLAN ID' })
  await vlan.fill('4095')
  await expect(address.getByText('VLAN ID is between 1 and 4094')).toBeVisible()
  await vlan.fill('')

  await page.getByRole('button', { name: 'Add route' }).click()
  const route = page.getByRole('group', { name: 'Route 1' })
  await route.getByRole('textbox', { name: 'Destination' }).fill('0.0.0.0/0')
  await route.getByRole('textbox', { name: 'Gateway' }).fill('fd00::1')
  await expect(route.getByText('Must be an IPv4 address, like the destination')).toBeVisible()
  await route.getByRole('textbox', { name: 'Gateway' }).fill('172.20.26.10')

  await page.getByRole('button', { name: 'Add BGP peer' }).click()
  const peer = page.getByRole('group', { name: 'BGP peer 1' })
  await peer.getByRole('textbox', { name: 'Peer address' }).fill('172.20.26.10')
  await peer.getByRole('combobox', { name: 'BGP config' }).selectOption('as65001-uplink')
  await peer.getByRole('spinbutton', { name: /Keepalive/ }).fill('6')
  await expect(peer.getByText('Keepalive must be shorter than the hold time')).toBeVisible()
  await peer.getByRole('spinbutton', { name: /Keepalive/ }).fill('2')
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'Create port settings' }).press('Enter')
  await expect(page).toHaveURL(`${SETTINGS}/qsfp7-uplink`)
  await expect(ui.toast(page, 'Port settings created')).toContainText('qsfp7-uplink')
  await expect(ui.rowOf(ui.table(page, 'Addresses'), '172.20.26.9/30')).toContainText('initial-infra')
  await expect(ui.rowOf(ui.table(page, 'BGP peers'), '172.20.26.10')).toContainText('as65001-uplink')
  const interfaces = ui.table(page, 'Interfaces')
  await expect(interfaces.getByRole('row', { name: 'phy0 Primary None No' })).toBeVisible()
  await expect(interfaces.getByRole('row', { name: 'phy0 VLAN 300 Yes' })).toBeVisible()
  await expect(page.getByText('No port', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Delete port settings' }).click()
  await ui.inDialog(page, 'Delete port settings', 'Delete')
  await expect(page).toHaveURL(SETTINGS)
  await expect(ui.toast(page, 'Port settings deleted')).toContainText('qsfp7-uplink')
  await expect(ui.rowOf(ui.table(page, 'Port settings'), 'qsfp7-uplink')).toHaveCount(0)
})
