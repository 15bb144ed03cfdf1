import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const projectImage = (page: Page, name: string) => ui.rowOf(ui.table(page, 'Project images'), name)
const siloImage = (page: Page, name: string) => ui.rowOf(ui.table(page, 'Silo images'), name)

test('project images list and an image’s details', async ({ page }) => {
  await page.goto('/projects/demo-project/images')
  const row = projectImage(page, 'app-golden-image')
  await expect(row).toContainText('ubuntu')
  await expect(row).toContainText('20 GiB')
  await ui.expectAccessible(page)

  await row.getByRole('link', { name: 'app-golden-image' }).click()
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  await expect(dialog).toContainText('2025.03')
  await expect(dialog).toContainText('This project only')
  await expect(dialog.getByRole('button', { name: 'Copy image ID' })).toBeVisible()
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/images$/)
})

test('promote a project image to the silo', async ({ page }) => {
  await page.goto('/projects/demo-project/images/ci-runner-image/edit')
  await ui.inDialog(page, 'Image details', 'Promote to silo')
  await ui.inDialog(page, 'Promote image', 'Promote')
  await expect(ui.toast(page, 'Image promoted to the silo')).toContainText('ci-runner-image')
  await expect(page).toHaveURL('/projects/demo-project/images')
  await expect(projectImage(page, 'ci-runner-image')).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: '← All projects' }).click()
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click()
  await expect(siloImage(page, 'ci-runner-image')).toBeVisible()
})

test('demote a silo image into a chosen project', async ({ page }) => {
  await page.goto('/images')
  await expect(siloImage(page, 'ubuntu-24-04')).toBeVisible()
  await ui.expectAccessible(page)

  await ui.rowAction(page, 'image rocky-9', 'Demote to project')
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  await expect(dialog).toContainText('Every project in the silo')
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Demote image' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Project is required')

  await dialog.getByRole('combobox', { name: /Project/ }).selectOption('web-frontend')
  await dialog.getByRole('button', { name: 'Demote image' }).click()
  await expect(ui.toast(page, 'Image demoted to project web-frontend')).toContainText('rocky-9')
  await expect(siloImage(page, 'rocky-9')).toHaveCount(0)

  // a reload would start the in-browser mock afresh, so go there through the console
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' }).click()
  await page.getByRole('link', { name: 'web-frontend' }).click()
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Images' }).click()
  await expect(projectImage(page, 'rocky-9')).toBeVisible()
})

test('in a silo of 1,206 projects, an image is demoted to one past the first 1,000', async ({ page }) => {
  await ui.scaleTestProjects(page, 1200)
  await page.goto('/images/rocky-9/edit')
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  const choices = dialog.getByRole('combobox', { name: /Project/ })
  await expect(choices.locator('option', { hasText: 'web-frontend' })).toHaveCount(1)
  await choices.selectOption('web-frontend')
  await dialog.getByRole('button', { name: 'Demote image' }).click()
  await expect(ui.toast(page, 'Image demoted to project web-frontend')).toContainText('rocky-9')
})

test('a silo viewer finds promote and demote refused with the silo role they need and hold', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  const reason = (what: string) =>
    `To ${what} you need the collaborator role on silo demo-silo. You are a viewer there, given to you directly.`
  await page.goto('/projects/demo-project/images')
  await expect(projectImage(page, 'app-golden-image')).toBeVisible()
  await ui.expectRefusedRowAction(
    page,
    'image app-golden-image',
    'Promote to silo',
    reason('promote images to the silo'),
  )
  await ui.expectAccessible(page)

  // the details: the silo image reads, and Demote says why it is refused
  await page.goto('/images/rocky-9/edit')
  const dialog = page.getByRole('dialog', { name: 'Image details' })
  await expect(dialog).toContainText('Every project in the silo')
  const demote = dialog.getByRole('button', { name: 'Demote image' })
  await expect(demote).toHaveAttribute('aria-disabled', 'true')
  // keyboard focus reveals the reason, as hovering does
  await demote.focus()
  await expect(page.getByRole('tooltip')).toHaveText(reason('demote silo images'))
  await expect(dialog.getByRole('combobox', { name: /Project/ })).toHaveCount(0)
  await ui.expectAccessible(page)
})
