import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const base = '/projects/demo-project/snapshots'
const table = (page: import('@playwright/test').Page) => page.getByRole('table', { name: 'Snapshots' })

test('the list shows every snapshot state, its source disk and size', async ({ page }) => {
  await page.goto('/projects/build-farm/snapshots')
  const rows = table(page)
  await expect(rows.getByRole('row', { name: /ci-runner-1-boot-hourly/ })).toContainText('creating')
  await expect(rows.getByRole('row', { name: /artifact-mirror-2025-06/ })).toContainText('faulted')
  await expect(rows.getByRole('row', { name: /artifact-mirror-2025-06/ })).toContainText('artifact-mirror')
  await expect(rows.getByRole('row', { name: /nightly-scratch-final/ })).toContainText('destroyed')
  await expect(rows.getByRole('row', { name: /toolchain-2025-07/ })).toContainText('ready')
  await expectAccessible(page)

  // an image needs a finished copy, and a snapshot being taken cannot be deleted
  await page.getByRole('button', { name: 'Actions for snapshot ci-runner-1-boot-hourly' }).click()
  const createImage = page.getByRole('menuitem', { name: 'Create image' })
  await expect(createImage).toHaveAttribute('aria-disabled', 'true')
  await createImage.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Only available when the snapshot is ready')
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
})

test('snapshot a disk from the form; the name follows the disk until typed', async ({ page }) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create snapshot' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(dialog.getByText('Disk is required').first()).toBeVisible()

  // faulted disks cannot be copied, so they are not offered
  const disk = dialog.getByRole('combobox', { name: /Disk/ })
  await expect(disk.locator('option', { hasText: 'corrupted-disk' })).toHaveCount(0)
  await disk.selectOption('scratch-disk')
  const name = dialog.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveValue(/^scratch-disk-[0-9a-f]{6}$/)
  await name.fill('scratch-before-upgrade')
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()

  await expect(dialog).toHaveCount(0)
  const row = table(page).getByRole('row', { name: /scratch-before-upgrade/ })
  await expect(row).toContainText('scratch-disk')
  await expect(row).toContainText('ready', { timeout: 15_000 })
})

test('a taken snapshot name is refused and the input is kept', async ({ page }) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create snapshot' })
  await dialog.getByRole('combobox', { name: /Disk/ }).selectOption('scratch-disk')
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('db-data-nightly')
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Snapshot name already exists')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('db-data-nightly')
})

test('make an image from a snapshot', async ({ page }) => {
  await page.goto(base)
  await page.getByRole('button', { name: 'Actions for snapshot db-data-nightly' }).click()
  await page.getByRole('menuitem', { name: 'Create image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create image from snapshot' })
  await expect(dialog).toContainText('db-data-nightly')
  await expectAccessible(page)

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('db-base')
  await dialog.getByRole('button', { name: 'Create image' }).click()
  await expect(dialog.getByRole('alert')).toContainText('OS is required')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('db-base')

  await dialog.getByRole('textbox', { name: /^OS/ }).fill('debian')
  await dialog.getByRole('textbox', { name: /^Version/ }).fill('12')
  await dialog.getByRole('button', { name: 'Create image' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/images$/)
  const row = page.getByRole('table', { name: 'Project images' }).getByRole('row', { name: /db-base/ })
  await expect(row).toContainText('debian')
  await expect(row).toContainText('12')
})

test('delete a snapshot after confirming', async ({ page }) => {
  await page.goto(base)
  await page.getByRole('button', { name: 'Actions for snapshot web-server-1-boot-snap' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete snapshot' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(table(page).getByRole('row', { name: /web-server-1-boot-snap/ })).toHaveCount(0)
  await expect(page.getByRole('status').filter({ hasText: 'Snapshot deleted' })).toBeVisible()
})

test('a viewer cannot delete a snapshot', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(base)
  await page.getByRole('button', { name: 'Actions for snapshot db-data-nightly' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete snapshot' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete snapshot' })).toContainText(
    'Action not authorized',
  )
  await expect(table(page).getByRole('row', { name: /db-data-nightly/ })).toBeVisible()
})
