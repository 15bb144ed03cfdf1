import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { graceHopperId } from '../../../mock-api/fixtures/users'

test('in a silo of 2,500 users, an access page names each identity from one read of each list and a read of each one past its first page', async ({
  page,
}) => {
  // 2,500 generated users list before fleet-admin, silo-viewer and grace-hopper: past the
  // 1,000 one read of the list gives, where katherine-johnson is within it
  const { made: userCalls, told } = await ui.withScaleUsers(page, 2500, (url) => url.pathname.startsWith('/v1/users'))
  await page.goto('/projects/ml-training/access')
  const roles = ui.table(page, 'Project role assignments')
  await expect(ui.rowOf(roles, 'katherine-johnson')).toContainText('Assigned here')
  await expect(ui.rowOf(roles, 'data-science')).toContainText('Assigned here')
  for (const name of ['fleet-admin', 'silo-viewer', 'grace-hopper', 'kernel-devs']) {
    await expect(ui.rowOf(roles, name)).toContainText('Inherited from silo')
  }
  // named from the start, not by their ids
  await expect(roles).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/)
  await told()
  const lists = userCalls.filter((c) => c.startsWith('/v1/users?'))
  const own = userCalls.filter((c) => /^\/v1\/users\/[0-9a-f-]{36}$/.test(c))
  expect(lists).toEqual(['/v1/users?limit=1000'])
  expect(own).toHaveLength(3)
  await ui.expectAccessible(page)

  // the add form still offers every user, the list read to its end once it opens
  await page.getByRole('button', { name: 'Add role' }).click()
  const choices = page.getByRole('dialog', { name: 'Add role' }).getByLabel('User or group')
  await expect(choices.locator('option', { hasText: 'user-02500 (user)' })).toHaveCount(1)
  await expect(choices.locator('option', { hasText: 'no-roles (user)' })).toHaveCount(1)
  await choices.selectOption({ label: 'user-02500 (user)' })
  await ui.inDialog(page, 'Add role', 'Add role')
  await expect(ui.toast(page, 'Role added')).toContainText('user-02500')
  await expect(ui.rowOf(roles, 'user-02500')).toContainText('Assigned here')
})

test('in a silo of 2,500 users, effective access names a user past the list’s first page, and the picker offers every user once read', async ({
  page,
}) => {
  // the silo's users, not a group's members (the memberships' reads)
  const { made: userLists, told } = await ui.withScaleUsers(
    page,
    2500,
    (url) => url.pathname === '/v1/users' && !url.searchParams.has('group'),
  )
  await page.goto(`/access/effective?user=${graceHopperId}`)
  const access = ui.table(page, 'Effective access of grace-hopper')
  await expect(ui.rowOf(access, 'Silo')).toContainText('collaboratorAssigned directly')
  await expect(ui.rowOf(access, 'Project web-frontend')).toContainText('adminAssigned directly')
  const picker = page.getByLabel('User', { exact: true })
  await expect(picker).toHaveValue(graceHopperId)
  // the rest of the list, read in the background: the last generated user and the seed's
  await expect(picker.locator('option', { hasText: 'user-02500' })).toHaveCount(1)
  await expect(picker.locator('option', { hasText: 'silo-viewer' })).toHaveCount(1)
  await told()
  // each page of the list once: the whole list's read goes on from the first page's answer
  expect(userLists.filter((q) => !q.includes('page_token'))).toHaveLength(1)
  expect(userLists).toHaveLength(3)
  await picker.selectOption({ label: 'user-02500' })
  await expect(ui.rowOf(ui.table(page, 'Effective access of user-02500'), 'Silo')).toContainText(
    'NoneNo role reaches them here',
  )
  await ui.expectAccessible(page)
})

test('in a silo of 2,500 users, the add form offers the first 1,000 at once, and says so when it cannot read the rest', async ({
  page,
}) => {
  await ui.scaleTestUsers(page, 2500)
  await page.goto('/access')
  await expect(ui.rowOf(ui.table(page, 'Silo role assignments'), 'grace-hopper')).toBeVisible()
  // the rest of the silo's users cannot be read from here on
  await ui.failCalls(page, { userList: 500 })
  await page.getByRole('button', { name: 'Add role' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add role' })
  const choices = dialog.getByLabel('User or group')
  await expect(choices.locator('option', { hasText: 'user-00001 (user)' })).toHaveCount(1)
  await expect(dialog.getByRole('alert')).toHaveText(
    /Could not read every user and group of the silo: those past its first 1,000 are not listed\.\s*Try again/,
  )
  await expect(choices.locator('option', { hasText: 'user-02500 (user)' })).toHaveCount(0)
  await ui.expectAccessible(page)

  await ui.clearFaults(page)
  await dialog.getByRole('button', { name: 'Try again' }).click()
  await expect(choices.locator('option', { hasText: 'user-02500 (user)' })).toHaveCount(1)
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await choices.selectOption({ label: 'user-00001 (user)' })
  await ui.inDialog(page, 'Add role', 'Add role')
  await expect(ui.rowOf(ui.table(page, 'Silo role assignments'), 'user-00001')).toContainText('viewer')
})
