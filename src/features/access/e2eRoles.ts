// Browser tests only: roles the seed does not give anyone. The seed has no fleet viewer, so a
// test makes fleet-admin one in the page's own mock (which lives until the page reloads) and
// then moves on by links alone; likewise a silo viewer.
import type { Page } from '@playwright/test'
import { expect } from '../../../test/e2e/fixtures'

/** The reason a fleet-admin made a fleet viewer gets for a change that needs a fleet admin. */
export const fleetViewerRefusal = (what: string) =>
  `To ${what} you need the admin role on the fleet. You are a viewer there, given to you directly.`

/**
 * Makes the signed-in user no more than a viewer of the fleet (`/v1/system/policy`) or of their
 * silo (`/v1/policy`), in the page's own mock, as the only assignment of that policy.
 */
export async function becomeViewer(page: Page, policy: '/v1/system/policy' | '/v1/policy') {
  const status = await page.evaluate(async (policy) => {
    const me = (await (await fetch('/v1/me')).json()) as { id: string }
    const body = { role_assignments: [{ identity_id: me.id, identity_type: 'silo_user', role_name: 'viewer' }] }
    const res = await fetch(policy, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return res.status
  }, policy)
  expect(status).toBe(200)
}

/** How long a page keeps what it read before reading it again (`FRESH_MS`, src/api/client.ts). */
const KEPT_MS = 2000

/**
 * Makes the signed-in fleet-admin a fleet viewer, from a page outside /system, and opens the
 * System area from the top bar. Every page has read the fleet's policy by then (its shell asks
 * whether the user may see the system), and keeps it for 2 s: the page's clock is moved on
 * past that once the role has changed under it, as a user's would have by the time they act.
 */
export async function openSystemAsFleetViewer(page: Page) {
  await page.clock.install()
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await becomeViewer(page, '/v1/system/policy')
  await page.clock.fastForward(KEPT_MS + 1)
  await page.getByRole('navigation', { name: 'Scope' }).getByRole('link', { name: 'System' }).click()
  await expect(page.getByRole('heading', { name: 'Silos', level: 1 })).toBeVisible()
}
