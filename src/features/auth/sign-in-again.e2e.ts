// A session that ends while a form is open must not cost the user what they typed: the
// submit asks them to sign in again over the form, and the next submit goes through.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

/** Ends the session the way signing out in another tab would. */
async function endSession(page: Page) {
  const status = await page.evaluate(() => fetch('/v1/logout', { method: 'POST' }).then((r) => r.status))
  expect(status).toBe(204)
}

const signInAgain = (page: Page) => page.getByRole('dialog', { name: 'Sign in again' })

async function signInWithPassword(dialog: Locator, password = 'demo') {
  await dialog.getByRole('textbox', { name: 'Username' }).fill('fleet-admin')
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** What the API holds for a project, read from inside the page (the mock's state is the tab's). */
const projectDescription = (page: Page, project: string) =>
  page.evaluate(async (p) => (await (await fetch(`/v1/projects/${p}`)).json()).description as string, project)

async function openProjectForm(page: Page, name: string, description: string) {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().click()
  const form = page.getByRole('dialog', { name: 'Create project' })
  await form.getByRole('textbox', { name: /^Name/ }).fill(name)
  await form.getByRole('textbox', { name: /^Description/ }).fill(description)
  return form
}

test('a side-modal form whose session ended asks to sign in again, keeps the input, then saves', async ({ page }) => {
  const form = await openProjectForm(page, 'after-sign-in', 'typed before the session ended')
  await endSession(page)
  await form.getByRole('button', { name: 'Create project' }).click()

  const dialog = signInAgain(page)
  await expect(dialog).toContainText('Sign in to silo demo-silo again')
  await expect(page).toHaveURL('/projects-new')
  await ui.expectAccessible(page)

  // not now: the form is still there, and the next submit asks again
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('after-sign-in')
  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(dialog).toBeVisible()

  await signInWithPassword(dialog, 'wrong')
  await expect(dialog.getByRole('alert')).toContainText('Wrong username or password')
  await signInWithPassword(dialog)
  await expect(dialog).toBeHidden()
  await expect(ui.toast(page, 'Signed in again')).toBeVisible()
  await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('after-sign-in')
  await expect(form.getByRole('textbox', { name: /^Description/ })).toHaveValue('typed before the session ended')

  await form.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/after-sign-in/instances')
  await expect(ui.toast(page, 'Project created')).toContainText('after-sign-in')
  expect(await projectDescription(page, 'after-sign-in')).toBe('typed before the session ended')
})

test('a full-page form refused with a 401 keeps the page and what was typed', async ({ page }) => {
  const list = '/projects/demo-project/instances'
  await page.goto(`${list}-new`)
  await page.getByLabel('Name', { exact: true }).fill('kept-through-sign-in')
  await ui.failCalls(page, { instanceCreate: 401 })
  await page.getByRole('button', { name: 'Create instance' }).click()

  const dialog = signInAgain(page)
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(`${list}-new`)
  await ui.clearFaults(page)
  await signInWithPassword(dialog)
  await expect(dialog).toBeHidden()

  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('kept-through-sign-in')
  await expect(page.getByLabel('Disk name')).toHaveValue('kept-through-sign-in-boot')
  await page.getByRole('button', { name: 'Create instance' }).click()
  await expect(page).toHaveURL(`${list}/kept-through-sign-in/storage`)
  await expect(page.getByRole('table', { name: 'Disks' })).toContainText('kept-through-sign-in-boot')
})

test('after the session ended, opening another page still goes to the login page', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('table', { name: 'Projects' })).toBeVisible()
  await endSession(page)
  await page.getByRole('link', { name: 'demo-project' }).click()
  // the project's address leads on to its instances, whose list call is the one refused
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects%2Fdemo-project%2Finstances')
})

test.describe('signed in through an identity provider', () => {
  test.beforeEach(async ({ context }) => {
    // the demo signs fleet-admin in on a first visit; mark this browser as visited, signed out
    await context.addCookies([{ name: 'mock-visited', value: '1', domain: '127.0.0.1', path: '/' }])
  })

  test('the dialog sends the user to their sign-in page in a new tab, then retries', async ({ page }) => {
    await page.goto('/login/other-silo/saml/other-idp?redirect_uri=%2Fprojects')
    await page.getByRole('button', { name: 'Continue with other-idp' }).click()
    await expect(page.getByRole('button', { name: 'User menu for saml-user' })).toBeVisible()

    const form = await openProjectForm(page, 'saml-after-sign-in', 'made by saml-user')
    await endSession(page)
    await form.getByRole('button', { name: 'Create project' }).click()

    const dialog = signInAgain(page)
    await expect(dialog).toBeVisible()
    // there is no password to give: the silo signs in through its identity provider
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveCount(0)
    await ui.expectAccessible(page)
    const retry = dialog.getByRole('button', { name: 'I have signed in, retry' })
    await retry.click()
    await expect(dialog.getByRole('alert')).toContainText('You are not signed in yet')

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Open the sign-in page in a new tab' }).click(),
    ])
    await expect(tab).toHaveURL('/login/other-silo/saml/other-idp?redirect_uri=%2Fprojects-new')
    await tab.getByRole('button', { name: 'Continue with other-idp' }).click()
    await expect(tab).toHaveURL('/projects-new')
    await tab.close()

    await retry.click()
    await expect(dialog).toBeHidden()
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('saml-after-sign-in')
    await form.getByRole('button', { name: 'Create project' }).click()
    await expect(page).toHaveURL('/projects/saml-after-sign-in/instances')
    expect(await projectDescription(page, 'saml-after-sign-in')).toBe('made by saml-user')
  })
})
