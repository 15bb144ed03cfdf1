import type { Locator } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import { DEFAULT_VPC_RULES } from '../vpcs/networkSteps'
import { apiCalls } from '../../../test/e2e/apiCalls'

const base = '/projects/demo-project'

/** Opens the equivalent request under a form or a confirmation; its two code blocks. */
async function openRequest(within: Locator) {
  const toggle = within.getByRole('button', { name: 'Equivalent request' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const region = within.getByRole('region', { name: 'Equivalent request' })
  return {
    http: region.getByLabel('HTTP request', { exact: true }),
    cli: region.getByLabel('CLI command', { exact: true }),
  }
}

test('the disk-create form shows the request it sends, as typed, and the same CLI command', async ({ page }) => {
  await page.goto(`${base}/disks-new`)
  const dialog = page.getByRole('dialog', { name: 'Create disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('req-data')
  await dialog.getByRole('textbox', { name: /^Description/ }).fill(`it's "quoted" $HOME`)
  await dialog.getByRole('combobox', { name: 'Block size' }).selectOption('512')
  await dialog.getByRole('spinbutton', { name: /Size/ }).fill('7')
  const { http, cli } = await openRequest(dialog)

  await expect(http).toContainText('POST /v1/disks?project=demo-project')
  // it follows the form as the user types
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('req-data-2')
  await expect(http).toContainText('"name": "req-data-2"')
  await ui.expectAccessible(page)

  const [head, shown] = (await http.textContent())!.split('\n\n')
  expect(head).toBe('POST /v1/disks?project=demo-project')
  const body = JSON.parse(shown)
  expect(body).toEqual({
    name: 'req-data-2',
    description: `it's "quoted" $HOME`,
    size: 7 * 1024 ** 3,
    disk_source: { type: 'blank', block_size: 512 },
  })
  await expect(cli).toHaveText(
    `oxide api '/v1/disks?project=demo-project' --method POST --input - <<'JSON'\n${shown}\nJSON`,
  )

  // what the console then sends is exactly what it showed
  const sent = (await apiCalls(page)).waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/disks',
  )
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  const request = await sent
  expect(new URL(request.url()).search).toBe('?project=demo-project')
  expect(request.postDataJSON()).toEqual(body)
  await expect(ui.toast(page, 'Disk created')).toContainText('req-data-2')
})

test('a delete confirmation shows the request the delete makes', async ({ page }) => {
  await page.goto(`${base}/disks`)
  await ui.rowAction(page, 'disk spare-boot', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete disk' })
  const { http, cli } = await openRequest(dialog)
  await expect(http).toHaveText('DELETE /v1/disks/spare-boot?project=demo-project')
  await expect(cli).toHaveText(`oxide api '/v1/disks/spare-boot?project=demo-project' --method DELETE`)
  await ui.expectAccessible(page)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(ui.rowOf(ui.table(page, 'Disks'), 'spare-boot')).toBeVisible()
})

test('a password typed into a form is masked in the request and the command', async ({ page }) => {
  await page.goto('/system/silos/demo-silo?tab=users')
  await page.getByRole('button', { name: 'Create user' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create local user' })
  await dialog.getByRole('textbox', { name: 'Username' }).fill('ada-lovelace')
  await dialog.getByLabel('Password').fill('analytical-engine')
  const { http, cli } = await openRequest(dialog)
  await expect(http).toContainText('"external_id": "ada-lovelace"')
  for (const block of [http, cli]) {
    await expect(block).toContainText('"value": "********"')
    await expect(block).not.toContainText('analytical-engine')
  }
  await expect(dialog.getByText('Secrets are shown as ********')).toBeVisible()
})

/** A save of several calls: its numbered requests, each as its HTTP text split into head and body. */
async function numberedRequests(within: Locator, count: number) {
  const toggle = within.getByRole('button', { name: 'Equivalent request' })
  await toggle.click()
  const region = within.getByRole('region', { name: 'Equivalent request' })
  const steps = region.getByRole('list', { name: 'Requests in order' }).getByRole('listitem')
  await expect(steps).toHaveCount(count)
  const step = (n: number) => ({
    item: steps.nth(n - 1),
    http: region.getByLabel(`HTTP request ${n}`, { exact: true }),
    cli: region.getByLabel(`CLI command ${n}`, { exact: true }),
  })
  return { region, step }
}

const split = async (http: Locator) => {
  const [head, body] = (await http.textContent())!.split('\n\n')
  return { head, body: body === undefined ? undefined : (JSON.parse(body) as unknown) }
}

type Rule = { name: string; priority: number }

test('a firewall rule edit shows the read and the whole list it writes back, which is what it sends', async ({
  page,
}) => {
  await page.goto('/projects/demo-project/vpcs/default/firewall-rules/allow-ssh/edit')
  const dialog = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await dialog.getByRole('spinbutton', { name: /^Priority/ }).fill('77')
  const { step } = await numberedRequests(dialog, 2)
  const url = '/v1/vpc-firewall-rules?project=demo-project&vpc=default'
  await expect(step(1).item).toContainText('1. Read the VPC’s rules as they are now')
  await expect(step(1).http).toHaveText(`GET ${url}`)
  await expect(step(1).cli).toHaveText(`oxide api '${url}'`)
  await expect(step(2).item).toContainText('2. Write back the whole list, with this change')
  await expect(step(2).http).toContainText('"priority": 77')
  await ui.expectAccessible(page)

  const { head, body } = await split(step(2).http)
  expect(head).toBe(`PUT ${url}`)
  const { rules } = body as { rules: Rule[] }
  // the whole list, with only this rule changed
  expect(rules.map((r) => r.name).sort()).toEqual([...DEFAULT_VPC_RULES].sort())
  expect(rules.find((r) => r.name === 'allow-ssh')!.priority).toBe(77)
  await expect(step(2).cli).toHaveText(
    `oxide api '${url}' --method PUT --input - <<'JSON'\n${JSON.stringify(body, null, 2)}\nJSON`,
  )

  const sent = (await apiCalls(page)).waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/vpc-firewall-rules',
  )
  await dialog.getByRole('button', { name: 'Update rule' }).click()
  expect((await sent).postDataJSON()).toEqual(body)
  await expect(ui.toast(page, 'Firewall rule updated')).toContainText('allow-ssh')
})

test('a project role change shows the policy it writes back whole, which is what it sends', async ({ page }) => {
  await page.goto('/projects/demo-project/access')
  await expect(ui.table(page, 'Project role assignments')).toBeVisible()
  const before = (await page.evaluate(async () => (await fetch('/v1/projects/demo-project/policy')).json())) as {
    role_assignments: { identity_id: string; role_name: string }[]
  }
  const groups = (await page.evaluate(async () => (await fetch('/v1/groups?limit=100')).json())) as {
    items: { id: string; display_name: string }[]
  }
  const webDevs = groups.items.find((g) => g.display_name === 'web-devs')!.id
  const from = before.role_assignments.find((a) => a.identity_id === webDevs)!.role_name
  const to = from === 'admin' ? 'viewer' : 'admin'

  await ui.rowAction(page, 'group web-devs', 'Change role')
  const dialog = page.getByRole('dialog', { name: 'Change role' })
  await dialog.getByRole('radio', { name: new RegExp(`^${to}`, 'i') }).check()
  const { step } = await numberedRequests(dialog, 2)
  const url = '/v1/projects/demo-project/policy'
  await expect(step(1).http).toHaveText(`GET ${url}`)
  await expect(step(2).http).toContainText(`PUT ${url}`)
  // it follows the choice
  await expect(step(2).http).toContainText(`"role_name": "${to}"`)

  const { body } = await split(step(2).http)
  const shown = body as typeof before
  // everyone else's roles as they were; this group's the new one
  expect(shown.role_assignments.filter((a) => a.identity_id !== webDevs)).toEqual(
    before.role_assignments.filter((a) => a.identity_id !== webDevs),
  )
  expect(shown.role_assignments.filter((a) => a.identity_id === webDevs).map((a) => a.role_name)).toEqual([to])

  const sent = (await apiCalls(page)).waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === url)
  await dialog.getByRole('button', { name: 'Change role' }).click()
  expect((await sent).postDataJSON()).toEqual(body)
  await expect(ui.toast(page, 'Role changed')).toContainText('web-devs')
})

test('the storage tab’s create-and-attach shows its two calls, numbered, the attach naming the new disk', async ({
  page,
}) => {
  await page.goto('/projects/demo-project/instances/db-primary/storage')
  await page.getByRole('button', { name: 'Create new disk' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create and attach disk' })
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('req-attached')
  const { step } = await numberedRequests(dialog, 2)
  await expect(step(1).item).toContainText('1. Create the disk')
  await expect(step(1).http).toContainText('POST /v1/disks?project=demo-project')
  await expect(step(1).http).toContainText('"name": "req-attached"')
  await expect(step(2).item).toContainText('2. Attach it to the instance')
  await expect(step(2).http).toHaveText(
    `POST /v1/instances/db-primary/disks/attach?project=demo-project\n\n${JSON.stringify({ disk: 'req-attached' }, null, 2)}`,
  )
  await ui.expectAccessible(page)

  // read before sending: the dialog closes once both calls succeed
  const { body: shown } = await split(step(1).http)
  const created = (await apiCalls(page)).waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/disks',
  )
  const attached = (await apiCalls(page)).waitForRequest((r) => new URL(r.url()).pathname.endsWith('/disks/attach'))
  await dialog.getByRole('button', { name: 'Create disk' }).click()
  expect((await created).postDataJSON()).toEqual(shown)
  expect((await attached).postDataJSON()).toEqual({ disk: 'req-attached' })
  await expect(ui.toast(page, 'Disk created and attached')).toContainText('req-attached')
})

test('the allow list’s lock-out warning shows the request that saving sends', async ({ page }) => {
  await page.goto('/system/networking/policy')
  await page.getByRole('button', { name: 'Edit allow list' }).click()
  const form = page.getByRole('dialog', { name: 'Edit allow list' })
  await form.getByRole('radio', { name: /Only these networks/ }).check()
  await form.getByRole('textbox', { name: 'Network 1' }).fill('127.0.0.0/8')
  await form.getByRole('button', { name: 'Save' }).click()
  const warning = page.getByRole('dialog', { name: 'Restrict access to these networks?' })
  const { http } = await openRequest(warning)
  const body = { allowed_ips: { allow: 'list', ips: ['127.0.0.0/8'] } }
  await expect(http).toHaveText(`PUT /v1/system/networking/allow-list\n\n${JSON.stringify(body, null, 2)}`)
  await ui.expectAccessible(page)
  const sent = (await apiCalls(page)).waitForRequest((r) => r.method() === 'PUT')
  await warning.getByRole('button', { name: 'Save allow list' }).click()
  expect((await sent).postDataJSON()).toEqual(body)
  await expect(ui.toast(page, 'Allow list saved')).toContainText('127.0.0.0/8')
})

test('choosing another file refreshes the request it makes', async ({ page }) => {
  await page.goto('/certificates-new')
  const dialog = page.getByRole('dialog', { name: 'Create certificate' })
  // the same name both times: only the content (and so the size) differs
  const pem = (text: string) => ({ name: 'chain.pem', mimeType: 'application/x-pem-file', buffer: Buffer.from(text) })
  const certificate = dialog.getByLabel('Certificate', { exact: true })
  await certificate.setInputFiles(pem('FIRST CHAIN'))
  await dialog.getByLabel('Private key', { exact: true }).setInputFiles(pem('A KEY'))
  const { http } = await openRequest(dialog)
  await expect(http).toContainText('"cert": "FIRST CHAIN"')
  await expect(http).toContainText('"key": "********"')
  await certificate.setInputFiles(pem('THE SECOND CHAIN'))
  await expect(http).toContainText('"cert": "THE SECOND CHAIN"')
})

test('a firewall rule’s delete confirmation shows the list written back without it', async ({ page }) => {
  await page.goto('/projects/demo-project/vpcs/default/firewall-rules')
  await ui.rowAction(page, 'firewall rule allow-icmp', 'Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete firewall rule' })
  const { step } = await numberedRequests(dialog, 2)
  await expect(step(1).http).toHaveText('GET /v1/vpc-firewall-rules?project=demo-project&vpc=default')
  await expect(step(2).http).toContainText('PUT /v1/vpc-firewall-rules?project=demo-project&vpc=default')
  const { body } = await split(step(2).http)
  const names = (body as { rules: Rule[] }).rules.map((r) => r.name)
  expect(names).toHaveLength(7)
  expect(names).not.toContain('allow-icmp')
  await ui.expectAccessible(page)

  const sent = (await apiCalls(page)).waitForRequest((r) => r.method() === 'PUT')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  expect((await sent).postDataJSON()).toEqual(body)
  await expect(ui.toast(page, 'Firewall rule deleted')).toContainText('allow-icmp')
})
