// Browser tests only: what every section of the rack's network does for a fleet viewer (see
// ../../access/e2eRoles.ts) and when its first call fails.
import type { Locator, Page } from '@playwright/test'
import { expect } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { fleetViewerRefusal, openSystemAsFleetViewer } from '../../access/e2eRoles'

const REFUSAL = fleetViewerRefusal('change the rack’s network')

/** Opens a networking section as fleet-admin demoted to fleet viewer. */
export async function openAsFleetViewer(page: Page, section: string) {
  await openSystemAsFleetViewer(page)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Networking' }).click()
  await page.getByRole('navigation', { name: 'Networking' }).getByRole('link', { name: section }).click()
}

/** A list section of the network: its link, its page and first call, a row of its table and what changes it. */
export type ReadOnlyList = {
  section: string
  path: string
  op: string
  /** the table's name, when it is not the section's */
  table?: string
  row: string
  create: string
  /** the row's subject in its actions menu, "address lot initial-infra" */
  subject: string
  /** the row's action refused, Delete unless given */
  item?: string
}

/**
 * A list section as a fleet viewer: its rows read, its create button and a row's Delete (or
 * other) item disabled with the reason. Then the list's call fails, the page offers Try
 * again, and Try again brings the row back.
 */
export async function expectReadOnlyList(page: Page, s: ReadOnlyList) {
  const row = ui.rowOf(ui.table(page, s.table ?? s.section), s.row)
  await openAsFleetViewer(page, s.section)
  await expect(row).toBeVisible()
  await ui.expectRefusedControl(page, page.getByRole('button', { name: s.create }), REFUSAL)
  await ui.expectRefusedRowAction(page, s.subject, s.item ?? 'Delete', REFUSAL)
  await ui.expectAccessible(page)
  await expectTryAgain(page, s.path, s.op, row)
}

/**
 * The section's first call fails: the error screen offers Try again, which, once the call
 * answers again, shows the section (`back`, something of it that the error screen lacks).
 */
export async function expectTryAgain(page: Page, path: string, op: string, back: Locator) {
  await ui.openFailing(page, path, { [op]: 500 })
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(back).toHaveCount(0)
  await ui.clearFaults(page)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(back).toBeVisible()
}

export { REFUSAL as NOT_FLEET_ADMIN_REASON }
