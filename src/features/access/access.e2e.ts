import { test as plain, type Page } from '@playwright/test'
import { REMOTE_PORT } from '../../../playwright.config'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { apiCalls } from '../../../test/e2e/apiCalls'
import { graceHopperId } from '../../../mock-api/fixtures/users'

type Assignment = { identity_id: string; identity_type: string; role_name: string }

/** The policy as the API now holds it, asked through the page's own session. */
const policyOf = (page: Page, path: string) =>
  page.evaluate(
    async (url) => ((await (await fetch(url)).json()) as { role_assignments: Assignment[] }).role_assignments,
    path,
  )

/** A user's or group's id, looked up through the API by display name. */
const idOf = (page: Page, list: 'users' | 'groups', name: string) =>
  page.evaluate(
    async ([l, n]) => {
      const body = (await (await fetch(`/v1/${l}?limit=100`)).json()) as {
        items: { id: string; display_name: string }[]
      }
      return body.items.find((i) => i.display_name === n)!.id
    },
    [list, name] as const,
  )

const rolesOf = (assignments: Assignment[], id: string) =>
  assignments.filter((a) => a.identity_id === id).map((a) => a.role_name)

/** The identity choices the add form offers, once it has loaded them. */
async function offered(page: Page, expected: string) {
  const options = page.getByRole('dialog', { name: 'Add role' }).getByLabel('User or group').locator('option')
  await expect(options.filter({ hasText: expected })).toHaveCount(1)
  return options.evaluateAll((all) => all.map((o) => o.textContent))
}

// add, change and remove at each scope, reading the policy back through the API each time
for (const scope of [
  {
    name: 'project',
    page: '/projects/demo-project/access',
    api: '/v1/projects/demo-project/policy',
    table: 'Project role assignments',
    who: { list: 'users', name: 'dennis-ritchie', kind: 'user', option: 'dennis-ritchie (user)' },
    // web-devs holds a role on the project; kernel-devs only on the silo, so it may get one here
    taken: ['web-devs (group)'],
    free: ['kernel-devs (group)', 'no-roles (user)'],
    keeps: 'web-devs',
  },
  {
    name: 'silo',
    page: '/access',
    api: '/v1/policy',
    table: 'Silo role assignments',
    who: { list: 'groups', name: 'data-science', kind: 'group', option: 'data-science (group)' },
    taken: ['kernel-devs (group)', 'fleet-admin (user)', 'silo-viewer (user)', 'grace-hopper (user)'],
    free: ['web-devs (group)', 'no-roles (user)'],
    keeps: 'fleet-admin',
  },
  {
    // the system policy, on the system side; only fleet-admin holds a fleet role in the seed
    name: 'fleet',
    page: '/system/access',
    api: '/v1/system/policy',
    table: 'Fleet role assignments',
    who: { list: 'users', name: 'silo-viewer', kind: 'user', option: 'silo-viewer (user)' },
    taken: ['fleet-admin (user)'],
    free: ['kernel-devs (group)', 'web-devs (group)', 'grace-hopper (user)'],
    keeps: 'fleet-admin',
  },
] as const) {
  test(`add, change and remove a role at ${scope.name} scope`, async ({ page }) => {
    await page.goto(scope.page)
    const roles = ui.table(page, scope.table)
    await expect(roles).toBeVisible()
    await ui.expectAccessible(page)
    const id = await idOf(page, scope.who.list, scope.who.name)
    const keptId = await idOf(page, scope.keeps === 'web-devs' ? 'groups' : 'users', scope.keeps)

    await page.getByRole('button', { name: 'Add role' }).click()
    const options = await offered(page, scope.who.option)
    for (const t of scope.taken) expect(options).not.toContain(t)
    for (const f of [...scope.free, scope.who.option]) expect(options).toContain(f)
    await ui.expectAccessible(page)
    await page.getByLabel('User or group').selectOption({ label: scope.who.option })
    await page.getByRole('radio', { name: /Collaborator/ }).check()
    await ui.inDialog(page, 'Add role', 'Add role')
    await expect(ui.toast(page, 'Role added')).toContainText(scope.who.name)
    await expect(ui.rowOf(roles, scope.who.name)).toContainText('collaborator')
    await expect(ui.rowOf(roles, scope.who.name)).toContainText('Assigned here')
    let now = await policyOf(page, scope.api)
    expect(rolesOf(now, id)).toEqual(['collaborator'])
    expect(rolesOf(now, keptId)).not.toEqual([])

    await ui.rowAction(page, `${scope.who.kind} ${scope.who.name}`, 'Change role')
    await page.getByRole('dialog', { name: 'Change role' }).getByRole('radio', { name: /Admin/ }).check()
    await ui.inDialog(page, 'Change role', 'Change role')
    await expect(ui.toast(page, 'Role changed')).toContainText(scope.who.name)
    await expect(ui.rowOf(roles, scope.who.name)).toContainText('admin')
    now = await policyOf(page, scope.api)
    expect(rolesOf(now, id)).toEqual(['admin'])
    expect(rolesOf(now, keptId)).not.toEqual([])

    await ui.rowAction(page, `${scope.who.kind} ${scope.who.name}`, 'Remove role')
    await expect(page.getByRole('dialog', { name: 'Remove role' })).toContainText(
      `Remove the admin role of ${scope.who.kind} ${scope.who.name}`,
    )
    await ui.inDialog(page, 'Remove role', 'Remove')
    await expect(ui.toast(page, 'Role removed')).toContainText(scope.who.name)
    await expect(ui.rowOf(roles, scope.who.name)).toHaveCount(0)
    now = await policyOf(page, scope.api)
    expect(rolesOf(now, id)).toEqual([])
    expect(rolesOf(now, keptId)).not.toEqual([])
  })
}

test('an assignment another admin made while the page was open is kept', async ({ page }) => {
  await page.goto('/projects/build-farm/access')
  const roles = ui.table(page, 'Project role assignments')
  await expect(ui.rowOf(roles, 'fleet-admin')).toContainText('Inherited from silo')
  await expect(ui.rowOf(roles, 'katherine-johnson')).toHaveCount(0)
  const [katherine, dennis] = [
    await idOf(page, 'users', 'katherine-johnson'),
    await idOf(page, 'users', 'dennis-ritchie'),
  ]
  // "another admin": a write the page has not seen
  await page.evaluate(async (id) => {
    const body = { role_assignments: [{ identity_id: id, identity_type: 'silo_user', role_name: 'viewer' }] }
    await fetch('/v1/projects/build-farm/policy', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  }, katherine)
  await page.getByRole('button', { name: 'Add role' }).click()
  await page.getByLabel('User or group').selectOption({ label: 'dennis-ritchie (user)' })
  await ui.inDialog(page, 'Add role', 'Add role')
  await expect(ui.toast(page, 'Role added')).toBeVisible()
  const now = await policyOf(page, '/v1/projects/build-farm/policy')
  expect(rolesOf(now, katherine)).toEqual(['viewer'])
  expect(rolesOf(now, dennis)).toEqual(['viewer'])
  // and the page shows both
  await expect(ui.rowOf(roles, 'katherine-johnson')).toContainText('Assigned here')
  await expect(ui.rowOf(roles, 'dennis-ritchie')).toContainText('Assigned here')
})

test('a collaborator through a group sees where their role comes from, read only', async ({ pageAs }) => {
  const page = await pageAs('project-collaborator')
  await page.goto('/projects/demo-project/access')
  await expect(page.getByRole('region', { name: 'Your access' })).toHaveText(
    'Your role here: collaborator (Through group web-devs)',
  )
  const add = page.getByRole('button', { name: 'Add role' })
  await ui.expectRefusedControl(
    page,
    add,
    'To change roles you need the admin role on project demo-project. You are a collaborator there, through group web-devs.',
  )
  await ui.expectAccessible(page)
})

test('a silo viewer sees the silo access read only, and each disabled action says why', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto('/access')
  await expect(page.getByRole('region', { name: 'Your access' })).toHaveText(
    'Your role here: viewer (Assigned directly)',
  )
  const reason =
    'To change roles you need the admin role on silo demo-silo. You are a viewer there, given to you directly.'
  await expect(page.getByText(`Read only. ${reason}`)).toBeVisible()
  const add = page.getByRole('button', { name: 'Add role' })
  await expect(add).toHaveAttribute('aria-disabled', 'true')
  await add.click({ force: true })
  await expect(page.getByRole('dialog', { name: 'Add role' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Actions for user fleet-admin' }).click()
  const remove = page.getByRole('menuitem', { name: 'Remove role' })
  await ui.expectRefusedControl(page, remove, reason)
  await ui.expectAccessible(page)
})

test('on a project, a role inherited from the silo is changed on the silo', async ({ page }) => {
  await page.goto('/projects/demo-project/access')
  const row = ui.rowOf(ui.table(page, 'Project role assignments'), 'kernel-devs')
  await expect(row).toContainText('Inherited from silo')
  await page.getByRole('button', { name: 'Actions for group kernel-devs' }).click()
  const change = page.getByRole('menuitem', { name: 'Change role' })
  await ui.expectRefusedControl(page, change, 'Assigned on the silo: change it on the silo’s access page')
})

test('effective access shows the strongest role of a user at the silo and in each project, and its path', async ({
  page,
}) => {
  await page.goto('/access')
  await page.getByRole('link', { name: 'Effective access' }).click()
  await expect(page).toHaveURL('/access/effective')
  await page.getByLabel('User', { exact: true }).selectOption({ label: 'katherine-johnson' })
  const access = ui.table(page, 'Effective access of katherine-johnson')
  await expect(ui.rowOf(access, 'Silo')).toContainText('viewerThrough group kernel-devs')
  // her own admin role on ml-training beats her group's collaborator role there
  await expect(ui.rowOf(access, 'Project ml-training')).toContainText('adminAssigned directly')
  await expect(ui.rowOf(access, 'Project analytics-pipeline')).toContainText('adminThrough group data-science')
  await expect(ui.rowOf(access, 'Project demo-project')).toContainText(
    'viewerInherited from silo, through group kernel-devs',
  )
  await expect(page.getByText('Groups of katherine-johnson: data-science, kernel-devs')).toBeVisible()
  await ui.expectAccessible(page)
  // the choice lives in the URL
  await page.reload()
  await expect(ui.rowOf(ui.table(page, 'Effective access of katherine-johnson'), 'Silo')).toContainText('viewer')

  // paged by its projects, the silo's row heading each page (the seed's six projects, two a page)
  const url = new URL(page.url())
  url.searchParams.set('access-limit', '2')
  await page.goto(url.pathname + url.search)
  const pager = page.getByRole('navigation', { name: 'Pages of Effective access of katherine-johnson' })
  await expect(pager).toContainText('Projects 1–2 of 6')
  await expect(access.getByRole('row')).toHaveCount(4)
  await pager.getByRole('button', { name: 'Next' }).click()
  await expect(pager).toContainText('Projects 3–4 of 6')
  await expect(page).toHaveURL(/access-page=2/)
  await expect(access.getByRole('row')).toHaveCount(4)
  await expect(ui.rowOf(access, 'Silo')).toContainText('viewerThrough group kernel-devs')
  await expect(access.getByRole('row').nth(1)).toContainText('Silo')
})

test('effective access reads a screen of projects’ policies with the page, and a project further down once it is seen', async ({
  page,
}) => {
  await page.goto('/access')
  // the page drawn from the mock's answers: the mock is up to take the calls below
  await expect(page.getByRole('link', { name: 'Effective access' })).toBeVisible()
  // made after the seed's projects, last by name
  const names = Array.from({ length: 20 }, (_, i) => `zz-project-${String(i + 1).padStart(2, '0')}`)
  for (const name of names) expect(await ui.postApi(page, '/v1/projects', { name, description: '' })).toBe(201)
  const policyReads: string[] = []
  const calls = await apiCalls(page)
  calls.onRequest((r) => {
    const path = new URL(r.url()).pathname
    if (/^\/v1\/projects\/[^/]+\/policy$/.test(path)) policyReads.push(path)
  })
  // a client-side navigation: a new page load would start the in-page mock afresh, without them
  await page.getByRole('link', { name: 'Effective access' }).click()
  const table = page.getByRole('table', { name: /^Effective access of / })
  await expect(ui.rowOf(table, 'Silo')).toBeVisible()
  const last = ui.rowOf(table, 'Project zz-project-20')
  await expect(last).toContainText('…')
  const allProjects = await table.getByRole('row', { name: /^Project / }).count()
  expect(allProjects).toBeGreaterThanOrEqual(names.length)
  await calls.told()
  expect(policyReads.length).toBeLessThan(allProjects)
  expect(policyReads).not.toContain('/v1/projects/zz-project-20/policy')

  await last.scrollIntoViewIfNeeded()
  await expect(last).not.toContainText('…')
  await calls.told()
  expect(policyReads).toContain('/v1/projects/zz-project-20/policy')
  await ui.expectAccessible(page)
})

test('in a silo of 1,206 projects, effective access shows those past the first 1,000 too', async ({ page }) => {
  await ui.scaleTestProjects(page, 1200)
  // the last page: the last generated projects, and the seed's two named after them
  await page.goto(`/access/effective?user=${graceHopperId}&access-page=25`)
  const access = ui.table(page, 'Effective access of grace-hopper')
  const pager = page.getByRole('navigation', { name: 'Pages of Effective access of grace-hopper' })
  await expect(pager).toContainText('Projects 1,201–1,206 of 1,206')
  await expect(ui.rowOf(access, 'Project project-01200')).toContainText('collaboratorInherited from silo')
  await expect(ui.rowOf(access, 'Project web-frontend')).toContainText('adminAssigned directly')
  await expect(page.getByRole('status').filter({ hasText: 'past the first 1,000' })).toHaveCount(0)
  await ui.expectAccessible(page)
})

test('no-roles has no role anywhere, and a refusal tells them their identity provider may be misconfigured', async ({
  pageAs,
}) => {
  const page = await pageAs('no-roles')
  await page.goto('/access')
  await expect(page.getByRole('region', { name: 'Your access' })).toHaveText('You have no role here.')
  // any refusal will do: the system area is page-not-found for them
  await ui.failCalls(page, { projectList: 403 })
  await page.goto('/projects')
  await expect(page.getByText('Your identity provider may be misconfigured')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Read about identity providers' })).toHaveAttribute(
    'href',
    /identity-providers/,
  )
})

test('roles are given and changed from the keyboard', async ({ page }) => {
  await page.goto('/access')
  const roles = ui.table(page, 'Silo role assignments')
  await expect(ui.rowOf(roles, 'silo-viewer')).toContainText('viewer')

  await page.getByRole('button', { name: 'Add role' }).focus()
  await page.keyboard.press('Enter')
  const add = page.getByRole('dialog', { name: 'Add role' })
  await expect(add).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(add).toHaveCount(0)

  await page.getByRole('button', { name: 'Actions for user silo-viewer' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('menuitem', { name: 'Change role' })).toBeFocused()
  await page.keyboard.press('Enter')
  const change = page.getByRole('dialog', { name: 'Change role' })
  await change.getByRole('radio', { name: /Viewer/ }).focus()
  // arrow keys move through a radio group, as the platform does it
  await page.keyboard.press('ArrowUp')
  await expect(change.getByRole('radio', { name: /Collaborator/ })).toBeChecked()
  await change.getByRole('button', { name: 'Change role' }).focus()
  await page.keyboard.press('Enter')
  await expect(ui.rowOf(roles, 'silo-viewer')).toContainText('collaborator')
})

// The browser's mock is lost with the page on signing in again; the Node server behind the
// remote proxy keeps what this test sets up for the whole run.
plain.describe('through the remote proxy', () => {
  plain.use({ baseURL: `http://127.0.0.1:${REMOTE_PORT}` })

  plain(
    'an operator made fleet admin by their silo’s role mapping may change the fleet’s roles',
    async ({ page }, testInfo) => {
      const silo = `mapped-ops-${testInfo.retry}`
      await page.goto('/login/demo-silo/local')
      await ui.submitLocalSignIn(page)
      await page.waitForURL((url) => !url.pathname.startsWith('/login'))
      // a silo whose admins are fleet admins, and its one admin, who holds nothing on the fleet itself
      const statuses = await page.evaluate(async (name) => {
        const send = (method: string, url: string, body: unknown) =>
          fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        const created = await send('POST', '/v1/system/silos', {
          name,
          description: 'fleet admins through the mapping',
          discoverable: true,
          identity_mode: 'local_only',
          mapped_fleet_roles: { admin: ['admin'] },
          quotas: { cpus: 0, memory: 0, storage: 0 },
          tls_certificates: [],
        })
        const user = await send('POST', `/v1/system/identity-providers/local/users?silo=${name}`, {
          external_id: 'operator',
          password: { mode: 'password', value: 'operator-password' },
        })
        const { id } = (await user.json()) as { id: string }
        const policy = await send('PUT', `/v1/system/silos/${name}/policy`, {
          role_assignments: [{ identity_id: id, identity_type: 'silo_user', role_name: 'admin' }],
        })
        return [created.status, user.status, policy.status]
      }, silo)
      expect(statuses).toEqual([201, 201, 200])

      await page.context().clearCookies()
      await page.goto(`/login/${silo}/local?redirect_uri=${encodeURIComponent('/system/access')}`)
      await page.getByRole('textbox', { name: 'Username' }).fill('operator')
      await page.getByLabel('Password').fill('operator-password')
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.getByRole('heading', { name: 'Fleet access', level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: 'Your access' })).toHaveText(
        'Your role here: admin (Mapped from your admin role on your silo)',
      )
      await expect(page.getByText(/^Read only/)).toHaveCount(0)
      await page.getByRole('button', { name: 'Add role' }).click()
      await expect(page.getByRole('dialog', { name: 'Add role' })).toBeVisible()
    },
  )
})
