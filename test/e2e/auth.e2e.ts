import { expect, test } from './fixtures'
import * as ui from './ui'

test.describe('signed out', () => {
  test.beforeEach(async ({ context }) => {
    // the demo signs fleet-admin in on a first visit; mark this browser as visited, signed out
    await context.addCookies([{ name: 'mock-visited', value: '1', domain: '127.0.0.1', path: '/' }])
  })

  test('any 401 sends the user to /login keeping where they were', async ({ page }) => {
    await page.goto('/projects?limit=10')
    await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects%3Flimit%3D10')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.locator('img[alt=""]')).toHaveCount(1) // the hero picture
    await ui.expectAccessible(page)
  })

  test('the login page picks the silo and keeps redirect_uri', async ({ page }) => {
    await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
    await page.getByLabel('Silo').fill('demo-silo')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/login/demo-silo/local?redirect_uri=%2Fsettings%2Fprofile')
    await page.getByLabel('Username').fill('silo-viewer')
    await page.getByLabel('Password').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/settings/profile')
    await expect(page.getByRole('button', { name: 'User menu for silo-viewer' })).toBeVisible()
  })

  test('the login page sends identity-provider users to their SAML sign-in', async ({ page }) => {
    await page.goto('/login?redirect_uri=%2Fsettings%2Fprofile')
    await page.getByLabel('Silo').fill('other-silo')
    await page.getByRole('radio', { name: 'Identity provider' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('alert')).toHaveText('Enter the name of your identity provider')
    await page.getByRole('textbox', { name: 'Identity provider' }).fill('other-idp')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/login/other-silo/saml/other-idp?redirect_uri=%2Fsettings%2Fprofile')
    await expect(page.getByRole('button', { name: 'Continue with other-idp' })).toBeVisible()
  })

  test('wrong credentials show an error and keep the username', async ({ page }) => {
    await page.goto('/login/demo-silo/local')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('wrong')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toContainText('Wrong username or password')
    await expect(page.getByLabel('Username')).toHaveValue('fleet-admin')
    await ui.expectAccessible(page)
  })

  test('a redirect_uri to another origin is not followed', async ({ page }) => {
    await page.goto('/login/demo-silo/local?redirect_uri=https%3A%2F%2Fevil.example%2F')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/projects')
  })

  test('a redirect_uri that resolves to another host is not followed', async ({ page }) => {
    // `/./` collapses away, leaving `//evil.example/x`: a host, not a path
    await page.goto('/login/demo-silo/local?redirect_uri=/.//evil.example/x')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  })

  test('a session survives a reload, and signing out ends it', async ({ page }) => {
    await page.goto('/login/demo-silo/local')
    await page.getByLabel('Username').fill('fleet-admin')
    await page.getByLabel('Password').fill('demo')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/login/)
    await page.goto('/projects')
    await expect(page).toHaveURL(/\/login\?redirect_uri=%2Fprojects/)
  })

  test('SAML sign-in hands back to the console signed in', async ({ page }) => {
    await page.goto('/login/other-silo/saml/other-idp?redirect_uri=%2Fsettings%2Fprofile')
    await ui.expectAccessible(page)
    await page.getByRole('button', { name: 'Continue with other-idp' }).click()
    await expect(page).toHaveURL('/settings/profile')
    await expect(page.getByRole('button', { name: 'User menu for saml-user' })).toBeVisible()
  })

  test('an unknown SAML provider shows the error', async ({ page }) => {
    await page.goto('/login/other-silo/saml/nope')
    await page.getByRole('button', { name: 'Continue with nope' }).click()
    await expect(page.getByRole('alert')).toContainText(/not found/i)
  })
})

/** Starts a device sign-in as a CLI would, from inside the page so the mock answers. */
async function requestUserCode(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/device/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }),
    })
    return (await res.json()).user_code
  })
}

test('a device is signed in with the eight-letter code', async ({ page }) => {
  await page.goto('/device/verify')
  // the mock answers once the page is up
  await expect(page.getByRole('heading', { name: 'Device authentication' })).toBeVisible()
  const code = await requestUserCode(page)
  expect(code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
  const submit = page.getByRole('button', { name: 'Log in on device' })
  await expect(submit).toBeDisabled()
  const letters = code.replace('-', '').toLowerCase()
  for (let i = 0; i < 7; i++) await page.keyboard.type(letters[i])
  await expect(submit).toBeDisabled()
  await page.keyboard.type(letters[7])
  await expect(page.getByLabel('Letter 1 of 8')).toHaveValue(letters[0].toUpperCase())
  await ui.expectAccessible(page)
  await submit.click()
  await expect(page).toHaveURL('/device/success')
  await expect(page.getByText('You can close this window')).toBeVisible()
})

test('pasting fills the boxes with letters only, and a wrong code is invalid', async ({ page }) => {
  await page.goto('/device/verify')
  await page.getByLabel('Letter 1 of 8').focus()
  await page.evaluate(() => {
    const data = new DataTransfer()
    data.setData('text/plain', 'zz1z-zzzz z')
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
  })
  for (let i = 1; i <= 8; i++) await expect(page.getByLabel(`Letter ${i} of 8`)).toHaveValue('Z')
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page.getByRole('alert')).toHaveText('Code is invalid')
  await expect(page).toHaveURL('/device/verify')
})

test('the device success page is accessible', async ({ page }) => {
  await page.goto('/device/success')
  await expect(page.getByText('You can close this window')).toBeVisible()
  await ui.expectAccessible(page)
})
