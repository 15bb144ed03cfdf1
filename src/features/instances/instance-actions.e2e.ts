import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const list = '/projects/demo-project/instances'
const row = (page: Page, name: string) => ui.rowOf(ui.table(page, 'Instances'), name)

// SPEC section 4: each row action in a state that forbids it, with the reason shown
const forbidden: [where: string, subject: string, action: string, reason: string][] = [
  [list, 'instance web-server-1', 'Start', 'Only available when the instance is stopped or failed'],
  [list, 'instance db-primary', 'Stop', 'Only available when the instance is running, starting, rebooting or failed'],
  [list, 'instance db-primary', 'Reboot', 'Only available when the instance is running'],
  [list, 'instance web-server-1', 'Delete', 'Only available when the instance is stopped or failed'],
  [
    list,
    'instance db-primary',
    'Serial console',
    'Only available when the instance is running, rebooting, migrating or repairing',
  ],
  [list, 'instance web-server-1', 'Resize', 'Only available when the instance is stopped, failed or creating'],
  [
    list,
    'instance web-server-1',
    'Change boot disk',
    'Only available when the instance is stopped, failed or creating',
  ],
  [list, 'instance web-server-1', 'Attach disk', 'Only available when the instance is creating or stopped'],
  [
    `${list}/web-server-1/storage`,
    'disk web-data',
    'Set as boot disk',
    'Only available when the instance is stopped, failed or creating',
  ],
]

for (const [where, subject, action, reason] of forbidden) {
  test(`${action} is refused for ${subject}, with the reason`, async ({ page }) => {
    await page.goto(where)
    await page.getByRole('button', { name: `Actions for ${subject}` }).click()
    await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: action }), reason)
    await expect(page).toHaveURL(where)
  })
}

test('reboot a running instance: it reboots and runs again', async ({ page }) => {
  // a loaded machine can miss a 300 ms 'rebooting': make the step long enough to be seen
  await ui.slowTransitions(page, 3000)
  await page.goto(list)
  await ui.rowAction(page, 'instance web-server-1', 'Reboot')
  await ui.inDialog(page, 'Reboot instance', 'Confirm')
  await expect(row(page, 'web-server-1')).toContainText('rebooting')
  await expect(row(page, 'web-server-1')).toContainText('running', { timeout: 15_000 })
})

test('start a stopped instance from its page, and open the serial console of a running one', async ({ page }) => {
  await page.goto(`${list}/db-primary/storage`)
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(ui.toast(page, 'Starting instance')).toContainText('db-primary')
  await expect(page.getByRole('heading', { name: 'db-primary' }).locator('..')).toContainText('running', {
    timeout: 15_000,
  })
  await page.goto(list)
  await ui.rowAction(page, 'instance web-server-1', 'Serial console')
  await expect(page).toHaveURL(`${list}/web-server-1/serial-console`)
})

test('resize a stopped instance from its row, from the keyboard; a bad size is explained and kept', async ({
  page,
}) => {
  await page.goto(list)
  const trigger = page.getByRole('button', { name: 'Actions for instance db-primary' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  await page.getByRole('menuitem', { name: 'Resize' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Resize instance' })
  await expect(dialog).toContainText('db-primary has 8 vCPUs and 32 GiB of memory.')
  await ui.expectAccessible(page)
  // focus moved into the dialog, so the keyboard goes on from there
  await expect(dialog.locator(':focus')).toHaveCount(1)
  const cpus = dialog.getByRole('spinbutton', { name: /vCPUs/ })
  await cpus.fill('65')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toContainText('64')
  await expect(cpus).toHaveValue('65')
  await cpus.fill('6')
  await dialog.getByRole('spinbutton', { name: /Memory/ }).fill('12')
  await page.keyboard.press('Enter')
  await expect(ui.toast(page, 'Instance resized')).toContainText('db-primary')
  await expect(dialog).toBeHidden()
  await expect(row(page, 'db-primary')).toContainText('6 vCPUs, 12 GiB')
})

test('attach a disk and make it the boot disk from the instance page’s menu', async ({ page }) => {
  await page.goto(`${list}/db-primary/storage`)
  const menu = page.getByRole('button', { name: 'Instance actions' })
  await menu.click()
  await page.getByRole('menuitem', { name: 'Attach disk' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach existing disk' })
  await attach.getByLabel('Disk').selectOption('scratch-disk')
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  await expect(ui.toast(page, 'Disk attached')).toContainText('scratch-disk')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'scratch-disk')).toContainText('attached', { timeout: 15_000 })

  await menu.click()
  await page.getByRole('menuitem', { name: 'Change boot disk' }).click()
  const boot = page.getByRole('dialog', { name: 'Change boot disk' })
  await expect(boot.getByLabel('Boot from')).toHaveValue(/.+/)
  await boot.getByLabel('Boot from').selectOption({ label: 'db-data' })
  await boot.getByRole('button', { name: 'Set boot disk' }).click()
  await expect(ui.toast(page, 'Boot disk updated')).toContainText('db-primary')
  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByLabel('Boot from').locator('option:checked')).toHaveText('db-data')
})

test('a disk past the project’s first 1,000 is attached by its name', async ({ page }) => {
  await ui.scaleTestDisks(page, 1001)
  await page.goto('/projects/scale-test/instances/inst-0001/storage')
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Attach disk' }).click()
  const attach = page.getByRole('dialog', { name: 'Attach existing disk' })
  await attach.getByRole('combobox', { name: 'Disk' }).selectOption({ label: 'Another disk, by name…' })
  await attach.getByRole('textbox', { name: 'Disk name' }).fill('disk-01001')
  await attach.getByRole('button', { name: 'Attach disk' }).click()
  await expect(ui.toast(page, 'Disk attached')).toContainText('disk-01001')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'disk-01001')).toContainText('attached', { timeout: 15_000 })
})

/** Picks Delete in the menu that is open, confirms in the uniform dialog, and sees it done. */
async function confirmInstanceDelete(page: Page, name: string) {
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog', { name: 'Delete instance' })).toContainText(
    `Are you sure you want to delete instance ${name}? Its disks are detached and kept`,
  )
  await ui.inDialog(page, 'Delete instance', 'Delete')
  await expect(ui.toast(page, 'Instance deleted')).toContainText(name)
}

test('delete a stopped instance from the list', async ({ page }) => {
  await page.goto(list)
  await page.getByRole('button', { name: 'Actions for instance legacy-app' }).click()
  await confirmInstanceDelete(page, 'legacy-app')
  await expect(row(page, 'legacy-app')).toHaveCount(0)
})

test('delete a stopped instance from its page, and land on the list', async ({ page }) => {
  await page.goto(`${list}/legacy-app/settings`)
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await confirmInstanceDelete(page, 'legacy-app')
  await expect(page).toHaveURL(list)
  await expect(row(page, 'legacy-app')).toHaveCount(0)
})

test('resizing and changing the boot disk wait for a stopped instance', async ({ page }) => {
  await page.goto(`${list}/web-server-1/settings`)
  await expect(page.getByText('Only available when the instance is stopped, failed or creating').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resize' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Set boot disk' })).toBeDisabled()
})

test('network interfaces change only while stopped', async ({ page }) => {
  await page.goto(`${list}/web-server-1/networking`)
  await page.getByRole('button', { name: 'Add network interface' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is stopped')

  await page.goto(`${list}/db-primary/networking`)
  await page.getByRole('button', { name: 'Add network interface' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add network interface' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('net9')
  // db-primary lives in the backend VPC, and every interface must share it
  await dialog.getByRole('combobox', { name: 'VPC' }).selectOption('default')
  await dialog.getByRole('combobox', { name: 'Subnet' }).selectOption('default')
  await dialog.getByRole('button', { name: 'Add interface' }).click()
  await expect(dialog.getByRole('alert')).toContainText('All network interfaces of an instance must be in the same VPC')
  await dialog.getByRole('combobox', { name: 'VPC' }).selectOption('backend')
  await dialog.getByRole('combobox', { name: 'Subnet' }).selectOption('app')
  await dialog.getByRole('button', { name: 'Add interface' }).click()
  const nic = ui.rowOf(ui.table(page, 'Network interfaces'), 'net9')
  await expect(nic).toBeVisible()

  await ui.rowAction(page, 'network interface net9', 'Delete')
  await expect(page.getByRole('dialog', { name: 'Delete network interface' })).toContainText(
    'Are you sure you want to delete network interface net9?',
  )
  await ui.inDialog(page, 'Delete network interface', 'Delete')
  await expect(ui.toast(page, 'Network interface deleted')).toContainText('net9')
  await expect(nic).toHaveCount(0)
})

test('attach and detach a floating IP', async ({ page }) => {
  await page.goto(`${list}/db-primary/networking`)
  await page.getByRole('button', { name: 'Attach floating IP' }).click()
  const dialog = page.getByRole('dialog', { name: 'Attach floating IP' })
  await dialog.getByRole('combobox', { name: 'Floating IP' }).selectOption('spare-ip')
  await dialog.getByRole('button', { name: 'Attach IP' }).click()
  await expect(ui.toast(page, 'Floating IP attached')).toContainText('spare-ip')
  const ip = ui.table(page, 'External IPs').getByRole('row', { name: /spare-ip/ })
  await expect(ip).toBeVisible()
  const address = (await ip.locator('td').first().textContent())!.trim()
  await ui.rowAction(page, `address ${address}`, 'Detach')
  await ui.inDialog(page, 'Detach external IP', 'Confirm')
  await expect(ip).toHaveCount(0)
})

test('a create over the silo quota shows the API error and keeps the form', async ({ page }) => {
  await page.goto(`${list}-new`)
  await page.getByLabel('Name', { exact: true }).fill('too-big')
  await page.getByRole('radio', { name: 'Custom' }).first().check()
  await page.getByRole('spinbutton', { name: /vCPUs/ }).fill('64')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page.getByRole('alert')).toContainText(/limit exceeded/i)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('too-big')
})
