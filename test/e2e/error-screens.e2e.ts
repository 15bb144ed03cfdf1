// A failed load shows its error screen where the page would be, inside the console's shell,
// with a way to try again. Failures come from the mock's targeted faults.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import * as ui from './ui'

const errorScreen = (page: Page) => page.getByRole('alert').filter({ hasText: 'Something went wrong' })

test('a failed list keeps the navigation, and "Try again" shows the list', async ({ page }) => {
  await page.goto('/projects/demo-project/instances')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  await ui.failCalls(page, { floatingIpList: 500 })
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Floating IPs' }).click()

  await expect(errorScreen(page)).toContainText('Internal Server Error')
  const nav = page.getByRole('navigation', { name: 'Project' })
  await expect(nav.getByRole('link', { name: 'Instances' })).toBeVisible()
  await ui.expectAccessible(page)

  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Floating IPs' })).toBeVisible()
  await expect(errorScreen(page)).toHaveCount(0)

  // the navigation worked all along: it still leads elsewhere
  await nav.getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
})

test('a failed project load keeps the project navigation and can be tried again', async ({ page }) => {
  await ui.openFailing(page, '/projects/demo-project/disks', { projectView: 500 })
  await expect(errorScreen(page)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Disks' })).toBeVisible()
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Disks' })).toBeVisible()
})

test('a failed session load keeps the shell, with a way back and a way to try again', async ({ page }) => {
  await ui.openFailing(page, '/projects', { currentUserView: 500 })
  await expect(errorScreen(page)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to console' })).toBeVisible()
  await ui.expectAccessible(page)
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'User menu for fleet-admin' })).toBeVisible()
})

test('the operators’ area loads its pages on the way in, from a link or an address', async ({ page }) => {
  await page.goto('/system')
  await expect(page).toHaveURL('/system/silos')
  await expect(page.getByRole('cell', { name: 'demo-silo', exact: true })).toBeVisible()
  await page.goto('/system/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
