// A sign-out that fails leaves the session valid, so the user stays where they are and is
// told; the console must never look signed out while it is not.
import type { Page } from '@playwright/test'
import { REMOTE_PORT } from '../../../playwright.config'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const disks = '/projects/demo-project/disks'

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
}

/** Still signed in: the user menu works, and a page that needs the session opens. */
async function expectStillSignedIn(page: Page) {
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL('/settings/profile')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
}

test('a sign-out the API refuses keeps the user on the page, signed in, and says why', async ({ page }) => {
  await page.goto(disks)
  await expect(ui.table(page, 'Disks')).toBeVisible()
  await ui.failCalls(page, { logout: 500 })
  await signOutFromMenu(page)

  await expect(ui.errorToast(page, 'Could not sign out')).toContainText('Internal Server Error')
  await expect(page).toHaveURL(disks)
  await expect(ui.table(page, 'Disks')).toBeVisible()
  await expectStillSignedIn(page)

  // once the API answers, signing out works from the same menu
  await ui.clearFaults(page)
  await signOutFromMenu(page)
  await expect(page).toHaveURL('/login')
})

// The in-browser mock answers in the page, out of page.route's reach: this one runs the
// production bundle against the mock's Node server, where calls are real HTTP requests.
test.describe('through the remote proxy', () => {
  test.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

  test('a sign-out that cannot reach the API keeps the user on the page and says so', async ({ page }) => {
    await page.goto(`/login/demo-silo/local?redirect_uri=${encodeURIComponent(disks)}`)
    await ui.submitLocalSignIn(page)
    await expect(ui.table(page, 'Disks')).toBeVisible()

    await page.route('**/v1/logout', (route) => route.abort('internetdisconnected'))
    await signOutFromMenu(page)

    await expect(ui.errorToast(page, 'Could not sign out')).toContainText('Could not reach the API')
    await expect(page).toHaveURL(disks)
    await expectStillSignedIn(page)
  })
})
