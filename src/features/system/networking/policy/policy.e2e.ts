import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'
import { expectTryAgain, NOT_FLEET_ADMIN_REASON, openAsFleetViewer } from '../e2eRoles'

const POLICY = '/system/networking/policy'

test('the allow list edited from the keyboard: bad and repeated networks refused as typed, the lock-out warned of', async ({
  page,
}) => {
  await page.goto(POLICY)
  await expect(page.getByText('Any source')).toBeVisible()
  await ui.expectAccessible(page)

  await page.getByRole('button', { name: 'Edit allow list' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit allow list' })
  await dialog.getByRole('radio', { name: /Any source/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: /Only these networks/ })).toBeChecked()
  await page.keyboard.press('Tab')
  const first = dialog.getByRole('textbox', { name: 'Network 1' })
  await expect(first).toBeFocused()
  await ui.typeShows(page, dialog, '10.0.0.0', 'Must contain an IP address and a width, separated by a /')
  await ui.typeShows(page, dialog, '/33', 'Max width for IPv4 is 32')
  await first.fill('10.0.0.0/8')
  await dialog.getByRole('button', { name: 'Add network' }).click()
  const second = dialog.getByRole('textbox', { name: 'Network 2' })
  await second.fill('10.0.0.0/8')
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await expect(second).toHaveValue('10.0.0.0/8')
  await dialog.getByRole('button', { name: 'Remove network 2' }).click()
  await ui.expectAccessible(page)

  // a list without this browser's address: warned, then refused by the API, the list kept
  await dialog.getByRole('button', { name: 'Save' }).click()
  const warning = page.getByRole('dialog', { name: 'Restrict access to these networks?' })
  await expect(warning).toContainText('The console cannot check that your own address is among them')
  await ui.inDialog(page, 'Restrict access to these networks?', 'Save allow list')
  await expect(dialog.getByRole('alert')).toContainText('current client (127.0.0.1)')
  await expect(first).toHaveValue('10.0.0.0/8')

  await dialog.getByRole('button', { name: 'Add network' }).click()
  await dialog.getByRole('textbox', { name: 'Network 2' }).fill('127.0.0.0/8')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await ui.inDialog(page, 'Restrict access to these networks?', 'Save allow list')
  await expect(ui.toast(page, 'Allow list saved')).toContainText('10.0.0.0/8, 127.0.0.0/8')
  const networks = page.getByRole('list', { name: 'Allowed networks' })
  await expect(networks.getByRole('listitem')).toHaveText(['10.0.0.0/8', '127.0.0.0/8'])

  // back to any source: nothing to warn of
  await page.getByRole('button', { name: 'Edit allow list' }).click()
  await dialog.getByRole('radio', { name: /Any source/ }).check()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(ui.toast(page, 'Allow list saved').filter({ hasText: 'Any source' })).toBeVisible()
  await expect(networks).toHaveCount(0)
})

test('inbound ICMP toggled off and on', async ({ page }) => {
  await page.goto(POLICY)
  const icmp = page.getByRole('switch', { name: 'Accept inbound ICMP' })
  await expect(icmp).toHaveAttribute('aria-checked', 'true')
  await icmp.focus()
  await page.keyboard.press('Space')
  await expect(ui.toast(page, 'Inbound ICMP dropped')).toBeVisible()
  await expect(icmp).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByText(/^Off: /)).toBeVisible()
  await icmp.click()
  await expect(ui.toast(page, 'Inbound ICMP accepted')).toBeVisible()
  await expect(icmp).toHaveAttribute('aria-checked', 'true')
})

test('a fleet viewer reads the policy without the change controls; a failed read offers Try again', async ({
  page,
}) => {
  await openAsFleetViewer(page, 'Allow list & ICMP')
  await expect(page.getByText('Any source')).toBeVisible()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Edit allow list' }), NOT_FLEET_ADMIN_REASON)
  const icmp = page.getByRole('switch', { name: 'Accept inbound ICMP' })
  await ui.expectRefusedControl(page, icmp, NOT_FLEET_ADMIN_REASON)
  await expect(icmp).toHaveAttribute('aria-checked', 'true')
  await ui.expectAccessible(page)
  await expectTryAgain(page, POLICY, 'networkingAllowListView', page.getByText('Any source'))
})
