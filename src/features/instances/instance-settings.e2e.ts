import { expect, test } from '../../../test/e2e/fixtures'

const base = '/projects/demo-project/instances'

test('create a disk and attach it, make it the boot disk, snapshot it', async ({ page }) => {
  await page.goto(`${base}/db-primary/storage`)
  await page.getByRole('button', { name: 'Create new disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create and attach disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('db-extra')
  await dialog.getByRole('spinbutton', { name: /Size/ }).fill('30')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  const disks = page.getByRole('table', { name: 'Disks' })
  const row = disks.getByRole('row', { name: /db-extra/ })
  await expect(row).toContainText('attached', { timeout: 15_000 })
  await expect(row).toContainText('30 GiB')

  await page.getByRole('button', { name: 'Actions for disk db-extra' }).click()
  await page.getByRole('menuitem', { name: 'Set as boot disk' }).click()
  await expect(row).toContainText('boot')

  await page.getByRole('button', { name: 'Actions for disk db-extra' }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Snapshot of db-extra started' })).toBeVisible()
})

test('a running instance cannot change its boot disk, and says why', async ({ page }) => {
  await page.goto(`${base}/web-server-1/storage`)
  await page.getByRole('button', { name: 'Actions for disk web-data' }).click()
  const item = page.getByRole('menuitem', { name: 'Set as boot disk' })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await item.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the instance is stopped, failed or creating')
})

test('rename a network interface of a stopped instance', async ({ page }) => {
  await page.goto(`${base}/db-primary/networking`)
  const first = page.getByRole('table', { name: 'Network interfaces' }).locator('tbody tr').first()
  const name = (await first.locator('td').first().textContent())!.replace('primary', '').trim()
  await page.getByRole('button', { name: `Actions for network interface ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit network interface' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('renamed0')
  await dialog.getByRole('button', { name: 'Update interface' }).click()
  await expect(page.getByRole('table', { name: 'Network interfaces' })).toContainText('renamed0')
})

test('set the auto-restart policy and join and leave an anti-affinity group', async ({ page }) => {
  await page.goto(`${base}/db-primary/settings`)
  await page.getByRole('combobox', { name: 'Policy' }).selectOption('never')
  await page.getByRole('button', { name: 'Save policy' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Auto-restart policy updated' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Policy' })).toHaveValue('never')

  const groups = page.getByRole('region', { name: 'Anti-affinity groups' })
  await expect(groups).toContainText('Not in any anti-affinity group.')
  await page.getByRole('combobox', { name: 'Add to group' }).selectOption('web-servers')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(groups.getByRole('listitem').filter({ hasText: 'web-servers' })).toBeVisible()
  await groups.getByRole('button', { name: 'Remove' }).click()
  await page.getByRole('dialog', { name: 'Leave anti-affinity group' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(groups).toContainText('Not in any anti-affinity group.')
})

test('a running instance cannot join an anti-affinity group', async ({ page }) => {
  await page.goto(`${base}/web-server-1/settings`)
  await expect(page.getByRole('combobox', { name: 'Add to group' })).toBeDisabled()
  await expect(page.getByRole('region', { name: 'Anti-affinity groups' })).toContainText(
    'Only available when the instance is stopped',
  )
})

test('a failed instance in its cooldown says it is not due a restart', async ({ page }) => {
  await page.goto(`${base}/flaky-batch/settings`)
  await expect(page.getByText('Not due')).toBeVisible()
})
