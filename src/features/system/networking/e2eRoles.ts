// Browser tests only: what every section of the rack's network does for a fleet viewer and
// when its first call fails. The seed has no fleet viewer, so a test makes fleet-admin one in
// the page's own mock (which lives until the page reloads) and then moves on by links alone.
import type { Page } from '@playwright/test'
import { expect } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'

const REFUSAL = 'Only fleet admins can change the rack’s network'

/** Opens a networking section as fleet-admin demoted to fleet viewer. */
export async function openAsFleetViewer(page: Page, section: string) {
  await page.goto('/system/silos')
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
  const status = await page.evaluate(async () => {
    const me = (await (await fetch('/v1/me')).json()) as { id: string }
    const body = { role_assignments: [{ identity_id: me.id, identity_type: 'silo_user', role_name: 'viewer' }] }
    const res = await fetch('/v1/system/policy', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return res.status
  })
  expect(status).toBe(200)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }).click()
  await page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: section }).click()
}

/**
 * A list section as a fleet viewer: its rows read, its create button and a row's Delete (or
 * other) item disabled with the reason. Then the list's call fails and the page offers Try again.
 */
export async function expectReadOnlyList(
  page: Page,
  s: {
    section: string
    path: string
    table: string
    row: string
    create: string
    rowActions: string
    item: string
    op: string
  },
) {
  await openAsFleetViewer(page, s.section)
  await expect(ui.rowOf(ui.table(page, s.table), s.row)).toBeVisible()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: s.create }), REFUSAL)
  await page.getByRole('button', { name: s.rowActions }).click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: s.item }), REFUSAL)
  await page.keyboard.press('Escape')
  await ui.expectAccessible(page)
  await expectTryAgain(page, s.path, s.op)
}

/** The section's first call fails: the error screen offers Try again. */
export async function expectTryAgain(page: Page, path: string, op: string) {
  await ui.openFailing(page, path, { [op]: 500 })
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await ui.clearFaults(page)
}

export { REFUSAL as NOT_FLEET_ADMIN_REASON }
