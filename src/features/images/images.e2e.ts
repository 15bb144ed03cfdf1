import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const projectImages = (page: Page) => page.getByRole('table', { name: 'Project images' })
const siloImages = (page: Page) => page.getByRole('table', { name: 'Silo images' })

test('project images list and an image’s details', async ({ page }) => {
  await page.goto('/projects/demo-project/images')
  const row = projectImages(page).getByRole('row', { name: /app-golden-image/ })
  await expect(row).toContainText('ubuntu')
  await expect(row).toContainText('20 GiB')
  await expectAccessible(page)

  await row.getByRole('link', { name: 'app-golden-image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  await expect(dialog).toContainText('2025.03')
  await expect(dialog).toContainText('This project only')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/images$/)
})

test('promote a project image to the silo', async ({ page }) => {
  await page.goto('/projects/demo-project/images/ci-runner-image/edit')
  await page.getByRole('dialog', { name: 'Image details' }).getByRole('button', { name: 'Promote to silo' }).click()
  await page.getByRole('dialog', { name: 'Promote image' }).getByRole('button', { name: 'Promote' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Image promoted to the silo' })).toBeVisible()
  await expect(projectImages(page).getByRole('row', { name: /ci-runner-image/ })).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: '← All projects' }).click()
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click()
  await expect(siloImages(page).getByRole('row', { name: /ci-runner-image/ })).toBeVisible()
})

test('demote a silo image into a chosen project', async ({ page }) => {
  await page.goto('/images')
  await expect(siloImages(page).getByRole('row', { name: /ubuntu-24-04/ })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Actions for image rocky-9' }).click()
  await page.getByRole('menuitem', { name: 'Demote to project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  await expect(dialog).toContainText('Every project in the silo')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Demote image' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Project is required')

  await dialog.getByRole('combobox', { name: /Project/ }).selectOption('web-frontend')
  await dialog.getByRole('button', { name: 'Demote image' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Image demoted to project web-frontend' })).toBeVisible()
  await expect(siloImages(page).getByRole('row', { name: /rocky-9/ })).toHaveCount(0)

  // a reload would start the in-browser mock afresh, so go there through the console
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' }).click()
  await page.getByRole('link', { name: 'web-frontend' }).click()
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Images' }).click()
  await expect(projectImages(page).getByRole('row', { name: /rocky-9/ })).toBeVisible()
})

test('delete a project image', async ({ page }) => {
  await page.goto('/projects/demo-project/images')
  await page.getByRole('button', { name: 'Actions for image ci-runner-image' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Image deleted' })).toBeVisible()
  await expect(projectImages(page).getByRole('row', { name: /ci-runner-image/ })).toHaveCount(0)
})

test('a silo viewer cannot promote an image', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/projects/demo-project/images')
  await page.getByRole('button', { name: 'Actions for image app-golden-image' }).click()
  await page.getByRole('menuitem', { name: 'Promote to silo' }).click()
  await page.getByRole('dialog', { name: 'Promote image' }).getByRole('button', { name: 'Promote' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not promote image' })).toContainText(
    'Action not authorized',
  )
})
