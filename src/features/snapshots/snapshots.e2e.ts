import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { apiCalls } from '../../../test/e2e/apiCalls'

const base = '/projects/demo-project/snapshots'
const snapshots = (page: Page) => ui.table(page, 'Snapshots')
const snapshot = (page: Page, name: string) => ui.rowOf(snapshots(page), name)

test('the list shows every snapshot state, its source disk and size', async ({ page }) => {
  await page.goto('/projects/build-farm/snapshots')
  await expect(snapshot(page, 'ci-runner-1-boot-hourly')).toContainText('creating')
  await expect(snapshot(page, 'artifact-mirror-2025-06')).toContainText('faulted')
  await expect(snapshot(page, 'artifact-mirror-2025-06')).toContainText('artifact-mirror')
  await expect(snapshot(page, 'nightly-scratch-final')).toContainText('destroyed')
  await expect(snapshot(page, 'toolchain-2025-07')).toContainText('ready')
  await ui.expectAccessible(page)

  // an image needs a finished copy, and a snapshot being taken cannot be deleted
  await page.getByRole('button', { name: 'Actions for snapshot ci-runner-1-boot-hourly' }).click()
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute('aria-disabled', 'true')
  const createImage = page.getByRole('menuitem', { name: 'Create image' })
  await ui.expectRefusedControl(page, createImage, 'Only available when the snapshot is ready')
})

test('snapshot a disk from the form; the name follows the disk until typed, and a taken one is refused', async ({
  page,
}) => {
  await page.goto(`${base}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create snapshot' })
  await expect(dialog).toBeVisible()
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(dialog.getByText('Disk is required').first()).toBeVisible()

  // faulted disks cannot be copied, so they are not offered
  const disk = dialog.getByRole('combobox', { name: /Disk/ })
  await expect(disk.locator('option', { hasText: 'corrupted-disk' })).toHaveCount(0)
  await disk.selectOption('scratch-disk')
  const name = dialog.getByRole('textbox', { name: /^Name/ })
  await expect(name).toHaveValue(/^scratch-disk-[0-9a-f]{6}$/)

  // a taken name is refused and kept as typed
  await name.fill('db-data-nightly')
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Snapshot name already exists')
  await expect(name).toHaveValue('db-data-nightly')

  await name.fill('scratch-before-upgrade')
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()

  await expect(dialog).toHaveCount(0)
  const row = snapshot(page, 'scratch-before-upgrade')
  await expect(row).toContainText('scratch-disk')
  await expect(row).toContainText('ready', { timeout: 15_000 })
})

test('make an image from a snapshot', async ({ page }) => {
  await page.goto(base)
  await ui.rowAction(page, 'snapshot db-data-nightly', 'Create image')
  const dialog = page.getByRole('dialog', { name: 'Create image from snapshot' })
  await expect(dialog).toContainText('db-data-nightly')
  await ui.expectAccessible(page)

  await dialog.getByRole('textbox', { name: /^Name/ }).fill('db-base')
  await dialog.getByRole('button', { name: 'Create image' }).click()
  await expect(dialog.getByRole('alert')).toContainText('OS is required')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('db-base')

  await dialog.getByRole('textbox', { name: /^OS/ }).fill('debian')
  await dialog.getByRole('textbox', { name: /^Version/ }).fill('12')
  await dialog.getByRole('button', { name: 'Create image' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/images$/)
  const row = ui.rowOf(ui.table(page, 'Project images'), 'db-base')
  await expect(row).toContainText('debian')
  await expect(row).toContainText('12')
})

test('a snapshot names its disk past the project’s first 1,000 disks, and says when its disk is deleted', async ({
  page,
}) => {
  // the list names source disks from one read of the project's first 1,000 disks, by name
  await ui.scaleTestDisks(page, 1000)
  await page.goto('/projects/scale-test/disks')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'disk-00001')).toBeVisible()
  for (const name of ['zz-kept', 'zz-gone']) {
    expect(await ui.postApi(page, '/v1/disks?project=scale-test', ui.blankDisk(name))).toBe(201)
    const copy = { name: `${name}-copy`, description: '', disk: name }
    expect(await ui.postApi(page, '/v1/snapshots?project=scale-test', copy)).toBe(201)
  }
  // deleted by another client: a snapshot outlives its disk
  const status = await page.evaluate(
    async () => (await fetch('/v1/disks/zz-gone?project=scale-test', { method: 'DELETE' })).status,
  )
  expect(status).toBe(204)

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Snapshots' }).click()
  await expect(snapshot(page, 'zz-kept-copy').getByRole('link', { name: 'zz-kept' })).toBeVisible()
  await expect(snapshot(page, 'zz-gone-copy')).toContainText('Deleted disk')
})

test('past the project’s first 1,000 disks, the rows on screen read their source disks, the rest once scrolled to', async ({
  page,
}) => {
  await ui.scaleTestDisks(page, 2000)
  await ui.scaleTestSnapshots(page, 2000)
  const diskReads: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => /^\/v1\/disks\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) && diskReads.push(r.url()))
  // from the end by name: their disks lie past the first 1,000 that one read of the project's disks gives
  await page.goto('/projects/scale-test/snapshots?sort=-name')
  await expect(snapshot(page, 'snap-02000').getByRole('link', { name: 'disk-02000' })).toBeVisible()
  await expect(snapshots(page).locator('tbody tr')).toHaveCount(50)
  const last = snapshot(page, 'snap-01951')
  await expect(last).toContainText('…')
  await calls.told()
  // a screen of rows, not the page's 50
  expect(diskReads.length).toBeGreaterThan(0)
  expect(diskReads.length).toBeLessThan(25)

  await last.scrollIntoViewIfNeeded()
  await expect(last.getByRole('link', { name: 'disk-01951' })).toBeVisible()
  await calls.told()
  expect(diskReads.length).toBeLessThan(50)
})

test('a disk past the project’s first 1,000 is snapshotted by its name; a name that is no disk is refused', async ({
  page,
}) => {
  // the form's options are one read of the project's disks: the first 1,000 by name
  await ui.scaleTestDisks(page, 1001)
  await page.goto('/projects/scale-test/snapshots-new')
  const dialog = page.getByRole('dialog', { name: 'Create snapshot' })
  const disk = dialog.getByRole('combobox', { name: 'Disk' })
  await expect(disk.getByRole('option', { name: 'disk-01000 (1 GiB)' })).toBeAttached()
  await expect(disk.getByRole('option', { name: /disk-01001/ })).toHaveCount(0)

  const diskName = await ui.pickPastFirstPage(page, dialog, 'Disk', 'disk', 'disk-09999')
  await diskName.fill('disk-01001')
  await expect(dialog.getByText(/There is no disk named/)).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(/^disk-01001-[0-9a-f]{6}$/)
  await dialog.getByRole('button', { name: 'Create snapshot' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(ui.toast(page, 'Snapshot started')).toContainText('disk-01001-')
})
