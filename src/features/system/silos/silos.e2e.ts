import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'

// what operators upload, made for the tests (test/files/README.md)
const file = (name: string) => `test/files/${name}`

/** Types into a field as a user at the keyboard would: focus, then keys. */
async function typeInto(field: Locator, text: string) {
  await field.focus()
  await field.page().keyboard.type(text)
}

const press = async (control: Locator, key = 'Enter') => {
  await control.focus()
  await control.page().keyboard.press(key)
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Silo sections' })

test('create a silo from the keyboard, with custom quotas and a TLS certificate', async ({ page }) => {
  await page.goto('/system/silos')
  await ui.expectAccessible(page)
  await press(page.getByRole('link', { name: 'New silo' }))
  await expect(page.getByRole('heading', { name: 'Create silo' })).toBeVisible()
  await ui.expectAccessible(page)

  // the name field has focus when the page opens
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  await page.keyboard.type('research')
  await typeInto(page.getByRole('textbox', { name: 'Description' }), 'The research department')
  await press(page.getByRole('radio', { name: /SAML/ }), 'Space')
  await typeInto(page.getByRole('textbox', { name: 'Admin group name' }), 'research-admins')

  // a preset, then custom amounts
  // arrow keys move through a radio group; up from the first wraps round to the last
  await press(page.getByRole('radio', { name: /Small/ }), 'ArrowUp')
  await expect(page.getByRole('radio', { name: /Custom/ })).toBeChecked()
  const cpus = page.getByRole('spinbutton', { name: 'vCPUs' })
  await cpus.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('24')
  const memory = page.getByRole('spinbutton', { name: /Memory/ })
  await memory.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('96')

  // a certificate whose files are swapped is explained, then the right files are taken
  await press(page.getByRole('button', { name: 'Add certificate' }))
  await typeInto(page.getByRole('textbox', { name: 'Certificate name' }), 'research-tls')
  await page.getByLabel('Certificate file').setInputFiles(file('silo-tls.key.pem'))
  await expect(page.getByText('This file holds a private key, not a certificate')).toBeVisible()
  await page.getByLabel('Certificate file').setInputFiles(file('silo-tls.cert.pem'))
  await page.getByLabel('Private key file').setInputFiles(file('silo-tls.key.pem'))
  await expect(page.getByText('This file holds a private key, not a certificate')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Certificate name' })).toHaveValue('research-tls')

  await press(page.getByRole('checkbox', { name: 'Fleet viewer' }).first(), 'Space')
  await ui.expectAccessible(page)
  await press(page.getByRole('button', { name: 'Create silo' }))

  await expect(ui.toast(page, 'Silo created')).toBeVisible()
  await expect(page).toHaveURL('/system/silos/research')
  await expect(page.getByRole('heading', { name: 'research', level: 1 })).toBeVisible()
  await ui.expectAccessible(page)

  await tabs(page).getByRole('link', { name: 'Quotas' }).click()
  await expect(page).toHaveURL('/system/silos/research?tab=quotas')
  await expect(page.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('24')
  await expect(page.getByRole('spinbutton', { name: /Memory/ })).toHaveValue('96')
  await tabs(page).getByRole('link', { name: 'Fleet role mapping' }).click()
  await expect(page.getByText('Silo admin')).toBeVisible()
  await expect(page.getByText('Fleet viewer')).toBeVisible()
  await ui.expectAccessible(page)
})

test('add a SAML provider: metadata that is not SAML is explained and nothing typed is lost; then view it', async ({
  page,
}) => {
  await page.goto('/system/silos/other-silo')
  await expect(ui.rowOf(ui.table(page, 'Identity providers'), 'other-idp')).toBeVisible()
  await ui.expectAccessible(page)
  await page.getByRole('link', { name: 'New identity provider' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create SAML identity provider' })
  await expect(dialog).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('corp-sso')
  await dialog.getByRole('radio', { name: 'Upload an XML file' }).check()
  await dialog.getByRole('textbox', { name: 'IdP entity ID' }).fill('https://idp.example.com/saml')
  await dialog.getByRole('textbox', { name: 'SP client ID' }).fill('oxide-research')
  // the ACS URL follows the name: the console's own sign-in path for the provider
  await expect(dialog.getByRole('textbox', { name: 'ACS URL' })).toHaveValue(/\/login\/other-silo\/saml\/corp-sso$/)
  await dialog.getByRole('textbox', { name: 'SLO URL' }).fill('not a url')
  await expect(dialog.getByText('SLO URL must be a full URL, such as https://idp.example.com/saml')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'SLO URL' }).fill('https://other-silo.sys.example.com/logout')
  await dialog.getByRole('textbox', { name: 'Technical contact email' }).fill('it-ops')
  await expect(dialog.getByText('Enter an email address, such as it-ops@example.com')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Technical contact email' }).fill('it-ops@example.com')

  await dialog.getByLabel('Metadata file').setInputFiles(file('not-idp-metadata.xml'))
  const refused = 'This XML is not SAML metadata: its root element is <config>, not <EntityDescriptor>'
  await expect(dialog.getByText(refused)).toBeVisible()
  await dialog.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'SP client ID' })).toHaveValue('oxide-research')
  await ui.expectAccessible(page)

  await dialog.getByLabel('Metadata file').setInputFiles(file('idp-metadata.xml'))
  await dialog.getByLabel('Signing certificate').setInputFiles(file('saml-signing.cert.pem'))
  await dialog.getByLabel('Signing private key').setInputFiles(file('saml-signing.key.pem'))
  await dialog.getByRole('button', { name: 'Create identity provider' }).click()
  await expect(ui.toast(page, 'Identity provider created')).toBeVisible()
  await expect(dialog).toHaveCount(0)

  await ui.table(page, 'Identity providers').getByRole('link', { name: 'corp-sso' }).click()
  const detail = page.getByRole('dialog', { name: 'Identity provider corp-sso' })
  await expect(detail).toContainText('oxide-research')
  await expect(detail).toContainText('it-ops@example.com')
  await expect(detail.getByRole('button', { name: 'Copy SP client ID' })).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Copy signing certificate' })).toBeVisible()
  await ui.expectAccessible(page)
})

test('create a local user in demo-silo, set and remove their password, delete them', async ({ page }) => {
  await page.goto('/system/silos/demo-silo?tab=users')
  const users = ui.table(page, 'Users')
  await expect(ui.rowOf(users, 'grace-hopper')).toBeVisible()
  // fleet-admin is a member of demo-silo, so its groups can be listed
  await expect(ui.rowOf(ui.table(page, 'Groups'), 'kernel-devs')).toBeVisible()
  await ui.expectAccessible(page)

  await press(page.getByRole('button', { name: 'Create user' }))
  const create = page.getByRole('dialog', { name: 'Create local user' })
  await typeInto(create.getByRole('textbox', { name: 'Username' }), 'Ada')
  await expect(create.getByText('Username must begin with a lowercase letter')).toBeVisible()
  await create.getByRole('textbox', { name: 'Username' }).fill('ada-lovelace')
  await typeInto(create.getByLabel('Password'), 'analytical-engine')
  await ui.expectAccessible(page)
  await press(create.getByRole('button', { name: 'Create user' }))
  await expect(ui.toast(page, 'User created')).toBeVisible()
  await expect(ui.rowOf(users, 'ada-lovelace')).toBeVisible()

  // a name in use is the API's refusal, shown in the form
  await page.getByRole('button', { name: 'Create user' }).click()
  await create.getByRole('textbox', { name: 'Username' }).fill('grace-hopper')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.getByText('Silo user name already exists')).toBeVisible()
  await create.getByRole('button', { name: 'Cancel' }).click()
  await ui.inDialog(page, 'Discard changes?', 'Discard')

  await ui.rowAction(page, 'user ada-lovelace', 'Set password')
  const set = page.getByRole('dialog', { name: 'Set password of ada-lovelace' })
  await set.getByLabel('New password').fill('difference-engine')
  await set.getByRole('button', { name: 'Set password' }).click()
  await expect(ui.toast(page, 'Password set')).toBeVisible()

  await ui.rowAction(page, 'user ada-lovelace', 'Remove password')
  await ui.inDialog(page, 'Remove password', 'Remove password')
  await expect(ui.toast(page, 'Password removed')).toBeVisible()

  await ui.rowAction(page, 'user ada-lovelace', 'Delete')
  await ui.inDialog(page, 'Delete user', 'Delete')
  await expect(ui.toast(page, 'User deleted')).toBeVisible()
  await expect(ui.rowOf(users, 'ada-lovelace')).toHaveCount(0)
})

test('quotas are edited in place and never below what the silo has provisioned', async ({ page }) => {
  await page.goto('/system/silos/demo-silo?tab=quotas')
  const cpus = page.getByRole('spinbutton', { name: 'vCPUs' })
  await expect(cpus).toHaveValue('64')
  await ui.expectAccessible(page)
  const provisioned = Number((await page.getByText(/^\d+ vCPUs provisioned$/).textContent())!.split(' ')[0])
  expect(provisioned).toBeGreaterThan(1)

  await cpus.fill(String(provisioned - 1))
  const refusal = `vCPUs must be at least ${provisioned}: the silo already has ${provisioned} vCPUs provisioned`
  await expect(page.getByText(refusal)).toBeVisible()
  await page.getByRole('button', { name: 'Save quotas' }).click()
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible()
  await expect(cpus).toHaveValue(String(provisioned - 1))

  await cpus.fill(String(provisioned + 8))
  await page.getByRole('button', { name: 'Save quotas' }).click()
  await expect(ui.toast(page, 'Quotas updated')).toBeVisible()
  await tabs(page).getByRole('link', { name: 'Users and groups' }).click()
  await tabs(page).getByRole('link', { name: 'Quotas' }).click()
  await expect(cpus).toHaveValue(String(provisioned + 8))
})

test('link an IP pool to a silo, make it the default, and unlink it', async ({ page }) => {
  await page.goto('/system/silos/other-silo?tab=ip-pools')
  await expect(tabs(page).getByRole('link', { name: 'IP pools' })).toHaveAttribute('aria-current', 'page')
  const pools = ui.table(page, 'IP pools')
  await expect(pools.getByRole('row')).not.toHaveCount(0)
  await ui.expectAccessible(page)
  const defaultBadges = pools.getByText('default pool', { exact: true })
  await expect(defaultBadges).toHaveCount(1)

  await page.getByRole('button', { name: 'Link pool' }).first().click()
  const link = page.getByRole('dialog', { name: 'Link IP pool' })
  const choice = link.getByRole('combobox', { name: 'IP pool' })
  const pool = (await choice.locator('option').nth(1).textContent())!
  await ui.expectAccessible(page)
  await choice.selectOption(pool)
  await link.getByRole('button', { name: 'Link pool' }).click()
  await expect(ui.toast(page, 'IP pool linked')).toBeVisible()
  const row = ui.rowOf(pools, pool)
  await expect(row).toBeVisible()
  await expect(row).not.toContainText('default pool')

  await ui.rowAction(page, `IP pool ${pool}`, 'Make default')
  await ui.inDialog(page, 'Make default pool', 'Make default')
  await expect(ui.toast(page, 'Default pool changed')).toBeVisible()
  await expect(row.getByText('default pool', { exact: true })).toBeVisible()
  // a silo has one default pool: the one before stays linked, no longer the default
  await expect(defaultBadges).toHaveCount(1)

  await ui.rowAction(page, `IP pool ${pool}`, 'Unlink')
  await ui.inDialog(page, 'Unlink IP pool', 'Unlink')
  await expect(ui.toast(page, 'IP pool unlinked').or(ui.errorToast(page, 'Could not unlink IP pool'))).toBeVisible()
})

test('delete a silo: the dialog says what goes with it; a silo with projects is refused', async ({ page }) => {
  await page.goto('/system/silos')
  const silos = ui.table(page, 'Silos')
  await ui.rowAction(page, 'silo other-silo', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete silo' })
  await expect(dialog).toContainText(
    'Its users, groups, identity providers, quotas, TLS certificates and IP pool links',
  )
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(ui.errorToast(page, 'Could not delete silo')).toContainText('Silo to be deleted contains a project')

  // a new silo has no projects: it goes
  await page.getByRole('link', { name: 'New silo' }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('short-lived')
  await page.getByRole('button', { name: 'Create silo' }).click()
  await expect(page).toHaveURL('/system/silos/short-lived')
  await page.getByRole('button', { name: 'Delete silo' }).click()
  await ui.inDialog(page, 'Delete silo', 'Delete')
  await expect(ui.toast(page, 'Silo deleted')).toBeVisible()
  await expect(page).toHaveURL('/system/silos')
  await expect(ui.rowOf(silos, 'short-lived')).toHaveCount(0)
  await expect(ui.rowOf(silos, 'demo-silo')).toBeVisible()
})

test('a silo page that fails to load keeps the navigation and offers to try again; an unknown silo is not found', async ({
  page,
}) => {
  await ui.openFailing(page, '/system/silos/demo-silo?tab=quotas', { siloQuotasView: 500 })
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Silos' })).toBeVisible()
  await ui.expectAccessible(page)
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('spinbutton', { name: 'vCPUs' })).toHaveValue('64')

  await page.goto('/system/silos/no-such-silo')
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
})

test('unlinking the silo’s default pool says the silo loses its default; another pool, that nothing does', async ({
  page,
}) => {
  // the seed: demo-silo's default pool is default; ipv6-pool is linked, not its default
  await page.goto('/system/silos/demo-silo?tab=ip-pools')
  await ui.rowAction(page, 'IP pool default', 'Unlink')
  const lost = ui.impactList(page, 'Unlink IP pool', 'Loses its default pool')
  await expect(lost).toHaveText(['demo-silo'])
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Unlink IP pool', 'Cancel')

  await ui.rowAction(page, 'IP pool ipv6-pool', 'Unlink')
  await expect(ui.impactOf(page, 'Unlink IP pool')).toContainText(
    'No silo loses its default: ipv6-pool is not the default pool of demo-silo.',
  )
})
