import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { apiCalls } from '../../../../test/e2e/apiCalls'
import { fleetViewerRefusal, openSystemAsFleetViewer } from '../../access/e2eRoles'

const BUNDLES = '/system/support-bundles'
// the seed's bundles (mock-api/fixtures/support-bundles.ts)
const ACTIVE = '5b0d1e00-0000-4000-8000-000000000001'
const FAILED = '5b0d1e00-0000-4000-8000-000000000002'

/** Runs `start` and answers the file the browser saved, as text. */
async function savedFile(page: Page, start: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()])
  const path = await download.path()
  return { download, bytes: readFileSync(path) }
}

test('a bundle created with the keyboard is seen collecting, then active, and its files download', async ({
  pageAs,
}) => {
  const page = await pageAs('fleet-admin')
  // collecting lasts three steps: long enough to be seen after the form, on a slow machine too
  await ui.slowTransitions(page, 3000)
  await page.goto(BUNDLES)
  const bundles = ui.table(page, 'Support bundles')
  await expect(ui.rowOf(bundles, FAILED)).toContainText('Failed: Bundle storage was lost when its sled was expunged')
  await expect(
    page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Support bundles' }),
  ).toBeVisible()
  await ui.expectAccessible(page)

  const create = page.getByRole('link', { name: 'New support bundle' }).first()
  const { dialog, field: reason } = await ui.openFormByKeyboard(page, create, 'Create support bundle', 'Reason')
  await ui.expectAccessible(page)
  // submitting with no reason says so next to the field
  await page.keyboard.press('Tab') // Cancel
  await page.keyboard.press('Tab') // submit
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Reason is required').first()).toBeVisible()
  await reason.focus()
  await page.keyboard.type('Switch 0 port flaps, case 5120')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(ui.toast(page, 'Support bundle created')).toBeVisible()

  const created = bundles.getByRole('row').filter({ hasText: 'Switch 0 port flaps, case 5120' })
  await expect(created).toContainText('collecting')
  await expect(created.getByRole('img', { name: 'Collecting' })).toBeVisible()
  await expect(created).toContainText('active', { timeout: 15_000 })
  await expect(created).toContainText('Created by external API')

  await created.getByRole('link').click()
  await expect(page).toHaveURL(/\/system\/support-bundles\/[0-9a-f-]{36}$/)
  const id = page.url().split('/').at(-1)!
  await expect(page.getByRole('heading', { name: id, level: 1 })).toBeVisible()
  const files = ui.table(page, 'Files in the bundle')
  await expect(ui.rowOf(files, 'bundle_id.txt')).toContainText('37 B')
  const big = files.getByRole('row').filter({ hasText: 'oxide-dendrite.log' })
  await expect(big).toContainText('3 MiB')
  await ui.expectAccessible(page)

  const idFile = await savedFile(page, () =>
    ui.rowOf(files, 'bundle_id.txt').getByRole('button', { name: 'Download' }).click(),
  )
  expect(idFile.download.suggestedFilename()).toBe('bundle_id.txt')
  expect(idFile.bytes.toString()).toBe(`${id}\n`)

  const log = await savedFile(page, () => big.getByRole('button', { name: 'Download' }).click())
  expect(log.download.suggestedFilename()).toBe('oxide-dendrite.log')
  expect(log.bytes.length).toBe(3 * 1024 * 1024)
  await expect(big.getByRole('status')).toHaveText('Saved oxide-dendrite.log (3 MiB)')

  const archive = await savedFile(page, () => page.getByRole('button', { name: 'Download bundle (.zip)' }).click())
  expect(archive.download.suggestedFilename()).toBe(`support-bundle-${id}.zip`)
  expect(archive.bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
  expect(archive.bytes.includes(Buffer.from('oxide-dendrite.log'))).toBe(true)
})

test('the bundles are listed newest first, read once', async ({ page }) => {
  const listCalls: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => void (new URL(r.url()).pathname.endsWith('/support-bundles') && listCalls.push(r.url())))
  await page.goto(BUNDLES)
  const rows = ui.table(page, 'Support bundles').locator('tbody tr')
  // the failed bundle was asked for two days after the active one
  await expect(rows.nth(0)).toContainText(FAILED)
  await expect(rows.nth(1)).toContainText(ACTIVE)
  // the in-browser mock's calls reach the test a moment after they leave: the rows may show first
  await expect.poll(() => listCalls).toEqual([expect.stringContaining('sort_by=time_and_id_descending')])
})

test('a failed download says why and can be tried again', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${BUNDLES}/${ACTIVE}`)
  const files = ui.table(page, 'Files in the bundle')
  await ui.failCalls(page, { supportBundleDownloadFile: 503 })
  await ui.rowOf(files, 'inventory.json').getByRole('button', { name: 'Download' }).click()
  await expect(ui.rowOf(files, 'inventory.json').getByRole('alert')).toContainText('Could not download inventory.json')
  await ui.clearFaults(page)
  const retried = await savedFile(page, () =>
    ui.rowOf(files, 'inventory.json').getByRole('button', { name: 'Try again' }).click(),
  )
  expect(JSON.parse(retried.bytes.toString())).toMatchObject({ sleds: expect.any(Array) })
})

test('a comment is edited and a bundle deleted', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(BUNDLES)
  const bundles = ui.table(page, 'Support bundles')

  await ui.rowAction(page, `support bundle ${ACTIVE}`, 'Edit comment')
  const dialog = page.getByRole('dialog', { name: 'Edit comment' })
  const comment = dialog.getByRole('textbox', { name: 'Comment' })
  await expect(comment).toHaveValue('Sled 3 rebooted twice overnight; for support case 4411')
  await ui.expectAccessible(page)
  await comment.fill('Case 4411: <b>closed</b>')
  await dialog.getByRole('button', { name: 'Save comment' }).click()
  await expect(ui.toast(page, 'Comment saved')).toBeVisible()
  // shown as typed, never as markup
  await expect(ui.rowOf(bundles, ACTIVE)).toContainText('Case 4411: <b>closed</b>')

  await ui.rowAction(page, `support bundle ${FAILED}`, 'Delete')
  await ui.inDialog(page, 'Delete support bundle', 'Delete')
  await expect(ui.toast(page, 'Support bundle deleted')).toBeVisible()
  await expect(ui.rowOf(bundles, FAILED)).toHaveCount(0)
  await expect(ui.rowOf(bundles, ACTIVE)).toBeVisible()
})

test('a failed bundle’s page says why it has no files', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${BUNDLES}/${FAILED}`)
  await expect(page.getByText('Collecting this bundle failed, so it has no files to download.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0)
  await ui.expectAccessible(page)
})

test('a fleet viewer reads and downloads a bundle; its changes are refused with the fleet role they need', async ({
  page,
}) => {
  await openSystemAsFleetViewer(page)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Support bundles' }).click()
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'New support bundle' }),
    fleetViewerRefusal('create, comment on and delete support bundles'),
  )
  // the row's way to the bundle stays; its changes do not
  await page.getByRole('button', { name: `Actions for support bundle ${ACTIVE}` }).click()
  await ui.expectRefusedControl(
    page,
    page.getByRole('menuitem', { name: 'Delete' }),
    fleetViewerRefusal('create, comment on and delete support bundles'),
  )
  await page.getByRole('menuitem', { name: 'View files' }).click()

  await expect(page.getByRole('heading', { name: ACTIVE, level: 1 })).toBeVisible()
  const reason = fleetViewerRefusal('comment on and delete support bundles')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Edit comment' }), reason)
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete bundle' }), reason)
  await expect(page.getByRole('heading', { name: ACTIVE, level: 1 })).toBeVisible()
  await ui.expectAccessible(page)
  const archive = await savedFile(page, () => page.getByRole('button', { name: 'Download bundle (.zip)' }).click())
  expect(archive.bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
})
