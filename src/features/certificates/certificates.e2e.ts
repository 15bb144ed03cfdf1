import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

// made for the tests with openssl (test/files/README.md)
const file = (name: string) => `test/files/${name}`

const certs = (page: Page) => ui.table(page, 'Certificates')
const silo = (page: Page) => page.getByRole('navigation', { name: 'Silo' })

const press = async (control: Locator, key = 'Enter') => {
  await control.focus()
  await control.page().keyboard.press(key)
}

/** Picks a file from the keyboard: focus the file input, open its chooser with Space. */
async function chooseFile(page: Page, label: string, name: string) {
  const chooser = page.waitForEvent('filechooser')
  await press(page.getByLabel(label, { exact: true }), 'Space')
  await (await chooser).setFiles(file(name))
}

test('lists the silo’s certificates with their expiry, reached from the silo navigation', async ({ page }) => {
  await page.goto('/projects')
  await silo(page).getByRole('link', { name: 'Certificates' }).click()
  await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible()
  // expiry is read from the PEM in the browser: the seed's RSA certificate runs ten years
  await expect(ui.rowOf(certs(page), 'rack-api-wildcard')).toContainText('External API')
  await expect(ui.rowOf(certs(page), 'rack-api-wildcard')).toContainText('2036')
  await expect(ui.rowOf(certs(page), 'console-ecdsa')).toContainText('2029')
  await expect(page.getByRole('link', { name: /Silo certificates guide/ })).toBeVisible()
  await ui.expectAccessible(page)
})

test('add a certificate from the keyboard: a key that does not match is refused, then it is added, viewed and deleted', async ({
  page,
}) => {
  await page.goto('/certificates')
  await press(page.getByRole('link', { name: 'Add certificate' }).first())
  await expect(page.getByRole('heading', { name: 'Create certificate' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  await page.keyboard.type('api-2027')
  await page.getByRole('textbox', { name: 'Description' }).focus()
  await page.keyboard.type('Renewed for 2027')

  // a key in the certificate's place, then the certificate; the browser reads what it holds
  await chooseFile(page, 'Certificate', 'silo-tls.key.pem')
  await expect(page.getByText('This file holds a private key, not a certificate')).toBeVisible()
  await chooseFile(page, 'Certificate', 'silo-tls.cert.pem')
  await expect(page.getByText('This file holds a private key, not a certificate')).toHaveCount(0)
  const chosen = page.getByLabel('Chosen certificate')
  await expect(chosen).toContainText('CN=*.sys.rack.example.com')
  await expect(chosen).toContainText('ECDSA P-256')

  // a key that is not the certificate's is refused before anything is sent
  await chooseFile(page, 'Private key', 'unrelated.key.pem')
  const mismatch = 'This private key does not belong to the certificate'
  await expect(page.getByText(mismatch).first()).toBeVisible()
  await press(page.getByRole('button', { name: 'Create certificate' }))
  await expect(page.getByRole('heading', { name: 'Create certificate' })).toBeVisible()
  await ui.expectAccessible(page)

  await chooseFile(page, 'Private key', 'silo-tls.key.pem')
  await expect(page.getByText(mismatch)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('api-2027')
  await press(page.getByRole('button', { name: 'Create certificate' }))
  await expect(ui.toast(page, 'Certificate created')).toBeVisible()
  await expect(ui.rowOf(certs(page), 'api-2027')).toContainText('2036')

  // its page: what the certificate says of itself, and its fingerprint
  await ui.rowOf(certs(page), 'api-2027').getByRole('link', { name: 'api-2027' }).click()
  const view = page.getByRole('dialog', { name: 'Certificate' })
  await expect(view).toContainText('CN=*.sys.rack.example.com')
  await expect(view).toContainText(
    'AE:2E:B3:6A:53:CC:25:A5:A1:92:44:7F:29:CE:F2:44:57:35:21:50:9A:6A:67:E3:67:52:A1:89:16:06:F1:99',
  )
  await ui.expectAccessible(page)
  await view.getByRole('button', { name: 'Delete' }).click()
  await ui.inDialog(page, 'Delete certificate', 'Delete')
  await expect(ui.toast(page, 'Certificate deleted')).toBeVisible()
  await expect(ui.rowOf(certs(page), 'api-2027')).toHaveCount(0)
})

test('a name already taken is the API’s refusal, shown with the form kept', async ({ page }) => {
  await page.goto('/certificates-new')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('console-ecdsa')
  await page.getByLabel('Certificate', { exact: true }).setInputFiles(file('silo-tls.cert.pem'))
  await page.getByLabel('Private key', { exact: true }).setInputFiles(file('silo-tls.key.pem'))
  await page.getByRole('button', { name: 'Create certificate' }).click()
  await expect(page.getByText('Certificate name already exists')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('console-ecdsa')
})

test('delete from the list, after asking', async ({ page }) => {
  await page.goto('/certificates')
  await ui.rowAction(page, 'certificate console-ecdsa', 'Delete')
  await ui.inDialog(page, 'Delete certificate', 'Delete')
  await expect(ui.toast(page, 'Certificate deleted')).toBeVisible()
  await expect(ui.rowOf(certs(page), 'console-ecdsa')).toHaveCount(0)
})

test('a silo viewer has no certificates link, and is refused the page', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/projects')
  await expect(silo(page).getByRole('link', { name: 'Authentication' })).toBeVisible()
  await expect(silo(page).getByRole('link', { name: 'Certificates' })).toHaveCount(0)
  await page.goto('/certificates')
  await expect(page.getByText('Action not authorized')).toBeVisible()
  await expect(silo(page)).toBeVisible()
})
