import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'
import { NOT_FLEET_ADMIN_REASON, openAsFleetViewer } from '../e2eRoles'

const BGP = '/system/networking/bgp'

test('an announce set with two announcements and a config announcing it, made from the keyboard', async ({ page }) => {
  await page.goto(BGP)
  await expect(page).toHaveURL(`${BGP}/configs`)
  await expect(ui.rowOf(ui.table(page, 'BGP configs'), 'as65001-uplink')).toContainText('65001')
  await ui.expectAccessible(page)

  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Announce sets' }).click()
  await expect(ui.rowOf(ui.table(page, 'Announce sets'), 'rack-v4')).toContainText('198.51.100.0/24')
  await page.getByRole('link', { name: 'New announce set' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create announce set' })
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
  // name, description, the block (chosen by typing its label), the network, past "Remove" to "Add announcement"
  await ui.typeFields(page, ['edge-v4', 'Customer edge', 'customer-pool-lot: 198', '198.51.100.0/25', '', ''])
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab') // back from "Add announcement" to the new row's Remove
  const networks = dialog.getByRole('textbox', { name: 'Network' })
  const blocks = dialog.getByRole('combobox', { name: 'Address lot block' })
  await blocks.nth(1).focus()
  await page.keyboard.type('customer-pool-lot: 203')
  await expect(blocks.nth(1)).toHaveValue('ad0b0000-0000-4000-8000-000000000005')

  // each network is checked as typed, against SPEC section 5, its block and the rows above
  const second = networks.nth(1)
  await ui.fillShows(dialog, second, '203.0.113', 'Must contain an IP address and a width, separated by a /')
  await ui.fillShows(dialog, second, '203.0.113.0/40', 'Max width for IPv4 is 32')
  await ui.fillShows(dialog, second, '203.0.113.70/26', 'Host bits must be zero: the network is 203.0.113.64/26')
  await ui.fillShows(dialog, second, '198.51.100.0/25', 'Must lie within the block 203.0.113.0 – 203.0.113.127')
  await blocks.nth(1).selectOption({ label: 'customer-pool-lot: 198.51.100.0 – 198.51.100.255' })
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await blocks.nth(1).selectOption({ label: 'customer-pool-lot: 203.0.113.0 – 203.0.113.127' })
  await second.fill('203.0.113.64/26')
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create announce set' }).click()

  await expect(page).toHaveURL(`${BGP}/announce-sets/edge-v4`)
  await expect(ui.toast(page, 'Announce set created')).toContainText('edge-v4')
  const announcements = ui.table(page, 'Announcements')
  await expect(ui.rowOf(announcements, '198.51.100.0/25')).toContainText(
    'customer-pool-lot: 198.51.100.0 – 198.51.100.255',
  )
  await expect(ui.rowOf(announcements, '203.0.113.64/26')).toContainText(
    'customer-pool-lot: 203.0.113.0 – 203.0.113.127',
  )
  await ui.expectAccessible(page)

  // a config for it: the ASN's range is checked as typed, and the API's one config per ASN shows
  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Configs' }).click()
  await page.getByRole('link', { name: 'New BGP config' }).click()
  const form = page.getByRole('dialog', { name: 'Create BGP config' })
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await ui.typeFields(page, ['edge', '', '0'])
  await expect(form.getByText('ASN must be at least 1')).toBeVisible()
  await page.keyboard.press('Backspace')
  await ui.typeShows(page, form, '4294967296', 'ASN can be at most 4294967295')
  await form.getByRole('spinbutton', { name: 'ASN' }).fill('65001')
  await page.keyboard.press('Tab')
  await page.keyboard.type('edge-v4')
  await form.getByRole('button', { name: 'Create BGP config' }).click()
  await expect(form.getByRole('alert')).toContainText(/cannot have more than one configuration per ASN/i)
  await form.getByRole('spinbutton', { name: 'ASN' }).fill('65002')
  await form.getByRole('button', { name: 'Create BGP config' }).click()
  await expect(ui.toast(page, 'BGP config created')).toContainText('edge')
  await expect(ui.rowOf(ui.table(page, 'BGP configs'), 'edge')).toContainText('65002')

  // the set is in use now: the API refuses to delete it and says why
  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Announce sets' }).click()
  await ui.rowAction(page, 'announce set edge-v4', 'Delete')
  await ui.inDialog(page, 'Delete announce set', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete announce set')).toContainText(/announce set in use/i)
  // and a config a peer uses cannot be deleted either; the new one can
  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Configs' }).click()
  await ui.rowAction(page, 'BGP config as65001-uplink', 'Delete')
  await ui.inDialog(page, 'Delete BGP config', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete BGP config')).toContainText(/BGP Config is in use/i)
  await ui.rowAction(page, 'BGP config edge', 'Delete')
  await ui.inDialog(page, 'Delete BGP config', 'Delete')
  await expect(ui.toast(page, 'BGP config deleted')).toContainText('edge')
  await expect(ui.rowOf(ui.table(page, 'BGP configs'), 'edge')).toHaveCount(0)
})

test('editing a set replaces its announcements; peers, their routes and their messages', async ({ page }) => {
  await page.goto(`${BGP}/announce-sets/rack-v4`)
  await page.getByRole('link', { name: 'Edit announcements' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit announce set' })
  await expect(dialog).toContainText('Saving replaces all of rack-v4’s announcements')
  await dialog.getByRole('button', { name: 'Remove announcement 2' }).click()
  await dialog.getByRole('button', { name: 'Update announce set' }).click()
  await expect(page).toHaveURL(`${BGP}/announce-sets/rack-v4`)
  await expect(ui.toast(page, 'Announce set updated')).toContainText('rack-v4')
  await expect(ui.table(page, 'Announcements').getByRole('row')).toHaveCount(2) // the header and one

  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Peer status' }).click()
  const peers = ui.table(page, 'BGP peers')
  const up = ui.rowOf(peers, 'switch0')
  await expect(up).toContainText('Established')
  await expect(up).toContainText(/Up for \d+ days?/)
  // what the switch now exports is the edited set
  await expect(up).toContainText('198.51.100.0/24')
  await expect(up).not.toContainText('203.0.113.0/25')
  const down = ui.rowOf(peers, 'switch1')
  await expect(down).toContainText(/Connect|Active/)
  await expect(down).toContainText(/Down for/)
  // the broken session flips between connect and active as it retries: the page follows
  const before = (await down.getByText(/^(Connect|Active)$/).textContent())!
  await expect(down.getByText(before === 'Connect' ? 'Active' : 'Connect', { exact: true })).toBeVisible()
  await ui.expectAccessible(page)

  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Imported routes' }).click()
  await expect(page.getByRole('combobox', { name: 'ASN' })).toHaveValue('65001')
  await expect(ui.rowOf(ui.table(page, 'IPv4 routes imported for AS65001'), '0.0.0.0/0')).toContainText('172.20.26.1')
  await ui.expectAccessible(page)

  await page.goto(`${BGP}/history?asn=65001`)
  const switch1 = page.getByRole('region', { name: 'Messages on switch1' })
  const messages = switch1.getByRole('table', { name: 'Messages between switch1 and 172.20.26.5' })
  // newest first: the session's end, the hold timer expiring
  await expect(messages.getByRole('row').nth(1)).toContainText('hold timer expired')
  await ui.expectAccessible(page)
  // an ASN no config has: nothing, said so
  await page.goto(`${BGP}/history?asn=64999`)
  await expect(page.getByText('No switch has BGP sessions for AS64999.')).toBeVisible()
})

// its configs list as a fleet viewer reads it is in ../fleet-viewer.e2e.ts
test('a fleet viewer finds an announce set’s changes refused', async ({ page }) => {
  await openAsFleetViewer(page, 'BGP')
  await page.getByRole('navigation', { name: 'BGP' }).getByRole('link', { name: 'Announce sets' }).click()
  await page.getByRole('link', { name: 'rack-v4' }).click()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Edit announcements' }), NOT_FLEET_ADMIN_REASON)
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete announce set' }), NOT_FLEET_ADMIN_REASON)
})
