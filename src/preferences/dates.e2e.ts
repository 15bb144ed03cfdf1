// Dates in the user's time zone or in UTC, chosen in the user menu; the exact ISO UTC
// instant on hover either way (SPEC section 9).
import type { Page } from '@playwright/test'
import { expect, test } from '../../test/e2e/fixtures'
import * as ui from '../../test/e2e/ui'

// half an hour off UTC, so local time and UTC cannot read alike
test.use({ timezoneId: 'Asia/Kolkata' })

async function chooseDates(page: Page, choice: 'Local time' | 'UTC') {
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitemradio', { name: choice }).click()
}

test('a list’s dates follow the local time or UTC choice, which survives a reload', async ({ page }) => {
  await page.goto('/projects')
  // demo-project was created at 2024-09-03T10:12:45Z (mock-api/fixtures/projects.ts)
  const created = ui.rowOf(ui.table(page, 'Projects'), 'demo-project').locator('time')
  await expect(created).toHaveText('Sep 3, 2024, 15:42')
  await created.hover()
  await expect(page.getByRole('tooltip')).toHaveText('2024-09-03T10:12:45.000Z')

  await chooseDates(page, 'UTC')
  await expect(created).toHaveText('Sep 3, 2024, 10:12 UTC')
  await expect(created).toHaveAttribute('datetime', '2024-09-03T10:12:45.000Z')
  await created.hover()
  await expect(page.getByRole('tooltip')).toHaveText('2024-09-03T10:12:45.000Z')

  await page.reload()
  await expect(created).toHaveText('Sep 3, 2024, 10:12 UTC')
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await expect(page.getByRole('menuitemradio', { name: 'UTC' })).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Escape')

  await chooseDates(page, 'Local time')
  await expect(created).toHaveText('Sep 3, 2024, 15:42')
})

test('a date inside a link gives its ISO instant as the link’s title', async ({ page }) => {
  await page.goto('/system/audit-log')
  const first = ui.table(page, 'Audit log entries').getByRole('link').first()
  await expect(first).toBeVisible()
  const time = first.locator('time')
  const iso = await time.getAttribute('datetime')
  await expect(time).toHaveAttribute('title', iso!)
  await chooseDates(page, 'UTC')
  await expect(time).toHaveText(/ UTC$/)
  await expect(first).toHaveAccessibleName(/ UTC$/)
})
