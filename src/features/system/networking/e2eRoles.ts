// Browser tests only: the seed has no fleet viewer, so a test makes fleet-admin one in the
// page's own mock (which lives until the page reloads) and then moves on by links alone.
import type { Page } from '@playwright/test'
import { expect } from '../../../../test/e2e/fixtures'

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
