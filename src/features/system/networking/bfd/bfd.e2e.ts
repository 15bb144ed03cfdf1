import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'

const BFD = '/system/networking/bfd'

test('each switch’s sessions with their state; a session enabled from the keyboard comes up', async ({ page }) => {
  await page.goto(BFD)
  const switch0 = ui.table(page, 'BFD sessions on switch0')
  const switch1 = ui.table(page, 'BFD sessions on switch1')
  await ui.expectRows(switch0, { '172.20.26.1': ['UpThe peer answers', '300 ms', '3 missed packets (900 ms)'] })
  await ui.expectRows(switch1, { '172.20.26.5': ['Down', 'Single hop'] })
  await ui.expectAccessible(page)

  const enable = page.getByRole('link', { name: 'Enable BFD session' })
  const { dialog } = await ui.openFormByKeyboard(page, enable, 'Enable BFD session', 'Peer address')
  await ui.typeShows(page, dialog, '172.20.26', 'Not a valid IP address')
  await page.keyboard.type('.9')
  await expect(dialog.getByText('Not a valid IP address')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await ui.typeShows(page, dialog, 'fd00::2', 'Must be an IPv4 address, like the peer')
  await dialog.getByRole('textbox', { name: 'Local address' }).fill('172.20.26.10')
  // mode: multi hop, with the arrow keys
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('radio', { name: /Multi hop/ })).toBeChecked()
  const rx = dialog.getByRole('spinbutton', { name: 'Receive interval' })
  await rx.fill('0')
  await expect(dialog.getByText('Receive interval must be at least 1 ms')).toBeVisible()
  await rx.fill('50')
  await dialog.getByRole('spinbutton', { name: 'Detection threshold' }).fill('5')
  await expect(dialog.getByText('The peer is declared down after 5 missed packets (250 ms)')).toBeVisible()
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Enable session' }).click()

  await expect(ui.toast(page, 'BFD session enabled')).toContainText('172.20.26.9 on switch0')
  const row = ui.rowOf(switch0, '172.20.26.9')
  await expect(row).toContainText('172.20.26.10')
  await expect(row).toContainText('Multi hop')
  await expect(row).toContainText('5 missed packets (250 ms)')
  // a new session waits for its peer, then comes up without a reload
  await expect(row).toContainText('UpThe peer answers')
})

test('a running session’s parameters changed, then the session disabled after a warning', async ({ page }) => {
  await page.goto(BFD)
  const switch1 = ui.table(page, 'BFD sessions on switch1')
  await ui.rowAction(page, 'BFD session 172.20.26.5', 'Change parameters')
  const dialog = page.getByRole('dialog', { name: 'Change BFD session' })
  await expect(dialog).toContainText('switch1')
  await expect(dialog.getByRole('spinbutton', { name: 'Receive interval' })).toHaveValue('300')
  await dialog.getByRole('spinbutton', { name: 'Receive interval' }).fill('1000')
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(ui.toast(page, 'BFD session changed')).toContainText('172.20.26.5 on switch1')
  await expect(ui.rowOf(switch1, '172.20.26.5')).toContainText('3 missed packets (3,000 ms)')

  await ui.rowAction(page, 'BFD session 172.20.26.5', 'Disable')
  await expect(page.getByRole('dialog', { name: 'Disable BFD session' })).toContainText(
    'BGP peers and static routes through this peer that rely on BFD',
  )
  await ui.inDialog(page, 'Disable BFD session', 'Disable')
  await expect(ui.toast(page, 'BFD session disabled')).toContainText('172.20.26.5 on switch1')
  await expect(page.getByText('No BFD sessions on switch1.')).toBeVisible()
})
