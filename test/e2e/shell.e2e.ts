import { expect, test } from './fixtures'
import * as ui from './ui'
import { apiCalls } from './apiCalls'

test('the root redirects to the projects list', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
})

test('an unknown path shows page-not-found with a way back and a way out', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(page.getByText(/doesn't exist, or you may not have access/)).toBeVisible()
  await ui.expectAccessible(page)
  await page.getByRole('link', { name: 'Back to console' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('a project that does not exist shows page-not-found', async ({ page }) => {
  await page.goto('/projects/no-such-project/access')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('the technical-preview banner explains the in-browser mock', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByText('Technical preview')).toBeVisible()
  await page.getByRole('button', { name: 'Learn more' }).click()
  const dialog = page.getByRole('dialog', { name: 'About this preview' })
  await expect(dialog).toContainText('vanish when you refresh the page')
  await expect(dialog).toContainText('visible to nobody else')
  await ui.expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a fleet viewer can switch between silo and system', async ({ page }) => {
  await page.goto('/projects')
  const scope = page.getByRole('navigation', { name: 'Scope' })
  await scope.getByRole('link', { name: 'System' }).click()
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'demo-silo', exact: true })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('System/Silos')
  await ui.expectAccessible(page)
  await scope.getByRole('link', { name: 'Silo' }).click()
  await expect(page).toHaveURL(/\/projects$/)
})

test('a policy the shell checks and the page reads is asked for once', async ({ page }) => {
  const asked: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => void (/^\/v1\/(system\/)?policy$/.test(new URL(r.url()).pathname) && asked.push(r.url())))
  const each = ['/v1/policy', '/v1/system/policy']
  // the system's gate and its explainers: the fleet's policy (and the explainers' silo's)
  await page.goto('/system/silos')
  await expect(page.getByRole('cell', { name: 'demo-silo', exact: true })).toBeVisible()
  await calls.told()
  expect(asked.map((url) => new URL(url).pathname).sort()).toEqual(each)
  // the silo's access page and the shell's explainers: the silo's policy (and the fleet's)
  asked.length = 0
  await page.goto('/access')
  await expect(page.getByRole('heading', { name: 'Silo access', level: 1 })).toBeVisible()
  await calls.told()
  expect(asked.map((url) => new URL(url).pathname).sort()).toEqual(each)
})

test('a user who is not a fleet viewer sees no system switch, and no system page', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)

  const systemCalls: string[] = []

  const calls = await apiCalls(page)

  calls.onRequest((r) => {
    const path = new URL(r.url()).pathname
    // the system policy is how the console asks whether the user is a fleet viewer
    if (path.startsWith('/v1/system/') && path !== '/v1/system/policy') systemCalls.push(path)
  })
  for (const path of ['/system/silos', '/system', '/system/access']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    // nothing of the system area shows: neither its navigation nor the switch to it
    await expect(page.getByRole('navigation', { name: 'System' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Scope' })).toHaveCount(0)
  }
  await ui.expectAccessible(page)
  await calls.told()
  expect(systemCalls).toEqual([])
})

test('the user menu leads to settings, which shows the profile', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  await expect(page.getByText('demo-silo')).toHaveCount(2)
  await ui.expectAccessible(page)
  await page.goto('/settings')
  await expect(page).toHaveURL(/\/settings\/profile$/)
})

test('a 403 for a user with no groups and no silo role shows the misconfiguration notice', async ({ pageAs }) => {
  const page = await pageAs('no-roles')
  // the system area is page-not-found for them: a refused list stands for any refusal
  await ui.openFailing(page, '/projects', { projectList: 403 })
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('Please try again. If the problem persists, contact your administrator.')).toBeVisible()
  await expect(page.getByText('Your identity provider may be misconfigured')).toBeVisible()
  await ui.expectAccessible(page)
})

test('a 403 for a user with a silo role shows no misconfiguration notice', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await ui.openFailing(page, '/projects', { projectList: 403 })
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByText('Action not authorized')).toBeVisible()
  await expect(page.getByText('Your identity provider may be misconfigured')).toHaveCount(0)
})

test('silo access lists groups before users, with their roles', async ({ page }) => {
  await page.goto('/access')
  const table = page.getByRole('table', { name: 'Silo role assignments' })
  await expect(table).toBeVisible()
  const types = await table.locator('tbody tr td:nth-child(2)').allTextContents()
  expect(types.indexOf('User')).toBeGreaterThan(types.lastIndexOf('Group'))
  await expect(table.getByRole('row', { name: /fleet-admin/ })).toContainText('admin')
  await ui.expectAccessible(page)
})

test('the skip link, sidebar and user menu work from the keyboard', async ({ page }) => {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.getByRole('link', { name: 'Access', exact: true }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/access')
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/settings/profile')
})

test('the sidebar marks the section a page belongs to, its create pages and sibling routes included', async ({
  page,
}) => {
  // found by CSS: a create form is a modal dialog, which hides the page behind it from roles
  const current = page.locator('nav[aria-label="Project"] [aria-current="page"]')
  for (const [path, section] of [
    ['/projects/demo-project/disks', 'Disks'],
    ['/projects/demo-project/disks-new', 'Disks'],
    ['/projects/demo-project/instances/web-server-1/storage', 'Instances'],
    ['/projects/demo-project/affinity-groups/db-cluster', 'Affinity'],
  ]) {
    await page.goto(path)
    await expect(current).toHaveText(section)
  }
  // in the silo too: the create form over the project list
  await page.goto('/projects-new')
  await expect(page.locator('nav[aria-label="Silo"] [aria-current="page"]')).toHaveText('Projects')
})
