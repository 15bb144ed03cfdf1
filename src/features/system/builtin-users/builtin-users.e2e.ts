import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'

test('fleet viewers list the built-in users and open one', async ({ page }) => {
  await page.goto('/system/silos')
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Built-in users' }).click()
  const users = ui.table(page, 'Built-in users')
  await expect(users.getByRole('row')).toHaveCount(7) // the header and six users
  await expect(ui.rowOf(users, 'saga-recovery')).toContainText('001de000-05e4-4000-8000-000000003a8a')
  await ui.expectAccessible(page)

  await users.getByRole('link', { name: 'db-init' }).click()
  const detail = page.getByRole('dialog', { name: 'db-init' })
  await expect(detail).toContainText('001de000-05e4-4000-8000-000000000001')
  await expect(detail).toContainText('seeds the database with its initial data')
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/system/users-builtin')
})

test('a user without a fleet role is refused', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/system/users-builtin')
  await ui.expectNoAccess(page, 'Built-in users')
})
