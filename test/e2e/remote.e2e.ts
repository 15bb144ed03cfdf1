import { expect, test } from '@playwright/test'
import { REMOTE_PORT } from '../../playwright.config'
import * as ui from './ui'

// `npm run build`'s bundle behind `API_MODE=remote`, talking to the mock's Node server as
// it would to a rack: real HttpOnly session cookies, state kept by the server.
test.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

test('the production bundle signs in and works through the remote proxy', async ({ page }) => {
  await page.goto('/projects')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects')
  await expect(page.getByText('Technical preview')).toHaveCount(0)
  await page.getByLabel('Silo').fill('demo-silo')
  await page.getByRole('button', { name: 'Continue' }).click()
  // the silo page offers "Username and password" too: wait for the sign-in form itself
  await expect(page).toHaveURL(/\/login\/demo-silo\/local/)
  await ui.submitLocalSignIn(page)
  await expect(page).toHaveURL('/projects')
  await expect(page.getByRole('row', { name: /demo-project/ })).toBeVisible()
  await ui.expectAccessible(page)

  // the session cookie is out of the page's reach
  expect(await page.evaluate(() => document.cookie)).not.toContain('session')

  const name = `remote-${Date.now().toString(36)}`
  await page.getByRole('link', { name: 'New project' }).first().click()
  await page.getByRole('dialog', { name: 'Create project' }).getByLabel('Name').fill(name)
  await page.getByRole('dialog', { name: 'Create project' }).getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL(`/projects/${name}/instances`)

  // the server keeps state across page loads, unlike the in-browser mock
  await page.goto('/projects')
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible()

  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login')
  await page.goto('/projects')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects')
})
