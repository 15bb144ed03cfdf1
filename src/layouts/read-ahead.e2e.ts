// A navigation link whose pointer rests on it (or whose focus does) reads its page before the
// click (issue 16): the page's calls leave then, and the click finds their answers.
import type { Page } from '@playwright/test'
import { apiCalls, type ApiRequest } from '../../test/e2e/apiCalls'
import { expect, test } from '../../test/e2e/fixtures'
import * as ui from '../../test/e2e/ui'

const INSTANCES = '/projects/demo-project/instances'

/** The disk list's page the Disks link opens (the instance list reads all disks, for names). */
const isDiskPage = (r: ApiRequest) => {
  const url = new URL(r.url())
  return url.pathname === '/v1/disks' && url.searchParams.get('limit') === '50'
}

const projectNav = (page: Page) => page.getByRole('navigation', { name: 'Project' })

async function onInstances(page: Page) {
  await page.goto(INSTANCES)
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'analytics-worker')).toBeVisible()
}

test('a pointer resting on a link reads its page, and the click shows it from that read', async ({ page }) => {
  await onInstances(page)
  const api = await apiCalls(page)
  const diskPages: string[] = []
  api.onRequest((r) => isDiskPage(r) && diskPages.push(r.url()))

  const read = api.waitForResponse((r) => isDiskPage(r.request()))
  await projectNav(page).getByRole('link', { name: 'Disks' }).hover()
  expect((await read).status()).toBe(200)
  // only read: the page is still the one the user is on
  await expect(page).toHaveURL(INSTANCES)
  await api.told()
  expect(diskPages).toHaveLength(1)

  await projectNav(page).getByRole('link', { name: 'Disks' }).click()
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'analytics-worker-boot')).toBeVisible()
  await api.told()
  expect(diskPages).toHaveLength(1)
})

test("a row's link reads its item's page, and the tab it opens on", async ({ page }) => {
  await onInstances(page)
  // the instance, and its disks: the instance's page opens on its Storage tab
  const paths = ['/v1/instances/analytics-worker', '/v1/instances/analytics-worker/disks']
  const api = await apiCalls(page)
  const calls: string[] = []
  api.onRequest((r) => paths.includes(new URL(r.url()).pathname) && calls.push(new URL(r.url()).pathname))

  const reads = paths.map((path) => api.waitForResponse((r) => new URL(r.url()).pathname === path))
  await ui.table(page, 'Instances').getByRole('link', { name: 'analytics-worker', exact: true }).hover()
  for (const read of reads) expect((await read).status()).toBe(200)
  await expect(page).toHaveURL(INSTANCES)

  await ui.table(page, 'Instances').getByRole('link', { name: 'analytics-worker', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'analytics-worker', level: 1 })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'analytics-worker-boot')).toBeVisible()
  await api.told()
  expect(calls.sort()).toEqual(paths)
})

test('a link the keyboard rests on reads its page too; one passed over does not', async ({ page }) => {
  await onInstances(page)
  const api = await apiCalls(page)
  const diskPages: string[] = []
  api.onRequest((r) => isDiskPage(r) && diskPages.push(r.url()))
  const nav = projectNav(page)

  // focus that moves on at once, as tabbing quickly through the links does
  await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Project"] a')]
    links.find((a) => a.textContent === 'Disks')!.focus()
    links.find((a) => a.textContent === 'Snapshots')!.focus()
  })
  await expect(nav.getByRole('link', { name: 'Snapshots' })).toBeFocused()

  const read = api.waitForRequest(isDiskPage)
  await nav.getByRole('link', { name: 'Disks' }).focus()
  await read
  await page.keyboard.press('Enter')
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'analytics-worker-boot')).toBeVisible()
  await api.told()
  expect(diskPages).toHaveLength(1)
})

test('a link read after the session ended leaves the page and what was typed as they are', async ({ page }) => {
  await page.goto(`${INSTANCES}-new`)
  await page.getByLabel('Name', { exact: true }).fill('typed-before')
  expect(await page.evaluate(() => fetch('/v1/logout', { method: 'POST' }).then((r) => r.status))).toBe(204)

  const refused = (await apiCalls(page)).waitForResponse((r) => isDiskPage(r.request()))
  await projectNav(page).getByRole('link', { name: 'Disks' }).hover()
  expect((await refused).status()).toBe(401)
  // neither sent to sign in nor asked to: the user has not opened the page
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0)
  await expect(page).toHaveURL(`${INSTANCES}-new`)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('typed-before')

  // the click that opens it meets the ended session, as it would have without the read
  await projectNav(page).getByRole('link', { name: 'Disks' }).click()
  await expect(page).toHaveURL(/\/login/)
})
