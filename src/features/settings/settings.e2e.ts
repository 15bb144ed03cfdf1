import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

// the public half of a key pair made with ssh-keygen for this test (the private half was discarded)
const GOOD_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOVOPH7zZSRnNPHqTArqNwK2S0JvBtQolnitpU+gXJTK test@ed25519'
// the same key data under another type's name, as a hand-edited or mixed-up paste would be
const MISLABELLED_KEY = GOOD_KEY.replace('ssh-ed25519', 'ssh-rsa')

const keys = (page: Page) => ui.table(page, 'SSH keys')
const tokens = (page: Page) => ui.table(page, 'Access tokens')

test.describe('profile', () => {
  test('shows the display name, id, silo and groups', async ({ pageAs }) => {
    const page = await pageAs('project-collaborator')
    await page.goto('/settings')
    await expect(page).toHaveURL('/settings/profile')
    const profile = page.getByRole('definition')
    await expect(profile.nth(0)).toHaveText('project-collaborator')
    await expect(profile.nth(1)).toHaveText('30f04120-b5f3-4fc1-9420-fae7f4772118')
    await expect(profile.nth(2)).toHaveText('demo-silo')
    await expect(profile.nth(3)).toHaveText('web-devs')
    await ui.expectAccessible(page)
  })

  test('says so when the user is in no group', async ({ pageAs }) => {
    const page = await pageAs('no-roles')
    await page.goto('/settings/profile')
    await expect(page.getByRole('definition').nth(3)).toHaveText('Not a member of any group')
  })
})

test.describe('SSH keys', () => {
  test('lists the user’s keys with their docs link, and reaches them from the settings navigation', async ({
    page,
  }) => {
    await page.goto('/settings/profile')
    await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'SSH keys' }).click()
    await expect(page.getByRole('heading', { name: 'SSH keys', level: 1 })).toBeVisible()
    await expect(ui.rowOf(keys(page), 'laptop-ed25519')).toContainText('ssh-ed25519')
    await expect(ui.rowOf(keys(page), 'build-host-rsa')).toContainText('ssh-rsa')
    await expect(page.getByRole('link', { name: /SSH keys guide/ })).toHaveAttribute('href', /user-settings/)
    await ui.expectAccessible(page)
  })

  test('a key the user does not have is page-not-found, inside the settings layout', async ({ page }) => {
    await page.goto('/settings/ssh-keys/no-such-key/edit')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible()
  })

  test('a user without keys sees how to add one', async ({ pageAs }) => {
    const page = await pageAs('no-roles')
    await page.goto('/settings/ssh-keys')
    await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add SSH key' })).toHaveCount(2)
  })

  test('add a key: a bad one is explained and refused, then a good one is added, viewed and deleted', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/settings/ssh-keys')
    await page.getByRole('link', { name: 'Add SSH key' }).click()
    await expect(page).toHaveURL('/settings/ssh-keys-new')
    const dialog = page.getByRole('dialog', { name: 'Create SSH key' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('desktop')
    const publicKey = dialog.getByRole('textbox', { name: /^Public key/ })

    await publicKey.fill('-----BEGIN OPENSSH PRIVATE KEY-----')
    await expect(dialog.getByText('This is a private key: never share it.', { exact: false })).toBeVisible()
    await publicKey.fill(MISLABELLED_KEY)
    const mismatch = 'The key data is for an ssh-ed25519 key, but the line starts with ssh-rsa'
    await expect(dialog.getByText(mismatch)).toBeVisible()
    await ui.expectAccessible(page)
    await dialog.getByRole('button', { name: 'Create SSH key' }).click()
    await expect(dialog.getByRole('alert')).toContainText(mismatch)
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('desktop')

    // pasted from the file, with its newline
    await publicKey.fill(`${GOOD_KEY}\n`)
    await expect(dialog.getByText(mismatch)).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Create SSH key' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL('/settings/ssh-keys')
    await expect(ui.toast(page, 'SSH key created')).toContainText('desktop')
    await expect(ui.rowOf(keys(page), 'desktop')).toContainText('ssh-ed25519')

    // the key is shown as stored, read-only, with a way to copy it
    await keys(page).getByRole('link', { name: 'desktop' }).click()
    await expect(page).toHaveURL('/settings/ssh-keys/desktop/edit')
    const view = page.getByRole('dialog', { name: 'SSH key' })
    await expect(view).toContainText('An SSH key cannot be changed once added')
    const shown = view.getByRole('textbox', { name: 'Public key' })
    await expect(shown).toHaveValue(GOOD_KEY)
    await expect(shown).not.toBeEditable()
    await ui.expectAccessible(page)
    await view.getByRole('button', { name: 'Copy public key' }).click()
    await expect(view.getByRole('button', { name: 'Copied' }).first()).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(GOOD_KEY)

    await view.getByRole('button', { name: 'Delete' }).click()
    await ui.answerConfirm(page, 'Delete SSH key', 'Are you sure you want to delete SSH key desktop?', 'Delete')
    await expect(ui.toast(page, 'SSH key deleted')).toContainText('desktop')
    await expect(page).toHaveURL('/settings/ssh-keys')
    await expect(ui.rowOf(keys(page), 'desktop')).toHaveCount(0)
    await expect(ui.rowOf(keys(page), 'laptop-ed25519')).toBeVisible()
  })

  test('add and delete a key from the keyboard alone', async ({ page }) => {
    await page.goto('/settings/ssh-keys')
    await page.getByRole('link', { name: 'Add SSH key' }).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Create SSH key' })
    // the name field has the focus when the form opens
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused()
    await page.keyboard.type('keyboard-key')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Typed, not clicked')
    await page.keyboard.press('Tab')
    await page.keyboard.insertText(GOOD_KEY)
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Equivalent request' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Create SSH key' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(ui.rowOf(keys(page), 'keyboard-key')).toContainText('Typed, not clicked')

    await page.getByRole('button', { name: 'Actions for SSH key keyboard-key' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: 'View' })).toBeFocused()
    // the menu moves its focus a task after the key, as a user sees it move before the next
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Delete SSH key' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete' }).focus()
    await page.keyboard.press('Enter')
    await expect(ui.toast(page, 'SSH key deleted')).toContainText('keyboard-key')
    await expect(ui.rowOf(keys(page), 'keyboard-key')).toHaveCount(0)
  })

  test('a row’s menu deletes a key', async ({ pageAs }) => {
    const page = await pageAs('silo-viewer')
    await page.goto('/settings/ssh-keys-new')
    const dialog = page.getByRole('dialog', { name: 'Create SSH key' })
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('viewer-key')
    await dialog.getByRole('textbox', { name: /^Public key/ }).fill(GOOD_KEY)
    await dialog.getByRole('button', { name: 'Create SSH key' }).click()
    await expect(ui.rowOf(keys(page), 'viewer-key')).toBeVisible()
    await ui.rowAction(page, 'SSH key viewer-key', 'Delete')
    await ui.inDialog(page, 'Delete SSH key', 'Delete')
    await expect(page.getByRole('heading', { name: 'No SSH keys' })).toBeVisible()
  })
})

/** A device asks for a code, as the CLI would, from inside the page so that the mock answers. */
const requestCodes = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/device/auth', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: '9a1ad0e1-2c33-4b6c-9b43-3f1c0b7e8d21', ttl_seconds: '86400' }),
    })
    return (await res.json()) as { device_code: string; user_code: string }
  })

/** The device's poll for its token, once the user has confirmed the code. */
const fetchToken = (page: Page, deviceCode: string) =>
  page.evaluate(async (device_code) => {
    const res = await fetch('/device/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code,
        client_id: '9a1ad0e1-2c33-4b6c-9b43-3f1c0b7e8d21',
      }),
    })
    return ((await res.json()) as { access_token: string }).access_token
  }, deviceCode)

/** What the API answers a call made with the token. */
const statusWith = (page: Page, token: string) =>
  page.evaluate(
    async (bearer) => (await fetch('/v1/me', { headers: { authorization: `Bearer ${bearer}` } })).status,
    token,
  )

test('access tokens: one made by signing a device in is listed, and revoking it signs the device out', async ({
  pageAs,
}) => {
  const page = await pageAs('project-collaborator')
  await page.goto('/settings/access-tokens')
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Access tokens guide/ })).toBeVisible()
  await ui.expectAccessible(page)

  // the device flow; from here on within one page load, as the in-browser mock forgets everything on a reload
  await page.goto('/device/verify')
  await expect(page.getByRole('heading', { name: 'Device authentication' })).toBeVisible()
  const codes = await requestCodes(page)
  await page.getByLabel('Letter 1 of 8').focus()
  await page.keyboard.type(codes.user_code.replace('-', ''))
  await page.getByRole('button', { name: 'Log in on device' }).click()
  await expect(page).toHaveURL('/device/success')
  const token = await fetchToken(page, codes.device_code)
  expect(await statusWith(page, token)).toBe(200)

  await page.getByRole('link', { name: 'Your access tokens' }).click()
  await expect(page).toHaveURL('/settings/access-tokens')
  const rows = tokens(page).getByRole('row')
  await expect(rows).toHaveCount(2) // the header and the one token
  const row = rows.nth(1)
  const id = await row.locator('.font-mono').textContent()
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  // made just now, for the day the device asked for
  const year = String(new Date().getFullYear())
  await expect(row.getByRole('cell').nth(1)).toContainText(year)
  await expect(row.getByRole('cell').nth(2)).toContainText(year)
  await ui.expectAccessible(page)

  await ui.rowAction(page, `access token ${id}`, 'Revoke')
  await expect(page.getByRole('dialog', { name: 'Revoke access token' })).toContainText(`Revoke the token ${id}?`)
  await ui.inDialog(page, 'Revoke access token', 'Revoke')
  await expect(ui.toast(page, 'Access token revoked')).toContainText(id!)
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible()
  expect(await statusWith(page, token)).toBe(401)
})
