import type { Page } from '@playwright/test'
import { expect, expectAccessible, test } from '../../../test/e2e/fixtures'

const routers = '/projects/demo-project/vpcs/platform/routers'
const routerTable = (page: Page) => page.getByRole('table', { name: 'Routers' })

test('the routers list shows the system router and custom routers', async ({ page }) => {
  await page.goto(routers)
  const system = routerTable(page).getByRole('row', { name: /system/ })
  await expect(system).toContainText('system')
  const mesh = routerTable(page).getByRole('row', { name: /mesh-router/ })
  await expect(mesh).toContainText('custom')
  await expect(mesh).toContainText('Sends mesh traffic through the VPN and the egress gateway')
  await expect(
    page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'Routers' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectAccessible(page)

  await mesh.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${routers}/mesh-router`)
  await expect(page.getByRole('heading', { name: /Router mesh-router/ })).toBeVisible()
})

test('the system router cannot be edited or deleted, and says why', async ({ page }) => {
  await page.goto(routers)
  await page.getByRole('button', { name: 'Actions for router system' }).click()
  for (const label of ['Edit', 'Delete']) {
    const item = page.getByRole('menuitem', { name: label })
    await expect(item).toHaveAttribute('aria-disabled', 'true')
  }
  await page.getByRole('menuitem', { name: 'Delete' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText('System routers cannot be changed')
  // choosing it from the keyboard does nothing either
  await page.getByRole('menuitem', { name: 'Delete' }).press('Enter')
  await expect(page.getByRole('dialog', { name: 'Delete router' })).toHaveCount(0)

  // typing the edit address does not get around it
  await page.goto(`${routers}/system/edit`)
  const dialog = page.getByRole('dialog', { name: 'Edit router' })
  await expect(dialog).toContainText('System routers cannot be changed')
  await expect(dialog.getByRole('textbox')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page).toHaveURL(routers)
})

test('create a custom router, rename it from its page, then delete it', async ({ page }) => {
  await page.goto(routers)
  await page.getByRole('link', { name: 'New router' }).click()
  const create = page.getByRole('dialog', { name: 'Create router' })
  await expect(create).toBeVisible()
  await expectAccessible(page)

  const name = create.getByRole('textbox', { name: /^Name/ })
  await name.fill('Edge')
  await expect(create.getByText('Must start with a lowercase letter')).toBeVisible()
  // a name the VPC already uses is refused by the API, keeping the input
  await name.fill('mesh-router')
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(create.getByRole('alert')).toContainText('VPC router name already exists')
  await expect(name).toHaveValue('mesh-router')

  await name.fill('edge-router')
  await create.getByRole('textbox', { name: /^Description/ }).fill('Traffic for the edge <b>sites</b>')
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(page).toHaveURL(`${routers}/edge-router`)
  await expect(page.getByRole('status').filter({ hasText: 'Router created' })).toBeVisible()
  // user text is shown as text
  await expect(page.getByText('Traffic for the edge <b>sites</b>')).toBeVisible()
  await expect(page.getByText('No routes')).toBeVisible()

  await page.getByRole('button', { name: 'Edit router' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit router' })
  await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue('edge-router')
  await edit.getByRole('textbox', { name: /^Name/ }).fill('edge-sites')
  await edit.getByRole('button', { name: 'Update router' }).click()
  // a rename moves the page to the new address
  await expect(page).toHaveURL(`${routers}/edge-sites`)
  await expect(page.getByRole('heading', { name: /Router edge-sites/ })).toBeVisible()

  await page.getByRole('button', { name: 'Delete router' }).click()
  await page.getByRole('dialog', { name: 'Delete router' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page).toHaveURL(routers)
  await expect(page.getByRole('status').filter({ hasText: 'Router deleted' })).toBeVisible()
  await expect(routerTable(page).getByRole('row', { name: /edge-sites/ })).toHaveCount(0)
})

test('edit and delete a custom router from the list', async ({ page }) => {
  await page.goto(routers)
  await page.getByRole('button', { name: 'Actions for router mesh-router' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit router' })
  await edit.getByRole('textbox', { name: /^Description/ }).fill('Mesh egress')
  await edit.getByRole('button', { name: 'Update router' }).click()
  await expect(page).toHaveURL(routers)
  await expect(routerTable(page).getByRole('row', { name: /mesh-router/ })).toContainText('Mesh egress')

  await page.getByRole('button', { name: 'Actions for router mesh-router' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete router' }).getByRole('button', { name: 'Delete' }).click()
  await expect(routerTable(page).getByRole('row', { name: /mesh-router/ })).toHaveCount(0)
  await expect(routerTable(page).getByRole('row', { name: /system/ })).toBeVisible()
})

test('a viewer is refused when creating or deleting a router', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${routers}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create router' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('viewer-router')
  await dialog.getByRole('button', { name: 'Create router' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Action not authorized')
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('viewer-router')

  await page.goto(routers)
  await page.getByRole('button', { name: 'Actions for router mesh-router' }).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete router' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Could not delete router' })).toContainText(
    'Action not authorized',
  )
  await expect(routerTable(page).getByRole('row', { name: /mesh-router/ })).toBeVisible()
})

test('an unknown router shows the error screen under the VPC header', async ({ page }) => {
  await page.goto(`${routers}/no-such-router`)
  await expect(page.getByRole('heading', { name: 'platform', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
