// Browser tests only: roles the seed does not give anyone. The seed has no fleet viewer, so a
// test makes fleet-admin one in the page's own mock (which lives until the page reloads) and
// then moves on by links alone.
import type { Page } from '@playwright/test'
import { expect } from '../../../test/e2e/fixtures'

/** The reason a fleet-admin made a fleet viewer gets for a change that needs a fleet admin. */
export const fleetViewerRefusal = (what: string) =>
  `To ${what} you need the admin role on the fleet. You are a viewer there, given to you directly.`

/**
 * Makes the signed-in fleet-admin a fleet viewer, from a page outside /system (so that no
 * page has read the fleet's policy before), and opens the System area from the top bar.
 */
export async function openSystemAsFleetViewer(page: Page) {
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
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
  await page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'System' }).click()
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
}
