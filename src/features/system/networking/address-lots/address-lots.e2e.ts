import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'
import { expectRangeChecks } from '../../ip-pools/rangeSteps'

const LOTS = '/system/networking/address-lots'

test('the seed’s lots with their blocks; a lot created from the keyboard, bad blocks explained as typed', async ({
  page,
}) => {
  await page.goto(LOTS)
  const lots = ui.table(page, 'Address lots')
  await expect(ui.rowOf(lots, 'initial-infra')).toContainText('172.20.26.1 – 172.20.26.10 (10 addresses)')
  await expect(ui.rowOf(lots, 'customer-pool-lot')).toContainText('IP pool')
  await expect(ui.rowOf(lots, 'customer-pool-lot')).toContainText('203.0.113.0 – 203.0.113.127 (128 addresses)')
  await expect(ui.rowOf(lots, 'uplink-v6')).toContainText('fd00:99::1 – fd00:99::ff (255 addresses)')
  await expect(
    page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: 'Address lots' }),
  ).toHaveAttribute('aria-current', 'page')
  await ui.expectAccessible(page)

  await page.getByRole('link', { name: 'New address lot' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create address lot' })
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
  // name, description, the kind (infrastructure, the default: arrows would change it), the block,
  // past "Add block" to submit
  await ui.typeFields(page, ['initial-infra', 'Second uplink pair', '', '172.20.27.1', '172.20.27.8', '', 'submit'])
  // the API refuses the taken name; the form keeps everything typed
  await expect(dialog.getByRole('alert')).toContainText('Address lot name already exists')
  const first = dialog.getByRole('textbox', { name: 'First address' }).nth(0)
  const last = dialog.getByRole('textbox', { name: 'Last address' }).nth(0)
  await expect(last).toHaveValue('172.20.27.8')
  await ui.expectAccessible(page)

  await expectRangeChecks(dialog, [first, last], {
    partial: '172.20.27',
    first: '172.20.27.1',
    otherFamily: 'fd00::8',
    before: '172.20.26.255',
    lowered: '172.20.26.200',
  })
  // the same block twice
  await dialog.getByRole('button', { name: 'Add block' }).click()
  await dialog.getByRole('textbox', { name: 'First address' }).nth(1).fill('172.20.26.200')
  await dialog.getByRole('textbox', { name: 'Last address' }).nth(1).fill('172.20.26.255')
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await dialog.getByRole('button', { name: 'Remove block 2' }).click()

  await dialog.getByRole('textbox', { name: 'Name' }).fill('uplinks-b')
  await dialog.getByRole('button', { name: 'Create address lot' }).click()
  await expect(page).toHaveURL(`${LOTS}/uplinks-b`)
  await expect(page.getByRole('heading', { name: 'uplinks-b', level: 1 })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Blocks'), '172.20.26.200')).toContainText('172.20.26.255')
  await expect(ui.rowOf(ui.table(page, 'Blocks'), '172.20.26.200')).toContainText('56 addresses')
  await expect(ui.toast(page, 'Address lot created')).toContainText('uplinks-b')
  await ui.expectAccessible(page)
})

test('a lot in use is not deleted and the refusal says why; an unused one is', async ({ page }) => {
  await page.goto(LOTS)
  await ui.rowAction(page, 'address lot bgp-loopbacks', 'Delete')
  await ui.inDialog(page, 'Delete address lot', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete address lot')).toContainText(
    /address lot bgp-loopbacks is in use/i,
  )
  await expect(ui.rowOf(ui.table(page, 'Address lots'), 'bgp-loopbacks')).toBeVisible()

  await ui.table(page, 'Address lots').getByRole('link', { name: 'uplink-v6' }).click()
  await expect(ui.rowOf(ui.table(page, 'Blocks'), 'fd00:99::1')).toContainText('fd00:99::ff')
  await page.getByRole('button', { name: 'Delete address lot' }).click()
  await ui.inDialog(page, 'Delete address lot', 'Delete')
  await expect(ui.toast(page, 'Address lot deleted')).toContainText('uplink-v6')
  await expect(page).toHaveURL(LOTS)
  await expect(ui.rowOf(ui.table(page, 'Address lots'), 'uplink-v6')).toHaveCount(0)
})
