import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { MiB, startHeldUpload } from '../images/upload/heldUpload.e2e-helpers'

const instances = '/projects/demo-project/instances'
// the seed's active support bundle (mock-api/fixtures/support-bundles.ts)
const BUNDLE = '/system/support-bundles/5b0d1e00-0000-4000-8000-000000000001'

const activityButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Activity/ })
const panel = (page: Page) => page.getByRole('dialog', { name: 'Activity' })
/** An entry of the panel, by its title; its name ends with its status in words. */
const entry = (page: Page, title: string) =>
  panel(page).getByRole('listitem', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`) })

async function openPanel(page: Page) {
  await activityButton(page).click()
  await expect(panel(page)).toBeVisible()
}

/** Reloads, saying "leave" should the page ask (an upload under way does). */
async function reload(page: Page) {
  page.once('dialog', (d) => void d.accept())
  await page.reload()
}

test('an instance stopped from its menu is followed until it is stopped, across navigation and a reload', async ({
  page,
}) => {
  // long enough a step that "running" is seen on a loaded machine
  await ui.slowTransitions(page, 2000)
  await page.goto(instances)
  await expect(activityButton(page)).toHaveAccessibleName('Activity')
  await ui.rowAction(page, 'instance web-server-1', 'Stop')
  await ui.inDialog(page, 'Stop instance', 'Confirm')

  await expect(activityButton(page)).toHaveAccessibleName('Activity, 1 running')
  await expect(activityButton(page)).toContainText('1')
  await openPanel(page)
  const stop = entry(page, 'Stop web-server-1')
  await expect(stop).toHaveAccessibleName('Stop web-server-1: Running')
  await expect(stop).toContainText('Stopping…')
  await ui.expectAccessible(page)

  // done once the instance is stopped, not when the call answered
  await expect(stop).toHaveAccessibleName('Stop web-server-1: Done', { timeout: 15_000 })
  await expect(stop).toContainText('Instance stopped')
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'web-server-1')).toContainText('stopped')
  await expect(activityButton(page)).toHaveAccessibleName('Activity')

  await stop.getByRole('link', { name: 'Stop web-server-1' }).click()
  // the instance page opens on its first tab
  await expect(page).toHaveURL(`${instances}/web-server-1/storage`)
  await expect(panel(page)).toBeHidden()

  // client-side navigation keeps it
  await page.getByRole('link', { name: 'Disks', exact: true }).click()
  await expect(page).toHaveURL('/projects/demo-project/disks')
  await openPanel(page)
  await expect(entry(page, 'Stop web-server-1')).toHaveAccessibleName('Stop web-server-1: Done')

  // and so does a reload
  await reload(page)
  await openPanel(page)
  await expect(entry(page, 'Stop web-server-1')).toHaveAccessibleName('Stop web-server-1: Done')

  await panel(page).getByRole('button', { name: 'Clear finished' }).click()
  await expect(panel(page)).toContainText('Nothing yet.')
})

test('a state change under way at a reload is watched again after it', async ({ page }) => {
  await ui.slowTransitions(page, 2000)
  await page.goto(`${instances}/web-server-2`)
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Stop' }).click()
  await ui.inDialog(page, 'Stop instance', 'Confirm')
  await expect(activityButton(page)).toHaveAccessibleName('Activity, 1 running')

  await reload(page)
  // still running after the reload, not interrupted: the instance can be watched anew
  await openPanel(page)
  const stop = entry(page, 'Stop web-server-2')
  await expect(stop).toHaveAccessibleName('Stop web-server-2: Running')
  await expect(page.getByRole('heading', { name: 'web-server-2' }).locator('..')).toContainText('running')
  // the in-browser mock forgets its state on a load, where a rack would not: the instance is
  // running again, so stop it behind the page's back as the rack would still be doing
  await page.evaluate(() =>
    fetch('/v1/instances/web-server-2/stop?project=demo-project', { method: 'POST' }).then((r) => {
      if (!r.ok) throw new Error(`stop answered ${r.status}`)
    }),
  )
  await expect(stop).toHaveAccessibleName('Stop web-server-2: Done', { timeout: 15_000 })
  await expect(stop).toContainText('Instance stopped')
  await expect(activityButton(page)).toHaveAccessibleName('Activity')
})

test('a refused state change is listed as failed with the API message', async ({ page }) => {
  await page.goto(`${instances}/db-primary`)
  await ui.failCalls(page, { instanceStart: 500 })
  await page.getByRole('button', { name: 'Instance actions' }).click()
  await page.getByRole('menuitem', { name: 'Start' }).click()
  await expect(ui.errorToast(page, 'Could not start instance')).toBeVisible()
  await openPanel(page)
  await expect(entry(page, 'Start db-primary')).toHaveAccessibleName('Start db-primary: Failed')
  await expect(activityButton(page)).toHaveAccessibleName('Activity')
})

test('an upload shows its progress, and a reload mid-way says it was interrupted', async ({ page }) => {
  await startHeldUpload(page, 2, { name: 'activity-image', size: 3 * MiB })
  await expect(activityButton(page)).toHaveAccessibleName('Activity, 1 running')
  await openPanel(page)
  const upload = entry(page, 'Upload activity-image')
  await expect(upload).toHaveAccessibleName('Upload activity-image: Running')
  // two chunks of 512 KiB through, the rest held
  await expect(upload).toContainText('1 MiB of 3 MiB')
  await expect(upload.getByRole('progressbar', { name: 'Upload activity-image progress' })).toHaveAttribute(
    'value',
    '33',
  )
  await expect(upload.getByRole('link', { name: 'Upload activity-image' })).toHaveAttribute(
    'href',
    '/projects/demo-project/images',
  )

  await reload(page)
  await expect(activityButton(page)).toHaveAccessibleName('Activity')
  await openPanel(page)
  await expect(entry(page, 'Upload activity-image')).toHaveAccessibleName('Upload activity-image: Interrupted')
  await expect(entry(page, 'Upload activity-image')).toContainText('Interrupted when the page was reloaded')
})

test('a support bundle download is listed with its outcome', async ({ page }) => {
  await page.goto(BUNDLE)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download bundle (.zip)' }).click(),
  ])
  const name = download.suggestedFilename()
  await openPanel(page)
  const item = entry(page, `Download ${name}`)
  await expect(item).toHaveAccessibleName(`Download ${name}: Done`)
  await expect(item).toContainText(`Saved ${name} (`)
  await expect(item.getByRole('link')).toHaveAttribute('href', BUNDLE)
})

test('the panel opens and closes from the keyboard', async ({ page }) => {
  await page.goto(BUNDLE)
  await page.getByRole('button', { name: 'Download bundle (.zip)' }).click()
  await expect(page.getByText(/^Saved /)).toBeVisible()
  const button = activityButton(page)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(panel(page)).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(panel(page).getByRole('button', { name: 'Clear finished' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(panel(page).getByRole('link', { name: /^Download / })).toBeFocused()
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(button).toBeFocused()
  await page.keyboard.press('Space')
  await expect(panel(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
})

test('with nothing done yet the panel says so', async ({ page }) => {
  await page.goto('/projects')
  await openPanel(page)
  await expect(panel(page)).toContainText('Nothing yet.')
  await expect(panel(page).getByRole('button', { name: 'Clear finished' })).toBeDisabled()
  await ui.expectAccessible(page)
})
