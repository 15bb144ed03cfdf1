import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'

const LOOPBACKS = '/system/networking/loopback-addresses'

test('add a loopback address from a lot’s block, checked as typed and by the API', async ({ page }) => {
  await page.goto(LOOPBACKS)
  const list = ui.table(page, 'Loopback addresses')
  await expect(ui.rowOf(list, '10.255.0.1/32')).toContainText('switch0')
  await expect(ui.rowOf(list, '10.255.0.1/32')).toContainText('bgp-loopbacks10.255.0.1 – 10.255.0.16')
  await ui.expectAccessible(page)

  const create = page.getByRole('link', { name: 'New loopback address' }).first()
  const { dialog, field: address } = await ui.openFormByKeyboard(page, create, 'Create loopback address', 'Address')
  // the one rack is chosen already
  await expect(dialog.getByText('Rack')).toBeVisible()
  await page.keyboard.type('10.255.0.1')
  // the first infrastructure lot is chosen; another lot checks the address again
  const lot = dialog.getByRole('combobox', { name: 'Address lot' })
  await expect(lot).toHaveValue('bgp-loopbacks')
  await lot.selectOption('initial-infra')
  await expect(dialog.getByText('Not in a block of initial-infra (172.20.26.1 – 172.20.26.10)')).toBeVisible()
  await lot.selectOption('bgp-loopbacks')
  await expect(dialog.getByText(/Not in a block/)).toHaveCount(0)
  const mask = dialog.getByRole('spinbutton', { name: 'Prefix length' })
  await mask.fill('33')
  await expect(dialog.getByText('Prefix length can be at most 32')).toBeVisible()
  await mask.fill('32')
  await ui.expectAccessible(page)
  // switch0 holds 10.255.0.1 already: the API refuses and the form keeps what was typed
  await dialog.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(dialog.getByRole('alert')).toContainText(/already exists/i)
  await expect(address).toHaveValue('10.255.0.1')

  await address.fill('10.255.0.3')
  await dialog.getByRole('radio', { name: 'switch1' }).check()
  await dialog.getByRole('checkbox', { name: /Anycast/ }).check()
  await dialog.getByRole('button', { name: 'Create loopback address' }).click()
  await expect(ui.toast(page, 'Loopback address created')).toContainText('10.255.0.3/32 on switch1')
  await expect(ui.rowOf(list, '10.255.0.3/32')).toContainText('switch1')
})

test('delete a loopback address, after a warning of the BGP sessions that use it', async ({ page }) => {
  await page.goto(LOOPBACKS)
  await ui.rowAction(page, 'loopback address 10.255.0.2/32 on switch1', 'Delete')
  await ui.answerConfirm(page, 'Delete loopback address', 'BGP sessions that peer from this address go down', 'Delete')
  await expect(ui.toast(page, 'Loopback address deleted')).toContainText('10.255.0.2/32 on switch1')
  await expect(ui.rowOf(ui.table(page, 'Loopback addresses'), '10.255.0.2/32')).toHaveCount(0)
})
