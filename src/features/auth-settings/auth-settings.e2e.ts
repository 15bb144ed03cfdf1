import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

test('a silo admin limits device tokens, with the amount checked against its unit', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Authentication' }).click()
  await expect(page.getByRole('heading', { name: 'Authentication', level: 1 })).toBeVisible()
  const current = page.getByRole('definition').first()
  await expect(current).toHaveText('No limit')
  await ui.expectAccessible(page)

  await page.getByRole('radio', { name: /Limit to/ }).check()
  const lifetime = page.getByRole('spinbutton', { name: 'Lifetime' })
  await lifetime.fill('0')
  await expect(page.getByText('Lifetime must be at least 1')).toBeVisible()
  // the API keeps seconds in 32 bits: 49710 days is the most
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('days')
  await lifetime.fill('50000')
  await expect(page.getByText('Lifetime can be at most 49710 days')).toBeVisible()
  await lifetime.fill('30')
  await ui.expectAccessible(page)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(ui.toast(page, 'Authentication settings saved')).toBeVisible()
  await expect(current).toHaveText('30 days')

  // kept by the API: coming back reads it again, in the unit it was given in
  const nav = page.getByRole('navigation', { name: 'Silo' })
  await nav.getByRole('link', { name: 'Projects' }).click()
  await nav.getByRole('link', { name: 'Authentication' }).click()
  await expect(current).toHaveText('30 days')
  await expect(page.getByRole('spinbutton', { name: 'Lifetime' })).toHaveValue('30')
  await page.getByRole('radio', { name: /No limit/ }).check()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(current).toHaveText('No limit')
})

test('a silo viewer reads the settings and cannot change them', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/auth-settings')
  await expect(page.getByRole('definition').first()).toHaveText('No limit')
  await expect(page.getByText('Only the silo’s admins can change these settings.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
  await ui.expectAccessible(page)
})
