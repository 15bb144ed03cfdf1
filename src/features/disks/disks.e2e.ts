import type { Page } from '@playwright/test'
import { DISK_STATES } from '../../../test/apiStates'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const base = '/projects/demo-project'

const disksTable = (page: Page) => page.getByRole('table', { name: 'Disks' })
const diskRow = (page: Page, name: string) => ui.rowOf(disksTable(page), name)

async function openCreateForm(page: Page) {
  await page.goto(`${base}/disks`)
  await page.getByRole('link', { name: 'New disk' }).first().click()
  await expect(page).toHaveURL(`${base}/disks-new`)
  return page.getByRole('dialog', { name: 'Create disk' })
}

test('the disks list shows size, state, instance, source, block size and creation time', async ({ page }) => {
  await page.goto(`${base}/disks`)
  // the first column holds the selection's checkboxes (bulk actions)
  await expect(disksTable(page).getByRole('columnheader')).toHaveText([
    '',
    'Name',
    'Size',
    'State',
    'Attached to',
    'Source',
    'Block size',
    'Created',
    'Actions',
  ])
  await expect(disksTable(page).getByRole('checkbox', { name: 'Select all disks on this page' })).toBeVisible()
  const scratch = diskRow(page, 'scratch-disk')
  await expect(scratch).toContainText('50 GiB')
  await expect(scratch).toContainText('detached')
  await expect(scratch).toContainText('Blank')
  await expect(scratch).toContainText('4096 B')
  await expect(scratch.locator('time')).toHaveAttribute('datetime', '2025-05-02T10:00:00.000Z')

  const boot = diskRow(page, 'web-server-1-boot')
  await expect(boot).toContainText('attached')
  await expect(boot.getByRole('link', { name: 'web-server-1', exact: true })).toHaveAttribute(
    'href',
    `${base}/instances/web-server-1`,
  )
  await expect(boot).toContainText('Silo image ubuntu-24-04')
  await expect(diskRow(page, 'legacy-app-boot')).toContainText('Project image app-golden-image')
  await expect(diskRow(page, 'restored-db-data')).toContainText('Snapshot db-data-nightly')
  await expect(diskRow(page, 'corrupted-disk')).toContainText('faulted')
  await expect(page.getByRole('link', { name: 'Disks guide' })).toBeVisible()
  await ui.expectAccessible(page)

  await boot.getByRole('link', { name: 'web-server-1', exact: true }).click()
  await expect(page).toHaveURL(`${base}/instances/web-server-1/storage`)
})

test('every disk state has its badge', async ({ page }) => {
  await page.goto('/projects/build-farm/disks?limit=100')
  // the rows' checkboxes (bulk actions) come first once the list's tools have loaded
  await expect(disksTable(page).getByRole('checkbox', { name: 'Select all disks on this page' })).toBeVisible()
  const states = disksTable(page).locator('tbody tr td:nth-child(4)')
  await expect(states.first()).toBeVisible()
  const shown = new Set(await states.allTextContents())
  for (const state of DISK_STATES.map((s) => s.replace(/_/g, ' '))) expect(shown, state).toContain(state)
  await ui.expectAccessible(page)
})

test('a disk made from a snapshot that is gone says so', async ({ page }) => {
  await page.goto(`${base}/instances`)
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  // the mock lives in the page, so the snapshot is deleted from inside it
  const status = await page.evaluate(async () => {
    const res = await fetch('/v1/snapshots/db-data-nightly?project=demo-project', { method: 'DELETE' })
    return res.status
  })
  expect(status).toBe(204)
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Disks' }).click()
  // below the fold: its source is read once the row is seen (past one read of the project's snapshots)
  await diskRow(page, 'restored-db-data').scrollIntoViewIfNeeded()
  await expect(diskRow(page, 'restored-db-data')).toContainText('Deleted snapshot')
})

test('a project without disks offers to create one', async ({ page }) => {
  await page.goto('/projects/scale-test/disks')
  await ui.expectEmptyOffersCreate(page, 'No disks', 'New disk', 'Create disk')
})

test('create a blank disk with a chosen size and block size', async ({ page }) => {
  const dialog = await openCreateForm(page)
  await ui.expectAccessible(page)
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('blank-data')
  await dialog.getByRole('combobox', { name: 'Block size' }).selectOption('512')
  await dialog.getByRole('spinbutton', { name: /Size/ }).fill('42')
  await dialog.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`${base}/disks`)
  await expect(ui.toast(page, 'Disk created')).toContainText('blank-data')
  const row = diskRow(page, 'blank-data')
  await expect(row).toContainText('42 GiB')
  await expect(row).toContainText('512 B')
  await expect(row).toContainText('Blank')
  // as with the real API, the create answers once the disk is made: usable at once
  await expect(row).toContainText('detached')
  await ui.rowAction(page, 'disk blank-data', 'Snapshot')
  await expect(ui.toast(page, 'Snapshot of blank-data started')).toContainText(/blank-data-[0-9a-f]{6}/)
})

test('create a disk from a snapshot: the size starts at the snapshot size', async ({ page }) => {
  const dialog = await openCreateForm(page)
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('from-nightly')
  await dialog.getByRole('radio', { name: 'Snapshot' }).check()
  await dialog.getByRole('combobox', { name: 'Snapshot' }).selectOption({ label: 'db-data-nightly (500 GiB)' })
  await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toHaveValue('500')
  await dialog.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`${base}/disks`)
  const row = diskRow(page, 'from-nightly')
  await expect(row).toContainText('500 GiB')
  await expect(row).toContainText('Snapshot db-data-nightly')
  await expect(row).toContainText('4096 B')
})

test('create a disk from a snapshot past the project’s first 1,000, by name', async ({ page }) => {
  await ui.scaleTestSnapshots(page, 1001)
  await page.goto('/projects/scale-test/disks-new')
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('from-far')
  await dialog.getByRole('radio', { name: 'Snapshot' }).check()
  const name = await ui.pickPastFirstPage(page, dialog, 'Snapshot', 'snapshot', 'snap-09999')
  await name.fill('snap-01001')
  // the size follows the snapshot found as it follows a listed one: 1 GiB, not a blank disk's 10
  await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(page).toHaveURL('/projects/scale-test/disks')
  await expect(diskRow(page, 'from-far')).toContainText('Snapshot snap-01001')
})

test('create disks from images past the project’s first 1,000, by name: the project’s, else the silo’s', async ({
  page,
}) => {
  await ui.scaleTestImages(page, 1001)
  await page.goto('/projects/scale-test/disks-new')
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('far-image')
  await dialog.getByRole('radio', { name: 'Image' }).check()
  const name = await ui.pickPastFirstPage(page, dialog, 'Image', 'image', 'image-09999')
  await name.fill('image-01001')
  await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toHaveValue('1')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(page).toHaveURL('/projects/scale-test/disks')
  await expect(diskRow(page, 'far-image')).toContainText('Project image image-01001')

  // a name the project has no image of is the silo's image of that name
  await page.goto('/projects/scale-test/disks-new')
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('far-silo-image')
  await dialog.getByRole('radio', { name: 'Image' }).check()
  await (await ui.pickPastFirstPage(page, dialog, 'Image', 'image')).fill('debian-12')
  await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toHaveValue('2')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(page).toHaveURL('/projects/scale-test/disks')
  await expect(diskRow(page, 'far-silo-image')).toContainText('Silo image debian-12')
})

test('create a disk from an image: too small a size is refused and kept as typed', async ({ page }) => {
  const dialog = await openCreateForm(page)
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('golden-copy')
  await dialog.getByRole('radio', { name: 'Image' }).check()
  await dialog
    .getByRole('combobox', { name: 'Image' })
    .selectOption({ label: 'app-golden-image (project image, 20 GiB)' })
  const size = dialog.getByRole('spinbutton', { name: /Size/ })
  await expect(size).toHaveValue('20')

  await size.fill('5')
  const message = 'Size must be at least 20 GiB to hold image app-golden-image'
  await expect(dialog.getByText(message)).toBeVisible()
  await expect(size).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(dialog.getByRole('alert')).toContainText(message)
  await expect(size).toHaveValue('5')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('golden-copy')

  // a silo image works the same way, and a size the user typed is no longer replaced
  await dialog.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'debian-12 (silo image, 2 GiB)' })
  await expect(size).toHaveValue('5')
  await expect(size).not.toHaveAttribute('aria-invalid')
  await size.fill('1024')
  // after the blocked submit, the banner follows the field as it changes
  await expect(size).toHaveAccessibleDescription(/Size can be at most 1023 GiB/)
  await expect(dialog.getByRole('alert')).toHaveText(/Size can be at most 1023 GiB/)
  await size.fill('25')
  await dialog.getByRole('button', { name: 'Create disk' }).click()

  await expect(page).toHaveURL(`${base}/disks`)
  const row = diskRow(page, 'golden-copy')
  await expect(row).toContainText('25 GiB')
  await expect(row).toContainText('Silo image debian-12')
})

test('a taken name is reported in the form banner and the input stays', async ({ page }) => {
  const dialog = await openCreateForm(page)
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('scratch-disk')
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('a second scratch')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Disk name already exists')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('scratch-disk')
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('a second scratch')
})

test('delete a detached disk after confirming', async ({ page }) => {
  await page.goto(`${base}/disks`)
  await ui.rowAction(page, 'disk spare-boot', 'Delete')
  await expect(page.getByRole('dialog', { name: 'Delete disk' })).toContainText(
    'Are you sure you want to delete disk spare-boot? Its data is lost for good.',
  )
  await ui.inDialog(page, 'Delete disk', 'Delete')
  await expect(ui.toast(page, 'Disk deleted')).toContainText('spare-boot')
  await expect(diskRow(page, 'spare-boot')).toHaveCount(0)
})

test('an attached disk cannot be deleted, and a faulted one cannot be snapshotted; each says why', async ({ page }) => {
  await page.goto(`${base}/disks`)
  await page.getByRole('button', { name: 'Actions for disk web-data' }).click()
  const del = page.getByRole('menuitem', { name: 'Delete' })
  await ui.expectRefusedControl(page, del, 'Only available when the disk is detached or faulted')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Actions for disk corrupted-disk' }).click()
  const snap = page.getByRole('menuitem', { name: 'Snapshot' })
  await ui.expectRefusedControl(page, snap, 'Only available when the disk is attached or detached')
})

test('snapshot a disk from its row', async ({ page }) => {
  await page.goto(`${base}/disks`)
  await page.getByRole('button', { name: 'Actions for disk db-data' }).click()
  await page.getByRole('menuitem', { name: 'Snapshot' }).click()
  await expect(ui.toast(page, 'Snapshot of db-data started')).toContainText(/db-data-[0-9a-f]{6}/)
})

test('a disk opens in a side modal with every field, and closes back to the list', async ({ page }) => {
  await page.goto(`${base}/disks?limit=25`)
  await diskRow(page, 'restored-db-data').getByRole('link', { name: 'restored-db-data' }).click()
  await expect(page).toHaveURL(`${base}/disks/restored-db-data?limit=25`)
  const dialog = page.getByRole('dialog', { name: 'Disk restored-db-data' })
  await expect(dialog).toContainText('162193d2-2823-4a22-a0b3-fb2acc641111')
  await expect(dialog.getByRole('button', { name: 'Copy disk ID' })).toBeVisible()
  await expect(dialog).toContainText('Restore test of the nightly snapshot')
  await expect(dialog).toContainText('detached')
  await expect(dialog).toContainText('500 GiB')
  await expect(dialog).toContainText('4096 B')
  await expect(dialog).toContainText('/mnt/restored-db-data')
  await expect(dialog).toContainText('Snapshot db-data-nightly')
  await expect(dialog.locator('time')).toHaveCount(2)
  // the open modal hides the page behind it from assistive technology
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs', includeHidden: true })).toContainText(
    'demo-project/Disks/restored-db-data',
  )
  await ui.expectAccessible(page)

  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(`${base}/disks?limit=25`)
  await expect(dialog).toHaveCount(0)
})

test('an attached disk links its instance from the side modal; Escape closes it', async ({ page }) => {
  await page.goto(`${base}/disks/db-wal`)
  const dialog = page.getByRole('dialog', { name: 'Disk db-wal' })
  await expect(dialog.getByRole('link', { name: 'db-primary' })).toHaveAttribute('href', `${base}/instances/db-primary`)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(`${base}/disks`)
})

test('a disk that does not exist shows the not-found page', async ({ page }) => {
  await page.goto(`${base}/disks/no-such-disk`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(disksTable(page)).toHaveCount(0)
})

const VIEWER_REASON =
  'To create, snapshot and delete disks you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'

test('a viewer is told why creating, snapshotting and deleting disks are not theirs, and the API refuses a create', async ({
  pageAs,
}) => {
  // two users' sessions, three reasons read from their tooltips and an axe scan: ~27 s of a
  // loaded two-core run, near the 30 s default
  test.setTimeout(60_000)
  const page = await pageAs('silo-viewer')
  await page.goto(`${base}/disks`)
  await expect(diskRow(page, 'scratch-disk')).toBeVisible()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'New disk' }), VIEWER_REASON)
  await page.getByRole('button', { name: 'Actions for disk scratch-disk' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Delete' }), VIEWER_REASON)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Actions for disk scratch-disk' }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Snapshot' }), VIEWER_REASON)
  await page.keyboard.press('Escape')
  await ui.expectAccessible(page)
  await expect(diskRow(page, 'scratch-disk')).toBeVisible()

  // a collaborator of the project gets them
  const collaborator = await pageAs('project-collaborator')
  await collaborator.goto(`${base}/disks`)
  await expect(collaborator.getByRole('link', { name: 'New disk' })).toBeVisible()

  // the form reached by its address is still refused by the API, the input kept
  await page.goto(`${base}/disks-new`)
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('not-mine')
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Action not authorized')
})

test('create a disk and open it with the keyboard alone', async ({ page }) => {
  await page.goto(`${base}/disks`)
  await page.getByRole('link', { name: 'New disk' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused()
  await page.keyboard.type('typed-disk')
  // description, the source radios, block size, then size
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
  await expect(dialog.getByRole('spinbutton', { name: /Size/ })).toBeFocused()
  await page.keyboard.press('Control+A')
  await page.keyboard.type('12')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${base}/disks`)

  const link = diskRow(page, 'typed-disk').getByRole('link', { name: 'typed-disk' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Disk typed-disk' })).toContainText('12 GiB')
})

test('deleting a disk names the snapshots taken of it, and says plainly that images cannot be named', async ({
  page,
}) => {
  await page.goto(`${base}/disks`)
  // spare-boot has no snapshot in the seed; db-data's nightly one is not its
  await ui.rowAction(page, 'disk spare-boot', 'Delete')
  await expect(ui.impactOf(page, 'Delete disk')).toContainText('No snapshot was taken of it.')
  await ui.inDialog(page, 'Delete disk', 'Cancel')

  await ui.rowAction(page, 'disk scratch-disk', 'Snapshot')
  const started = ui.toast(page, 'Snapshot of scratch-disk started')
  await expect(started).toContainText(/scratch-disk-[0-9a-f]{6}/)
  const snapshot = (await started.textContent())!.match(/scratch-disk-[0-9a-f]{6}/)![0]

  await ui.rowAction(page, 'disk scratch-disk', 'Delete')
  await expect(ui.impactList(page, 'Delete disk', 'Snapshots of it, which stay')).toHaveText([snapshot])
  await expect(ui.impactOf(page, 'Delete disk')).toContainText(
    'the API does not record which disk or snapshot an image came from',
  )
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Delete disk', 'Delete')
  await expect(ui.toast(page, 'Disk deleted')).toContainText('scratch-disk')
})
