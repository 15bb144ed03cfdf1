// What every list does, whichever resource it shows.
import { expect, test } from './fixtures'

test('the page of a list is kept when a form opens over it and is cancelled', async ({ page }) => {
  // build-farm holds 13 disks: two pages of 10
  await page.goto('/projects/build-farm/disks?limit=10')
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination).toContainText('Rows 1–10')
  await pagination.getByRole('button', { name: 'Next' }).click()
  await expect(pagination).toContainText('Rows 11–13')
  const secondPage = new URL(page.url()).search
  expect(secondPage).toContain('page=')

  await page.getByRole('link', { name: 'New disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(`/projects/build-farm/disks${secondPage}`)
  await expect(pagination).toContainText('Rows 11–13')

  // a detail over the list returns to the same page too
  const row = page.getByRole('table', { name: 'Disks' }).getByRole('row').nth(1)
  await row.getByRole('link').first().click()
  const detail = page.getByRole('dialog', { name: /^Disk / })
  await detail.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(`/projects/build-farm/disks${secondPage}`)
  await expect(pagination).toContainText('Rows 11–13')
})
