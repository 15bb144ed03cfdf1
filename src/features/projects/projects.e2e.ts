import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

const projects = (page: Page) => ui.table(page, 'Projects')

test('the projects list shows name, description and creation time', async ({ page }) => {
  await page.goto('/projects')
  await expect(projects(page).getByRole('columnheader')).toHaveText(['Name', 'Description', 'Created', 'Actions'])
  const row = ui.rowOf(projects(page), 'demo-project')
  await expect(row).toContainText('A sandbox')
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT.*Z$/)
  await ui.expectAccessible(page)
})

test('create a project: rules as you type, a taken name, then success', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().click()
  await expect(page).toHaveURL('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  const name = dialog.getByLabel('Name')
  await name.fill('1abc')
  await expect(dialog.getByText('Must start with a lowercase letter')).toBeVisible()
  await name.fill('abc-')
  await expect(dialog.getByText('Must end with a letter or number')).toBeVisible()
  await ui.expectAccessible(page)

  await name.fill('demo-project')
  await dialog.getByLabel('Description').fill('my words')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Project name already exists')
  // what the user typed is still there
  await expect(name).toHaveValue('demo-project')
  await expect(dialog.getByLabel('Description')).toHaveValue('my words')

  await name.fill('payments-api')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/payments-api/instances')
  await page.getByRole('link', { name: '← All projects' }).click()
  await expect(ui.rowOf(projects(page), 'payments-api')).toContainText('my words')
})

test('submitting an empty form lists every issue in the banner', async ({ page }) => {
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByLabel('Description').fill('x'.repeat(513))
  await dialog.getByRole('button', { name: 'Create project' }).click()
  const banner = dialog.getByRole('alert').filter({ hasText: 'Errors' })
  await expect(banner).toContainText('2 issues:')
  await expect(banner.getByRole('listitem')).toHaveText(['Name is required', 'Must be 512 characters or fewer'])
})

test('closing a changed form asks before discarding it', async ({ page }) => {
  await page.goto('/projects-new')
  await page.getByRole('dialog', { name: 'Create project' }).getByLabel('Name').fill('half-done')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Discard changes?' })).toBeVisible()
  await ui.inDialog(page, 'Discard changes?', 'Cancel')
  await expect(page.getByRole('dialog', { name: 'Create project' }).getByLabel('Name')).toHaveValue('half-done')
  await ui.inDialog(page, 'Create project', 'Cancel')
  await ui.inDialog(page, 'Discard changes?', 'Discard')
  await expect(page).toHaveURL('/projects')
})

test('staying after the browser asks about leaving keeps the console working', async ({ page }) => {
  await page.goto('/projects-new')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await dialog.getByLabel('Name').fill('kept-after-prompt')
  expect(await ui.closeTab(page, 'stay')).toBe('beforeunload')

  // the typed name is still there, and the API still answers
  await expect(dialog.getByLabel('Name')).toHaveValue('kept-after-prompt')
  await dialog.getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/kept-after-prompt/instances')
})

test('edit a project from its row actions', async ({ page }) => {
  await page.goto('/projects')
  await ui.rowAction(page, 'project ml-training', 'Edit')
  await expect(page).toHaveURL('/projects/ml-training/edit')
  const dialog = page.getByRole('dialog', { name: 'Edit project' })
  await expect(dialog.getByLabel('Name')).toHaveValue('ml-training')
  await dialog.getByLabel('Description').fill('Renamed for the new team')
  await dialog.getByLabel('Name').fill('ml-research')
  await dialog.getByRole('button', { name: 'Update project' }).click()
  await expect(page).toHaveURL('/projects')
  await expect(ui.rowOf(projects(page), 'ml-research')).toContainText('Renamed for the new team')
  await expect(ui.rowOf(projects(page), 'ml-training')).toHaveCount(0)
})

/** Deletes through the API from inside the page, where the mock lives; answers the status. */
const apiDelete = (page: Page, url: string) =>
  page.evaluate(async (url) => (await fetch(url, { method: 'DELETE' })).status, url)

test('a project that still holds resources is not deleted, and the dialog says what is left', async ({ page }) => {
  await page.goto('/projects')
  await ui.rowAction(page, 'project demo-project', 'Delete')
  await ui.inDialog(page, 'Delete project', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete project')).toContainText(
    'Project to be deleted contains an instance: analytics-worker',
  )
  await expect(ui.rowOf(projects(page), 'demo-project')).toBeVisible()
  await page.getByRole('link', { name: 'demo-project' }).click()
  await expect(ui.rowOf(ui.table(page, 'Instances'), 'analytics-worker')).toBeVisible()
})

test('an empty project is deleted; a new one first needs its default VPC removed', async ({ page }) => {
  // made through the form: the mock lives in the page, so a reload would forget it
  await page.goto('/projects-new')
  await page.getByRole('dialog', { name: 'Create project' }).getByLabel('Name').fill('to-remove')
  await page.getByRole('dialog', { name: 'Create project' }).getByRole('button', { name: 'Create project' }).click()
  await expect(page).toHaveURL('/projects/to-remove/instances')
  await page.getByRole('link', { name: '← All projects' }).click()
  await ui.rowAction(page, 'project to-remove', 'Delete')
  await ui.inDialog(page, 'Delete project', 'Delete')
  await expect(ui.errorToast(page, 'Could not delete project')).toContainText(
    'Project to be deleted contains a vpc: default',
  )

  expect(await apiDelete(page, '/v1/vpc-subnets/default?project=to-remove&vpc=default')).toBe(204)
  expect(await apiDelete(page, '/v1/vpcs/default?project=to-remove')).toBe(204)
  await ui.rowAction(page, 'project to-remove', 'Delete')
  await ui.inDialog(page, 'Delete project', 'Delete')
  await expect(ui.toast(page, 'Project deleted')).toContainText('to-remove')
  await expect(ui.rowOf(projects(page), 'to-remove')).toHaveCount(0)
})

test('a project collaborator sees only the project their group may use', async ({ pageAs }) => {
  const page = await pageAs('project-collaborator')
  await page.goto('/projects')
  const rows = projects(page).locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText('demo-project')
})

test('pages through the list with rows per page, next and previous', async ({ page }) => {
  await page.goto('/projects?limit=2')
  const rows = projects(page).locator('tbody tr')
  await expect(rows).toHaveCount(2)
  const first = await rows.first().textContent()
  const prev = page.getByRole('button', { name: 'Previous' })
  await expect(prev).toBeDisabled()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=/)
  await expect(rows.first()).not.toHaveText(first!)
  await expect(page.getByText('Rows 3–4')).toBeVisible()
  await prev.click()
  await expect(rows.first()).toHaveText(first!)
  await page.getByLabel('Rows per page').selectOption('10')
  await expect(page).toHaveURL('/projects?limit=10')
  // the five seeded projects plus scale-test
  await expect(rows).toHaveCount(6)
})

test('opening a project lands on its instances; its access page shows who may use it', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'demo-project' }).click()
  await expect(page).toHaveURL('/projects/demo-project/instances')
  await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Access' }).click()
  await expect(page.getByRole('heading', { name: 'Project access' })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Project role assignments'), 'web-devs')).toContainText('collaborator')
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('demo-project/Access')
  await ui.expectAccessible(page)
})

test('a creation time shows its exact UTC instant in a tooltip on focus', async ({ page }) => {
  await page.goto('/projects')
  const time = ui.rowOf(projects(page), 'demo-project').locator('time')
  const iso = await time.getAttribute('datetime')
  await time.focus()
  await expect(page.getByRole('tooltip')).toHaveText(iso!)
  // the focus stays where the keyboard put it, and goes on from there
  await expect(time).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Actions for project demo-project' })).toBeFocused()
})

test('create a project with the keyboard alone', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('link', { name: 'New project' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create project' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await ui.typeFields(page, ['keyboard-made', 'typed, never clicked', 'submit'])
  await expect(page).toHaveURL('/projects/keyboard-made/instances')
})

test('the edit form is accessible', async ({ page }) => {
  await page.goto('/projects/demo-project/edit')
  await expect(page.getByRole('dialog', { name: 'Edit project' })).toBeVisible()
  await ui.expectAccessible(page)
})

test('deleting a project lists what it still holds, each linked, and the button says the API will refuse', async ({
  page,
}) => {
  await page.goto('/projects')
  await ui.rowAction(page, 'project demo-project', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete project' })
  // the seed: demo-project's eight instances (see the README), its VPCs, floating IPs, disks and snapshots
  await expect(ui.impactList(page, 'Delete project', 'Instances')).toHaveText([
    'analytics-worker',
    'build-runner',
    'db-primary',
    'dev-sandbox',
    'flaky-batch',
    'legacy-app',
    'web-server-1',
    'web-server-2',
  ])
  await expect(ui.impactList(page, 'Delete project', 'VPCs')).toHaveText(['backend', 'default', 'platform'])
  await expect(ui.impactList(page, 'Delete project', 'Floating IPs')).toHaveText(['spare-ip', 'web-frontend-ip'])
  // its 15 disks: ten named, the rest counted, with a link to the list
  await expect(ui.impactOf(page, 'Delete project')).toContainText('Disks (15)')
  await expect(
    ui.impactList(page, 'Delete project', 'Disks').getByRole('link', { name: 'and 5 more' }),
  ).toHaveAttribute('href', '/projects/demo-project/disks')
  await expect(ui.impactList(page, 'Delete project', 'Snapshots')).toHaveText([
    'db-data-nightly',
    'web-server-1-boot-snap',
  ])
  await expect(ui.impactOf(page, 'Delete project')).toContainText(
    'The API refuses to delete a project that still holds resources',
  )
  await expect(dialog.getByRole('button', { name: 'Try to delete' })).toBeEnabled()
  await ui.expectAccessible(page)

  await ui.impactList(page, 'Delete project', 'Instances').getByRole('link', { name: 'db-primary' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/instances\/db-primary/)
  await expect(dialog).toHaveCount(0)
})
