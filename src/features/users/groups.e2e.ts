// A silo of hundreds of groups (an identity provider's): the API tells a user's groups only
// through each group's members, read in the background a few at a time (~/api/background);
// and a group of thousands, counted from its first page.
import type { Page } from '@playwright/test'
import { BACKGROUND_IN_FLIGHT_IDLE } from '~/api/background'
import { expect, test } from '../../../test/e2e/fixtures'
import { apiCalls, callsInFlight } from '../../../test/e2e/apiCalls'
import * as ui from '../../../test/e2e/ui'

const GRACE_HOPPER = 'e83ce4ed-4146-424e-b45a-5f5bde87fb96'
const SAML_USER = '6ddd8af2-f9eb-49d1-be67-25c268c2a8b7'
const isMembersRead = (url: string) => new URL(url).pathname === '/v1/users' && url.includes('group=')

/** The groups' members reads from now on: how many were asked for, and the most at once. */
const membersReads = (page: Page) => callsInFlight(page, isMembersRead)

/** Every text the page's statuses said about the groups' reads, from the next page on. */
async function progressSaid(page: Page) {
  await page.addInitScript(() => {
    const said = ((window as unknown as { progressSaid: string[] }).progressSaid = [] as string[])
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]'))
        if (status.textContent?.includes('groups read') && !said.includes(status.textContent))
          said.push(status.textContent)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { progressSaid: string[] }).progressSaid)
}

test("in a silo of 300 groups, users' groups are named as found, a few reads at a time, and a user's roles do not wait for them", async ({
  page,
}) => {
  await ui.scaleTestGroups(page, 300)
  const reads = await membersReads(page)
  const progress = await progressSaid(page)
  await page.goto('/users')
  const grace = ui.rowOf(ui.table(page, 'Users'), 'grace-hopper')
  await expect(grace).toContainText('group-00001')
  // one of every four generated groups holds her, and the seed's web-devs, read last
  await expect(grace).toContainText('group-00297')
  await expect(grace).toContainText('web-devs')
  await expect(grace).not.toContainText('…')
  await expect(ui.rowOf(ui.table(page, 'Users'), 'no-roles')).toContainText('None')
  // how far the reads had got, told while they went on, and nothing once they were done
  const said = await progress()
  // the seed's three groups and the 300
  expect(said[0]).toBe('Users’ groups are found by reading each group’s members: 0 of 303 groups read')
  expect(said.length).toBeGreaterThan(1)
  await expect(page.getByRole('status').filter({ hasText: 'groups read' })).toHaveCount(0)
  await ui.expectAccessible(page)
  await reads.told()
  expect(reads.seen.made).toBe(303)
  expect(reads.seen.most).toBeLessThanOrEqual(BACKGROUND_IN_FLIGHT_IDLE)

  // her page: her roles, and every group holding her once each is read
  await page.goto(`/users/${GRACE_HOPPER}`)
  const roles = ui.table(page, 'Roles of grace-hopper')
  await expect(ui.rowOf(roles, 'Project demo-project')).toContainText('Through group web-devs')
  const groups = page.getByRole('definition').filter({ hasText: 'group-00001' })
  await expect(groups).toContainText('web-devs')
  await expect(groups).not.toContainText('…')
  expect((await progress())[0]).toContain(': 0 of 303 groups read')
  await expect(page.getByRole('status').filter({ hasText: 'groups read' })).toHaveCount(0)
  await ui.expectAccessible(page)

  // her effective access: her groups named the same way
  await page.goto(`/access/effective?user=${GRACE_HOPPER}`)
  const named = page.getByText('Groups of grace-hopper:')
  await expect(named).toContainText('web-devs')
  await expect(named).not.toContainText('…')
  expect((await progress())[0]).toContain(': 0 of 303 groups read')
  await expect(page.getByRole('status').filter({ hasText: 'groups read' })).toHaveCount(0)
})

test("in a silo of 2,000 groups, a user's roles do not wait for every group's members, and leaving the page stops their reads", async ({
  page,
}) => {
  await ui.scaleTestGroups(page, 2000)
  const reads = await membersReads(page)
  await page.goto(`/users/${GRACE_HOPPER}`)
  // from the groups the policies name (kernel-devs, web-devs, data-science)
  const roles = ui.table(page, 'Roles of grace-hopper')
  await expect(ui.rowOf(roles, 'Silo')).toContainText('collaboratorAssigned directly')
  await expect(ui.rowOf(roles, 'Project demo-project')).toContainText('Through group web-devs')
  await reads.told()
  expect(reads.seen.made).toBeLessThan(2000)

  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Images' }).click()
  await expect(ui.table(page, 'Silo images').getByRole('row').nth(1)).toBeVisible()
  await reads.told()
  // those on their way when the page was left, at most: the rest are never asked for
  const made = reads.seen.made
  expect(made).toBeLessThan(2000)
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Projects' }).click()
  await expect(ui.table(page, 'Projects').getByRole('row').nth(1)).toBeVisible()
  await reads.told()
  expect(reads.seen.made).toBe(made)
  expect(reads.seen.most).toBeLessThanOrEqual(BACKGROUND_IN_FLIGHT_IDLE)
})

test('a group of 2,501 members is counted from one read of its first 1,000, a smaller one exactly', async ({
  page,
}) => {
  // every generated user in the one generated group, with grace-hopper
  await ui.scaleTestUsers(page, 2500)
  await ui.scaleTestGroups(page, 1)
  const reads = await membersReads(page)
  const urls: string[] = []
  ;(await apiCalls(page)).onRequest((r) => void (isMembersRead(r.url()) && urls.push(new URL(r.url()).search)))
  await page.goto('/groups')
  const groups = ui.table(page, 'Groups')
  await expect(ui.rowOf(groups, 'group-00001')).toContainText('1,000+ members')
  await expect(ui.rowOf(groups, 'kernel-devs')).toContainText('2 members')
  await ui.expectAccessible(page)
  await reads.told()
  // the big group's first page alone
  expect(urls.filter((u) => u.includes('5ca1e6a0'))).toEqual(['?group=5ca1e6a0-0000-4000-8000-000000000001&limit=1000'])
})

test("in a silo of 300 groups, a page about a user of another silo reads none of this silo's groups' members", async ({
  page,
}) => {
  await ui.scaleTestGroups(page, 300)
  const reads = await membersReads(page)
  const generated: string[] = []
  ;(await apiCalls(page)).onRequest(
    (r) => void (isMembersRead(r.url()) && r.url().includes('5ca1e6a0') && generated.push(r.url())),
  )
  // other-silo's one user, whom the fleet's admin may read
  await page.goto(`/users/${SAML_USER}`)
  await expect(page.getByRole('heading', { level: 1, name: 'saml-user' })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'None' })).toBeVisible()
  await ui.expectAccessible(page)
  await reads.told()
  // none of the 300 generated, nor those this silo's policies name (web-devs, kernel-devs,
  // data-science), which the page's loader read beside the user: it shows no roles of theirs
  expect(generated).toEqual([])
  expect(reads.seen.made).toBe(0)
})
