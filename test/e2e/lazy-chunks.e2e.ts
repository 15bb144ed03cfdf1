import { expect, test } from '@playwright/test'
import { chunkLoading, chunkOf, sharedChunkOf, signIn, useProductionBundle } from './production'
import * as ui from './ui'

// Code that loads on the way (the error screen, the operators' area) can fail to arrive. The
// production bundle behind the remote proxy is used: its calls go over the network too, where
// a test can fail one (the in-browser mock answers them in the page, out of page.route's reach).
useProductionBundle()

test('when the error screen itself cannot be fetched, the page says so and offers a reload', async ({ page }) => {
  await signIn(page)
  await page.goto('/projects/demo-project/instances')
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
  const errorScreen = chunkOf('src/features/errors/SomethingWentWrong.tsx')
  await page.route(errorScreen, (route) => route.abort())
  await page.route('**/v1/floating-ips?*', (route) =>
    route.fulfill({
      status: 500,
      json: { request_id: 'r1', error_code: 'Internal', message: 'Internal Server Error' },
    }),
  )
  const nav = page.getByRole('navigation', { name: 'Project' })
  await nav.getByRole('link', { name: 'Floating IPs' }).click()

  await expect(page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Instances' })).toBeVisible()
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByRole('table', { name: 'Floating IPs' })).toBeVisible()
})

test('when the operators’ pages cannot be fetched, the shell stays with a way to try again', async ({ page }) => {
  await signIn(page)
  // the system area's chunk: the one that asks for the audit log's page
  const area = chunkLoading('src/features/system/audit-log/AuditLogPage.tsx')
  await page.route(area, (route) => route.abort())
  await page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'System' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Scope' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Silos' })).toBeVisible()
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('cell', { name: 'demo-silo', exact: true })).toBeVisible()
})

test('when a project’s pages cannot be fetched, the project’s navigation stays with a way to try again', async ({
  page,
}) => {
  await signIn(page)
  await page.route(chunkOf('src/projectRoutes.tsx'), (route) => route.abort())
  await page.getByRole('link', { name: 'demo-project', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Disks' })).toBeVisible()
  await page.unrouteAll()
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('table', { name: 'Instances' })).toBeVisible()
})

test('when a part of a form cannot be fetched, the form keeps what was typed and a notice offers a reload', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/projects/demo-project/instances-new')
  await page.getByLabel('Name', { exact: true }).fill('keep-me')
  await page.route(chunkOf('src/features/request/RequestPanel.tsx'), (route) => route.abort())
  await page.getByRole('button', { name: 'Equivalent request' }).click()

  const notice = ui.errorToast(page, 'Part of the page did not load')
  await expect(notice).toContainText('the console was updated')
  await expect(page.getByRole('heading', { name: 'Create instance', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('keep-me')
  await ui.expectAccessible(page)
  // the rest of the form still works
  await page.getByLabel('Description').fill('still typing')
  await expect(page.getByLabel('Description')).toHaveValue('still typing')

  await page.unrouteAll()
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await page.getByRole('button', { name: 'Equivalent request' }).click()
  await expect(page.getByRole('region', { name: 'Equivalent request' })).toContainText('POST')
})

test('when a row’s menu cannot be fetched, the list stays and says why the menu did not open', async ({ page }) => {
  await signIn(page)
  await page.goto('/projects/demo-project/instances')
  await page.route(chunkOf('src/ui/MenuImpl.tsx'), (route) => route.abort())
  const notice = ui.errorToast(page, 'Part of the page did not load')
  const trigger = page.getByRole('button', { name: 'Actions for instance db-primary' })
  await trigger.click()

  await expect(notice).toBeVisible()
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await expect(ui.table(page, 'Instances')).toContainText('db-primary')

  // from the keyboard: the focus stays on the button the user pressed
  await notice.getByRole('button', { name: 'Dismiss notification' }).click()
  const another = page.getByRole('button', { name: 'Actions for instance legacy-app' })
  await another.focus()
  await page.keyboard.press('Enter')
  await expect(notice).toBeVisible()
  await expect(another).toBeFocused()
})

test('when a confirmation cannot be fetched, its action can be asked for again and says why each time', async ({
  page,
}) => {
  await signIn(page)
  await page.route(chunkOf('src/ui/ConfirmDialog.tsx'), (route) => route.abort())
  const notice = ui.errorToast(page, 'Part of the page did not load')
  const trigger = page.getByRole('button', { name: 'Actions for project demo-project' })
  for (const attempt of [1, 2]) {
    await trigger.click()
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await expect(notice).toBeVisible()
    // said again, not stacked; no dialog half-open, and the focus back on the row's menu
    await expect(notice).toHaveCount(1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(trigger).toBeFocused()
    if (attempt === 1) await notice.getByRole('button', { name: 'Dismiss notification' }).click()
  }
  await expect(ui.table(page, 'Projects')).toContainText('demo-project')
  await ui.expectAccessible(page)
})

test('when a tooltip cannot be fetched, its trigger keeps the keyboard’s focus', async ({ page }) => {
  await signIn(page)
  await page.route(chunkOf('src/ui/TooltipImpl.tsx'), (route) => route.abort())
  const time = ui.rowOf(ui.table(page, 'Projects'), 'demo-project').locator('time')
  await time.focus()
  await expect(ui.errorToast(page, 'Part of the page did not load')).toBeVisible()
  await expect(time).toBeFocused()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Actions for project demo-project' })).toBeFocused()
})

test('when a refused create button cannot be fetched, it still stands, unavailable, with its reason', async ({
  page,
}) => {
  await page.route(sharedChunkOf('GuardedButton'), (route) => route.abort())
  await page.goto('/login/demo-silo/local')
  await ui.submitLocalSignIn(page, 'silo-viewer')
  await expect(page).toHaveURL('/projects')
  await page.goto('/projects/demo-project/floating-ips')
  await expect(ui.table(page, 'Floating IPs')).toContainText('spare-ip')
  const create = page.getByRole('button', { name: 'New floating IP' })
  await expect(create).toHaveAttribute('aria-disabled', 'true')
  await expect(create).toHaveAttribute(
    'title',
    'To create, attach and delete floating IPs you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.',
  )
  await expect(ui.errorToast(page, 'Part of the page did not load')).toBeVisible()
  // it keeps the keyboard's focus, and pressed it opens nothing
  await create.focus()
  await page.keyboard.press('Enter')
  await expect(create).toBeFocused()
  await expect(page).toHaveURL('/projects/demo-project/floating-ips')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await ui.expectAccessible(page)
})

test('when a chart’s drawing cannot be fetched, the chart says so in its place and keeps its figures', async ({
  page,
}) => {
  await signIn(page)
  await page.route(chunkOf('src/charts/UPlotChart.tsx'), (route) => route.abort())
  await page.goto('/utilization')
  const chart = page.getByRole('region', { name: 'vCPUs provisioned' })
  await expect(chart).toContainText('The chart could not be drawn: its code did not load.')
  await expect(
    chart.getByRole('table', { name: /^vCPUs provisioned:/ }).getByRole('row', { name: /^Provisioned / }),
  ).toBeVisible()
  await expect(chart.locator('canvas')).toHaveCount(0)
  await expect(ui.errorToast(page, 'Part of the page did not load')).toHaveCount(1)
  await ui.expectAccessible(page)
})
