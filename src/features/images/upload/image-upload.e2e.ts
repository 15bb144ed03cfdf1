import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { fillForm, form, MiB, startHeldUpload } from './heldUpload.e2e-helpers'
import { apiCalls } from '../../../../test/e2e/apiCalls'

// a snapshot of demo-project in the seed data, to make an image from behind the upload's back
const SEED_SNAPSHOT_ID = '2d91436b-a6d1-4748-9947-912e1815e413'

/** Names of the project's disks and snapshots, as the in-browser mock has them now. */
async function projectStorage(page: Page) {
  return page.evaluate(async () => {
    const names = async (path: string) =>
      ((await (await fetch(`/v1/${path}?project=demo-project&limit=100`)).json()).items as { name: string }[]).map(
        (x) => x.name,
      )
    return { disks: await names('disks'), snapshots: await names('snapshots') }
  })
}

const steps = (page: Page) => page.getByRole('list', { name: 'Upload steps' })
const cleanup = (page: Page) => page.getByRole('list', { name: 'Cleanup steps' })
const step = (page: Page, list: 'Upload steps' | 'Cleanup steps', label: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: label })

test('the form is accessible and says what is missing', async ({ page }) => {
  await page.goto(form)
  await expect(page.getByRole('heading', { name: 'Upload image' })).toBeVisible()
  await ui.expectAccessible(page)
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('OS is required')).toBeVisible()
  await expect(page.getByText('Version is required')).toBeVisible()
  await expect(page.getByText('Choose an image file to upload')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Block size' })).toHaveValue('512')
  await ui.expectAccessible(page)
})

test('a file that is not a raw image is refused before anything is made', async ({ page }) => {
  await page.goto(form)
  await page.getByLabel('Image file').setInputFiles({
    name: 'disk.qcow2',
    mimeType: 'application/octet-stream',
    buffer: Buffer.concat([Buffer.from([0x51, 0x46, 0x49, 0xfb, 0, 0, 0, 3]), randomBytes(4096)]),
  })
  await expect(page.getByText(/This file is a QCOW2 image; convert it to a raw image first/)).toBeVisible()
})

test('upload a file: steps and progress while it runs, then the image in the list', async ({ page }) => {
  await startHeldUpload(page, 4, { size: 6 * MiB })
  // the name came from the file name
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('alpine-3-20')
  const bar = page.getByRole('progressbar', { name: 'Bytes sent' })
  await expect(bar).toBeVisible()
  // four chunks of 512 KiB are through, the rest held
  await expect(page.getByText('2 MiB of 6 MiB (33%)')).toBeVisible()
  await expect(bar).toHaveAttribute('value', String(2 * MiB))
  await expect(step(page, 'Upload steps', 'Create temporary disk')).toContainText('Done')
  await expect(step(page, 'Upload steps', 'Create temporary disk')).toContainText(
    /alpine-3-20-upload-[0-9a-f]{6}, 1 GiB/,
  )
  await expect(step(page, 'Upload steps', 'Send file')).toContainText('In progress')
  await expect(step(page, 'Upload steps', 'Create image')).toContainText('Pending')
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeEnabled()
  await ui.expectAccessible(page)

  await page.evaluate(() => window.__bulkWrites.open())
  await expect(page).toHaveURL('/projects/demo-project/images')
  await expect(ui.toast(page, 'Image uploaded')).toBeVisible()
  await expect(page.getByRole('table', { name: 'Project images' })).toContainText('alpine-3-20')
  // the temporary disk and snapshot are gone
  const left = await projectStorage(page)
  expect(left.disks.filter((n) => n.startsWith('alpine-3-20-upload'))).toEqual([])
  expect(left.snapshots.filter((n) => n.startsWith('alpine-3-20-upload'))).toEqual([])
})

test('the list an upload ends on is read while its temporary disk and snapshot go, and opens with the new image', async ({
  page,
}) => {
  const list = '/projects/demo-project/images'
  await page.goto(list)
  await expect(page.getByRole('table', { name: 'Project images' })).toBeVisible()
  // what happens, in order, from the list's first visit (which it holds) on, by the page's clock
  const seen: { what: string; at: number }[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    if (new URL(r.url()).pathname !== '/v1/images') return
    seen.push({ what: r.method() === 'POST' ? 'image made' : 'list read', at: r.at() })
  })
  // the console goes to the list through the history API
  await page.evaluate((path) => {
    const push = history.pushState.bind(history)
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url && new URL(url, location.href).pathname === path)
        Object.assign(window, { __listShownAt: performance.now() })
      push(data, unused, url)
    }
  }, list)
  await page.getByRole('link', { name: 'Upload image' }).click()
  await fillForm(page, { name: 'read-again', size: MiB })
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page).toHaveURL(list)
  await expect(page.getByRole('table', { name: 'Project images' })).toContainText('read-again')
  await calls.told()
  const shownAt = await page.evaluate(() => (window as unknown as { __listShownAt: number }).__listShownAt)
  const order = [...seen, { what: 'list shown', at: shownAt }].sort((x, y) => x.at - y.at).map((x) => x.what)
  // read before the list is shown (not after, on what it held before the upload), and not again
  expect(order).toEqual(['image made', 'list read', 'list shown'])
})

test('cancel mid-upload: the import is stopped and the temporary disk deleted', async ({ page }) => {
  await startHeldUpload(page, 2, { name: 'cancelled-image' })
  await page.getByRole('button', { name: 'Cancel upload' }).click()
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Upload cancelled' })).toHaveText(
    'Upload cancelled; temporary disk removed.',
  )
  await expect(step(page, 'Upload steps', 'Send file')).toContainText('Cancelled')
  await expect(step(page, 'Upload steps', 'Create image')).toContainText('Cancelled')
  await expect(step(page, 'Cleanup steps', 'Stop import')).toContainText('Done')
  await expect(step(page, 'Cleanup steps', 'Delete temporary disk')).toContainText('Done')
  await expect(cleanup(page).getByRole('listitem')).toHaveCount(2)
  // what was typed is still there, ready for another go
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('cancelled-image')
  await expect(page.getByRole('button', { name: 'Upload again' })).toBeEnabled()
  expect((await projectStorage(page)).disks.filter((n) => n.startsWith('cancelled-image'))).toEqual([])
  await ui.expectAccessible(page)
})

test('a failure names its step, cleans up, and keeps the form', async ({ page }) => {
  await startHeldUpload(page, 2, { name: 'race-image' })
  // someone else takes the name while the file is on its way
  const status = await page.evaluate(async (id) => {
    const res = await fetch('/v1/images?project=demo-project', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'race-image',
        description: '',
        os: 'x',
        version: '1',
        source: { type: 'snapshot', id },
      }),
    })
    return res.status
  }, SEED_SNAPSHOT_ID)
  expect(status).toBe(201)
  await page.evaluate(() => window.__bulkWrites.open())

  // the API's own words, as the console words every error
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Create image failed' })).toContainText(
    /Create image failed: (Project )?image name already exists/i,
  )
  await expect(step(page, 'Upload steps', 'Create image')).toContainText('Failed')
  await expect(step(page, 'Upload steps', 'Finalize disk and take snapshot')).toContainText('Done')
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Upload failed' })).toHaveText(
    'Upload failed; temporary disk and snapshot removed.',
  )
  await expect(step(page, 'Cleanup steps', 'Delete temporary snapshot')).toContainText('Done')
  await expect(step(page, 'Cleanup steps', 'Delete temporary disk')).toContainText('Done')
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('race-image')
  await expect(page.getByRole('textbox', { name: /^OS/ })).toHaveValue('alpine')
  const left = await projectStorage(page)
  expect(left.disks.filter((n) => n.startsWith('race-image'))).toEqual([])
  expect(left.snapshots.filter((n) => n.startsWith('race-image'))).toEqual([])
  await ui.expectAccessible(page)
})

test('a name already taken is caught before any upload starts', async ({ page }) => {
  await page.goto(form)
  await fillForm(page, { name: 'app-golden-image', size: MiB })
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText('An image with this name already exists in this project')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await expect(steps(page)).toHaveCount(0)
  expect((await projectStorage(page)).disks.filter((n) => n.startsWith('app-golden-image'))).toEqual([])
})

test('leaving mid-upload asks first; leaving cancels and cleans up', async ({ page }) => {
  await startHeldUpload(page, 2, { name: 'leaving-image' })
  const nav = page.getByRole('link', { name: 'Disks', exact: true })

  await nav.click()
  const dialog = page.getByRole('dialog', { name: 'Leave while uploading?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Stay on this page' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(form)
  await expect(step(page, 'Upload steps', 'Send file')).toContainText('In progress')

  await nav.click()
  await dialog.getByRole('button', { name: 'Cancel upload and leave' }).click()
  await expect(page).toHaveURL('/projects/demo-project/disks')
  await expect(ui.toast(page, 'Upload cancelled')).toContainText('Upload cancelled; temporary disk removed.')
  expect((await projectStorage(page)).disks.filter((n) => n.startsWith('leaving-image'))).toEqual([])
})

test('closing the tab mid-upload gets the browser prompt', async ({ page }) => {
  await startHeldUpload(page, 2, { name: 'closing-image' })
  // leave for real: staying would leave the in-browser mock switched off, since msw's
  // worker takes any beforeunload for the tab going away
  expect(await ui.closeTab(page, 'leave')).toBe('beforeunload')
})
