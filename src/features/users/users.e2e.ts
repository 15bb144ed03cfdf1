import type { Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'

// seed ids (mock-api/README.md)
const SILO_VIEWER = 'd5fe9076-0f9f-4814-81d5-0e8a877dc719'
const GRACE_HOPPER = 'e83ce4ed-4146-424e-b45a-5f5bde87fb96'
const KERNEL_DEVS = 'ea8a2c08-8659-4abb-bc4a-cfdf88844168'
const VIEWER_TOKEN = '70c3e000-0000-4000-8000-000000000001'
const VIEWER_TOKEN_SECRET = 'oxide-token-seed0001silo0viewer0laptop0000000000000000'

/** What the API answers a call made with this bearer token, from the page's own mock. */
const statusWith = (page: Page, token: string) =>
  page.evaluate(async (t) => (await fetch('/v1/me', { headers: { authorization: `Bearer ${t}` } })).status, token)

test('users with their groups, groups with their members, from the silo navigation', async ({ page }) => {
  await page.goto('/projects')
  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Users' }).click()
  await expect(page).toHaveURL('/users')
  const users = ui.table(page, 'Users')
  await expect(ui.rowOf(users, 'katherine-johnson')).toContainText('kernel-devs')
  await expect(ui.rowOf(users, 'katherine-johnson')).toContainText('data-science')
  await expect(ui.rowOf(users, 'no-roles')).toContainText('None')
  await expect(page.getByRole('link', { name: /Users and groups guide/ })).toBeVisible()
  await ui.expectAccessible(page)

  await page.getByRole('navigation', { name: 'Silo' }).getByRole('link', { name: 'Groups' }).click()
  const groups = ui.table(page, 'Groups')
  await expect(ui.rowOf(groups, 'kernel-devs')).toContainText('2 members')
  await expect(ui.rowOf(groups, 'web-devs')).toContainText('2 members')
  await expect(ui.rowOf(groups, 'data-science')).toContainText('1 member')
  await ui.expectAccessible(page)

  await groups.getByRole('link', { name: 'kernel-devs' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'kernel-devs' })).toBeVisible()
  const members = ui.table(page, 'Members of kernel-devs')
  await expect(members.getByRole('row')).toHaveCount(3) // the header and two members
  await expect(ui.rowOf(members, 'dennis-ritchie')).toBeVisible()
  // the group is the silo's viewer: what it gives its members there and, inherited, in each project
  const roles = ui.table(page, 'Roles of kernel-devs')
  await expect(ui.rowOf(roles, 'Silo')).toContainText('viewerThrough group kernel-devs')
  await expect(ui.rowOf(roles, 'Project demo-project')).toContainText(
    'viewerInherited from silo, through group kernel-devs',
  )
  await ui.expectAccessible(page)

  await members.getByRole('link', { name: 'katherine-johnson' }).click()
  await expect(page).toHaveURL('/users/37bcb406-d4e7-4c94-ace8-56ad27ad6897')
  await expect(page.getByRole('heading', { level: 1, name: 'katherine-johnson' })).toBeVisible()
})

test("a group's page shows its roles and members when the silo's groups cannot be read", async ({ page }) => {
  // its roles are its own assignments; only its members' groups column reads every group
  await ui.openFailing(page, `/groups/${KERNEL_DEVS}`, { groupList: 500 })
  const roles = ui.table(page, 'Roles of kernel-devs')
  await expect(ui.rowOf(roles, 'Silo')).toContainText('viewerThrough group kernel-devs')
  await expect(ui.rowOf(roles, 'Project demo-project')).toContainText(
    'viewerInherited from silo, through group kernel-devs',
  )
  const members = ui.table(page, 'Members of kernel-devs')
  await expect(ui.rowOf(members, 'dennis-ritchie')).toContainText('Could not read')
  await ui.expectAccessible(page)
})

test('the users and groups lists show their rows when what is in the groups cannot be read, and read it again', async ({
  page,
}) => {
  // the users' groups come from a read per group, which the rows do not wait for
  await ui.openFailing(page, '/users', { groupList: 500 })
  const users = ui.table(page, 'Users')
  await expect(ui.rowOf(users, 'katherine-johnson')).toContainText('Could not read')
  await ui.expectAccessible(page)
  await ui.clearFaults(page)
  await ui.rowOf(users, 'katherine-johnson').getByRole('button', { name: 'Try again' }).click()
  await expect(ui.rowOf(users, 'katherine-johnson')).toContainText('kernel-devs')
  await expect(ui.rowOf(users, 'no-roles')).toContainText('None')

  // a group's member count is its own read, once its row is seen
  await ui.openFailing(page, '/groups', { userList: 500 })
  const groups = ui.table(page, 'Groups')
  await expect(ui.rowOf(groups, 'kernel-devs')).toContainText('Unknown')
  await ui.clearFaults(page)
  await ui.rowOf(groups, 'kernel-devs').getByRole('button', { name: 'Try again' }).click()
  await expect(ui.rowOf(groups, 'kernel-devs')).toContainText('2 members')
  await expect(ui.rowOf(groups, 'web-devs')).toContainText('Unknown')
})

test('a user’s page: groups, roles, access tokens with their expiry, sessions', async ({ page }) => {
  await page.goto(`/users/${SILO_VIEWER}`)
  await expect(page.getByRole('heading', { level: 1, name: 'silo-viewer' })).toBeVisible()
  await expect(ui.rowOf(ui.table(page, 'Roles of silo-viewer'), 'Silo')).toContainText('viewer')
  await expect(ui.rowOf(ui.table(page, 'Roles of silo-viewer'), 'Silo')).toContainText('Assigned directly')

  const tokens = ui.table(page, 'Access tokens of silo-viewer')
  await expect(tokens.getByRole('row')).toHaveCount(3)
  await expect(ui.rowOf(tokens, VIEWER_TOKEN)).toContainText('Never')
  await expect(ui.rowOf(tokens, '70c3e000-0000-4000-8000-000000000002')).toContainText('2027')
  // the seeded session in another browser, and the one fleet-admin's sign-in... is not silo-viewer's
  await expect(ui.table(page, 'Sessions of silo-viewer').getByRole('row')).toHaveCount(2)
  // only a token's owner may revoke it alone
  await ui.expectRefusedRowAction(
    page,
    `access token ${VIEWER_TOKEN}`,
    'Revoke',
    'Only the token’s owner can revoke it alone; Sign out everywhere revokes all of them',
  )
  await ui.expectAccessible(page)
})

test('a user revokes one of their own tokens, which then signs nothing in', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/users')
  await ui.table(page, 'Users').getByRole('link', { name: 'silo-viewer' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'silo-viewer you' })).toBeVisible()
  expect(await statusWith(page, VIEWER_TOKEN_SECRET)).toBe(200)

  await ui.rowAction(page, `access token ${VIEWER_TOKEN}`, 'Revoke')
  await expect(page.getByRole('dialog', { name: 'Revoke access token' })).toContainText(VIEWER_TOKEN)
  await ui.inDialog(page, 'Revoke access token', 'Revoke')
  await expect(ui.toast(page, 'Access token revoked')).toContainText(VIEWER_TOKEN)
  const tokens = ui.table(page, 'Access tokens of silo-viewer')
  await expect(tokens.getByRole('row')).toHaveCount(2)
  await expect(ui.rowOf(tokens, VIEWER_TOKEN)).toHaveCount(0)
  expect(await statusWith(page, VIEWER_TOKEN_SECRET)).toBe(401)
})

test('a non-admin sees another user’s roles but not their credentials, and cannot sign them out', async ({
  pageAs,
}) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`/users/${GRACE_HOPPER}`)
  await expect(page.getByRole('heading', { level: 1, name: 'grace-hopper' })).toBeVisible()
  await expect(ui.table(page, 'Roles of grace-hopper')).toBeVisible()
  await expect(
    page.getByText('Only grace-hopper and the silo’s admins can see what grace-hopper is signed in with.'),
  ).toBeVisible()
  await expect(page.getByRole('table', { name: 'Access tokens of grace-hopper' })).toHaveCount(0)
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Sign out everywhere' }),
    'Only the silo’s admins and the user themself can sign a user out everywhere',
  )
  await ui.expectAccessible(page)
})

test('an admin signs a user out everywhere: their own session is refused after', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/projects')
  await expect(page.getByRole('button', { name: 'User menu for silo-viewer' })).toBeVisible()
  const context = page.context()
  const viewerSession = (await context.cookies()).filter((c) => c.name === 'session')

  // the browser mock keeps its sessions in this browser's storage, so the admin signs in here
  await context.clearCookies({ name: 'session' })
  await page.goto('/login/demo-silo/local')
  await ui.submitLocalSignIn(page, 'fleet-admin')
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto(`/users/${SILO_VIEWER}`)
  // silo-viewer's sign-in above and the seeded session in another browser
  await expect(ui.table(page, 'Sessions of silo-viewer').getByRole('row')).toHaveCount(3)

  // from the keyboard
  await page.getByRole('button', { name: 'Sign out everywhere' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere' })
  await expect(dialog).toContainText('Sign silo-viewer out everywhere?')
  await expect(dialog).toContainText('every access token of theirs is revoked')
  await expect(dialog).toContainText('This cannot be undone.')
  await ui.inDialog(page, 'Sign out everywhere', 'Sign out everywhere')
  await expect(ui.toast(page, 'Signed out everywhere')).toContainText('silo-viewer')
  await expect(page.getByRole('heading', { name: 'No access tokens' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No sessions' })).toBeVisible()
  expect(await statusWith(page, VIEWER_TOKEN_SECRET)).toBe(401)

  // fleet-admin signs out; silo-viewer comes back to this browser with their old session: refused
  await page.getByRole('button', { name: 'User menu for fleet-admin' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/login')
  await context.addCookies(viewerSession)
  expect(await page.evaluate(() => document.cookie)).toContain(`session=${viewerSession[0].value}`)
  await page.goto('/projects')
  await expect(page).toHaveURL('/login?redirect_uri=%2Fprojects')
})
