import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { deleteFromPage, deleteRow, expectMessages, expectRefused, openForm, textbox, vpcs } from '../vpcs/networkSteps'

const routers = `${vpcs}/platform/routers`
const routerTable = (page: Page) => ui.table(page, 'Routers')

test('the routers list shows the system router and custom routers', async ({ page }) => {
  await page.goto(routers)
  await expect(page.getByRole('heading', { name: 'Routers', level: 2 })).toBeVisible()
  await expect(ui.rowOf(routerTable(page), 'system')).toContainText('system')
  const mesh = ui.rowOf(routerTable(page), 'mesh-router')
  await expect(mesh).toContainText('custom')
  await expect(mesh).toContainText('Sends mesh traffic through the VPN and the egress gateway')
  await expect(
    page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'Routers' }),
  ).toHaveAttribute('aria-current', 'page')
  await ui.expectAccessible(page)

  await mesh.getByRole('link', { name: 'mesh-router' }).click()
  await expect(page).toHaveURL(`${routers}/mesh-router`)
  await expect(page.getByRole('heading', { name: /Router mesh-router/ })).toBeVisible()
})

test('the system router cannot be edited or deleted, and says why', async ({ page }) => {
  await page.goto(routers)
  await page.getByRole('button', { name: 'Actions for router system' }).click()
  for (const label of ['Edit', 'Delete']) {
    await expect(page.getByRole('menuitem', { name: label })).toHaveAttribute('aria-disabled', 'true')
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
  const create = await openForm(page, 'New router', 'Create router')
  await ui.expectAccessible(page)

  const name = textbox(create, 'Name')
  await expectMessages(create, name, [['Edge', 'Must start with a lowercase letter']])
  // a name the VPC already uses is refused by the API, keeping the input
  await name.fill('mesh-router')
  await expectRefused(create, 'Create router', 'VPC router name already exists', [['Name', 'mesh-router']])

  await name.fill('edge-router')
  await textbox(create, 'Description').fill('Traffic for the edge <b>sites</b>')
  await create.getByRole('button', { name: 'Create router' }).click()
  await expect(page).toHaveURL(`${routers}/edge-router`)
  await expect(ui.toast(page, 'Router created')).toContainText('edge-router')
  // the router's page, drawn once its code is in: until then the list and the form are
  // still on screen, both holding the description (seen once in a full run)
  await expect(page.getByRole('heading', { name: /Router edge-router/ })).toBeVisible()
  // user text is shown as text
  await expect(page.getByText('Traffic for the edge <b>sites</b>')).toBeVisible()
  await expect(page.getByText('No routes')).toBeVisible()

  await page.getByRole('button', { name: 'Edit router' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit router' })
  await expect(textbox(edit, 'Name')).toHaveValue('edge-router')
  await textbox(edit, 'Name').fill('edge-sites')
  await edit.getByRole('button', { name: 'Update router' }).click()
  // a rename moves the page to the new address
  await expect(page).toHaveURL(`${routers}/edge-sites`)
  await expect(page.getByRole('heading', { name: /Router edge-sites/ })).toBeVisible()

  await deleteFromPage(page, 'router', 'Are you sure you want to delete router edge-sites? Its routes go with it')
  await expect(page).toHaveURL(routers)
  await expect(ui.toast(page, 'Router deleted')).toContainText('edge-sites')
  await expect(ui.rowOf(routerTable(page), 'edge-sites')).toHaveCount(0)
})

test('edit and delete a custom router from the list', async ({ page }) => {
  await page.goto(routers)
  await ui.rowAction(page, 'router mesh-router', 'Edit')
  const edit = page.getByRole('dialog', { name: 'Edit router' })
  await textbox(edit, 'Description').fill('Mesh egress')
  await edit.getByRole('button', { name: 'Update router' }).click()
  await expect(page).toHaveURL(routers)
  await expect(ui.rowOf(routerTable(page), 'mesh-router')).toContainText('Mesh egress')

  await deleteRow(page, 'router', 'mesh-router')
  await expect(ui.rowOf(routerTable(page), 'mesh-router')).toHaveCount(0)
  await expect(ui.rowOf(routerTable(page), 'system')).toBeVisible()
})

test('a viewer is refused a router made through the form’s address, and finds the list’s changes disabled', async ({
  pageAs,
}) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${routers}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create router' })
  await textbox(dialog, 'Name').fill('viewer-router')
  await expectRefused(dialog, 'Create router', 'Action not authorized', [['Name', 'viewer-router']])

  // on the list, the controls say why instead
  await page.goto(routers)
  const reason =
    'To create, edit and delete routers you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'New router' }), reason)
  await ui.expectRefusedRowAction(page, 'router mesh-router', 'Delete', reason)
  await expect(ui.rowOf(routerTable(page), 'mesh-router')).toBeVisible()
})

test('an unknown router shows the error screen under the VPC header', async ({ page }) => {
  await page.goto(`${routers}/no-such-router`)
  await expect(page.getByRole('heading', { name: 'platform', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})
