import type { Page } from '@playwright/test'
import { expect, test } from '../../../../../test/e2e/fixtures'
import * as ui from '../../../../../test/e2e/ui'
import { expectTryAgain } from '../e2eRoles'
import { becomeViewer } from '../../../access/e2eRoles'

const PROBES = '/system/networking/probes'

/** From the page that asks for the project, demo-project's probes, chosen from the keyboard. */
async function pickDemoProject(page: Page) {
  await page.getByRole('combobox', { name: 'Project' }).focus()
  await page.keyboard.type('demo-project')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${PROBES}/demo-project`)
}

/** Makes a probe in demo-project from the keyboard, from the page that asks for the project. */
async function createProbe(page: Page, name: string) {
  await page.goto(PROBES)
  await pickDemoProject(page)
  await page.getByRole('link', { name: 'New probe' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Create probe' })
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused()
  // name, description, the sled (chosen by typing its serial), the pool left to the silo's default
  await ui.typeFields(page, [name, 'Path check from outside', 'BRM42221001', '', 'submit'])
}

test('a probe made from the keyboard shows its addresses, and is deleted', async ({ page }) => {
  await page.goto(PROBES)
  await ui.expectAccessible(page)
  await createProbe(page, 'edge-check')

  await expect(page).toHaveURL(`${PROBES}/demo-project/edge-check`)
  await expect(ui.toast(page, 'Probe created')).toContainText('edge-check')
  await expect(page.getByRole('heading', { name: 'edge-check', level: 1 })).toBeVisible()
  await expect(page.getByText('BRM42221001')).toBeVisible()
  const nic = page.getByRole('region', { name: 'Interface' })
  await expect(nic).toContainText('172.30.0.0/22')
  const address = ui.table(page, 'External addresses').getByRole('row').nth(1)
  await expect(address).toContainText('ephemeral')
  await expect(address).toContainText('all ports')
  await ui.expectAccessible(page)

  await page.getByRole('link', { name: 'Probes of demo-project' }).click()
  const row = ui.rowOf(ui.table(page, 'Probes'), 'edge-check')
  await expect(row).toContainText('BRM42221001')
  await expect(row).toContainText('172.30.0.')
  await ui.expectAccessible(page)
  await ui.rowAction(page, 'probe edge-check', 'Delete')
  await ui.inDialog(page, 'Delete probe', 'Delete')
  await expect(ui.toast(page, 'Probe deleted')).toContainText('edge-check')
  await expect(page.getByText('Project demo-project has no probes.')).toBeVisible()
})

/**
 * Makes a probe in demo-project through the API, from the user's own profile: it reads no
 * role (the silo's and the system's pages read the silo's as they open), so the next page
 * reads the roles as they are then.
 */
async function createProbeByApi(page: Page, name: string) {
  await page.goto('/settings/profile')
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible()
  const status = await page.evaluate(async (name) => {
    const sleds = (await (await fetch('/v1/system/hardware/sleds')).json()) as {
      items: { id: string; baseboard: { serial: string } }[]
    }
    const sled = sleds.items.find((s) => s.baseboard.serial === 'BRM42221001')
    const res = await fetch('/experimental/v1/probes?project=demo-project', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, description: 'Path check from outside', sled: sled?.id }),
    })
    return res.status
  }, name)
  expect(status).toBe(201)
}

test('a project viewer lists probes without the change controls; a failed list offers Try again', async ({ page }) => {
  await createProbeByApi(page, 'viewer-sees')
  // fleet-admin becomes a silo viewer (so a viewer of demo-project) in this page's own mock
  // before any page has read the silo's roles (a page keeps what it read for 2 s), then moves
  // on by links and from the keyboard
  await becomeViewer(page, '/v1/policy')
  await page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'System' }).click()
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }).click()
  await page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: 'Probes' }).click()
  await pickDemoProject(page)
  const table = ui.table(page, 'Probes')
  await expect(ui.rowOf(table, 'viewer-sees')).toBeVisible()
  await expect(table.getByRole('link', { name: 'viewer-sees' })).toHaveCount(0)
  const reason =
    'To view, create and delete probes you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'New probe' }), reason)
  await ui.expectRefusedRowAction(page, 'probe viewer-sees', 'Delete', reason)

  await expectTryAgain(
    page,
    `${PROBES}/demo-project`,
    'probeList',
    page.getByText('Project demo-project has no probes.'),
  )
})

test('in a silo of 1,206 projects, the page offers those past the first 1,000 too', async ({ page }) => {
  await ui.scaleTestProjects(page, 1200)
  await page.goto(PROBES)
  const picker = page.getByRole('combobox', { name: 'Project' })
  await expect(picker.locator('option', { hasText: 'project-01200' })).toHaveCount(1)
  await expect(picker.locator('option', { hasText: 'web-frontend' })).toHaveCount(1)
  await picker.selectOption('web-frontend')
  await page.getByRole('button', { name: 'Show probes' }).click()
  await expect(page).toHaveURL(`${PROBES}/web-frontend`)
})
