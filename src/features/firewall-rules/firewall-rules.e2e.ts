import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../../test/e2e/fixtures'
import * as ui from '../../../test/e2e/ui'
import {
  DEFAULT_VPC_RULES as SEEDED,
  deleteRow,
  expectMessages,
  expectRefused,
  openForm,
  submit,
  textbox,
  vpcs,
} from '../vpcs/networkSteps'

const list = `${vpcs}/default/firewall-rules`

const rules = (page: Page) => ui.table(page, 'Firewall rules')
// rows start with the priority, so a rule is found by its name's cell
const names = (page: Page) => rules(page).locator('tbody tr td:nth-child(2)')
const row = (page: Page, name: string) =>
  rules(page)
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)').getByText(name, { exact: true }) })

/** The create form, opened by its address. */
async function newRule(page: Page) {
  await page.goto(`${list}-new`)
  return page.getByRole('dialog', { name: 'Create firewall rule' })
}

/** Types an entry into a list's draft fields and adds it with Enter. */
async function addHost(dialog: Locator, noun: 'Target' | 'Host', kind: string, value: string) {
  await dialog.getByLabel(`${noun} type`).selectOption({ label: kind })
  const input = dialog.getByLabel(`${noun} value`)
  await input.fill(value)
  await input.press('Enter')
  await expect(input).toHaveValue('')
}

test('the list shows every kind of target, filter and protocol, by priority then name', async ({ page }) => {
  await page.goto(list)
  await expect(names(page)).toHaveText(SEEDED)
  // they fit one page: nothing to page through (past a page, below)
  await expect(page.getByRole('navigation', { name: 'Pages of Firewall rules' })).toHaveCount(0)

  const https = row(page, 'allow-https')
  for (const text of ['100', 'allow', 'inbound', 'TCP', 'Instance', 'web-server-1', 'web-server-2', '443', '8443-8444'])
    await expect(https).toContainText(text)
  await expect(https).toContainText('enabled')

  const smtp = row(page, 'deny-smtp-out')
  for (const text of ['deny', 'outbound', 'Subnet', 'default', '25']) await expect(smtp).toContainText(text)

  const monitoring = row(page, 'allow-monitoring')
  for (const text of [
    'UDP',
    'IP network 172.30.0.0/22',
    'IP 203.0.113.10',
    'IP network 198.51.100.0/24',
    'VPC backend',
    'Subnet default',
    'Instance build-runner',
    '161-162',
  ])
    await expect(monitoring).toContainText(text)

  await expect(row(page, 'allow-ping-v6')).toContainText('ICMP type 128 code 0')
  await expect(row(page, 'allow-ping-v6')).toContainText('IP fd4b:7c21:9e05::b')
  const unreachable = row(page, 'allow-unreachable')
  await expect(unreachable).toContainText('ICMP type 3 code 0-15')
  await expect(unreachable).toContainText('ICMP type 11')
  await expect(unreachable).toContainText('disabled')
  await expect(row(page, 'allow-icmp')).toContainText(/ICMP.*Any/)
  await expect(page.getByRole('link', { name: 'Firewall rules', exact: true })).toHaveAttribute('aria-current', 'page')
  await ui.expectAccessible(page)
})

test('create a rule of every kind, after bad input is refused with clear messages', async ({ page }) => {
  await page.goto(list)
  const dialog = await openForm(page, 'New rule', 'Create firewall rule')
  await textbox(dialog, 'Name').fill('web-every-kind')
  const priority = dialog.getByRole('spinbutton', { name: 'Priority' })
  await expectMessages(dialog, priority, [['70000', 'Priority can be at most 65535']])
  await priority.fill('150')
  await dialog.getByLabel('Action').selectOption('deny')

  // targets: bad addresses and networks first, each with its own message
  const targetValue = dialog.getByLabel('Target value')
  await dialog.getByLabel('Target type').selectOption({ label: 'IP' })
  await expectMessages(dialog, targetValue, [['10.0.0.300', 'Not a valid IP address']])
  await dialog.getByLabel('Target type').selectOption({ label: 'IP network' })
  await expectMessages(dialog, targetValue, [
    ['10.1.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.1.0.0/x', 'Width must be an integer'],
    ['10.1.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])
  await targetValue.fill('10.1.0.0/16')
  await dialog.getByRole('button', { name: 'Add target' }).click()
  await addHost(dialog, 'Target', 'IP', '10.0.0.5')
  await addHost(dialog, 'Target', 'VPC', 'default')
  await addHost(dialog, 'Target', 'Subnet', 'default')
  await addHost(dialog, 'Target', 'Instance', 'web-server-1')
  await dialog.getByLabel('Target type').selectOption({ label: 'Instance' })
  await targetValue.fill('web-server-1')
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await targetValue.fill('')
  await expect(dialog.getByRole('list', { name: 'Targets' }).getByRole('listitem')).toHaveCount(5)

  // host filters: every kind
  await addHost(dialog, 'Host', 'IP', 'fd00::99')
  await addHost(dialog, 'Host', 'IP network', '198.51.100.0/24')
  await addHost(dialog, 'Host', 'VPC', 'backend')
  await addHost(dialog, 'Host', 'Subnet', 'app')
  await addHost(dialog, 'Host', 'Instance', 'db-primary')
  await expect(dialog.getByRole('list', { name: 'Host filters' }).getByRole('listitem')).toHaveCount(5)

  // protocols: TCP, UDP, and ICMP narrowed to a type and code
  const protocol = dialog.getByLabel('Protocol', { exact: true })
  const addProtocol = dialog.getByRole('button', { name: 'Add protocol' })
  await protocol.selectOption('TCP')
  await addProtocol.click()
  await protocol.selectOption('UDP')
  await addProtocol.click()
  await protocol.selectOption('TCP')
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await protocol.selectOption('ICMP')
  await dialog.getByLabel('ICMP type (optional)').fill('300')
  await expect(dialog.getByText('ICMP type must be a whole number from 0 to 255')).toBeVisible()
  await dialog.getByLabel('ICMP type (optional)').fill('8')
  await dialog.getByLabel('ICMP code (optional)').fill('9-1')
  await expect(dialog.getByText('An ICMP code range must not end below its start')).toBeVisible()
  await dialog.getByLabel('ICMP code (optional)').fill('0')
  await addProtocol.click()
  await expect(dialog.getByRole('list', { name: 'Protocols' })).toHaveText(/TCP.*UDP.*ICMP type 8 code 0/)

  // ports: bad ranges first, then a port and a range
  const port = dialog.getByLabel('Port or port range')
  await port.fill('http')
  await expect(dialog.getByText('Not a valid port or port range')).toBeVisible()
  await port.fill('90-80')
  await expect(dialog.getByText('A port range must not end below its start')).toBeVisible()
  await port.fill('22')
  await port.press('Enter')
  await port.fill('8000-8080')
  await dialog.getByRole('button', { name: 'Add port' }).click()
  await port.fill('22-22')
  await expect(dialog.getByText('Items must be unique')).toBeVisible()
  await port.fill('')
  await expect(dialog.getByRole('list', { name: 'Ports' })).toHaveText(/22.*8000-8080/)

  // a chip can be removed again
  await dialog.getByRole('button', { name: 'Remove IP 10.0.0.5' }).click()
  await expect(dialog.getByRole('list', { name: 'Targets' }).getByRole('listitem')).toHaveCount(4)
  await ui.expectAccessible(page)

  await submit(dialog, 'Create rule')
  await expect(ui.toast(page, 'Firewall rule created')).toContainText('web-every-kind')
  const created = row(page, 'web-every-kind')
  for (const text of [
    '150',
    'deny',
    'TCP',
    'UDP',
    'ICMP type 8 code 0',
    'IP network 10.1.0.0/16',
    'VPC default',
    'Subnet default',
    'Instance web-server-1',
    'IP fd00::99',
    'IP network 198.51.100.0/24',
    'VPC backend',
    'Subnet app',
    'Instance db-primary',
    '8000-8080',
  ])
    await expect(created).toContainText(text)
  await expect(created).not.toContainText('10.0.0.5')
  // every other rule is still there, in order
  await expect(names(page)).toHaveText(['allow-https', 'web-every-kind', ...SEEDED.slice(1)])
})

test('an entry typed but not added is saved with the rule; an invalid one blocks the save', async ({ page }) => {
  const dialog = await newRule(page)
  await textbox(dialog, 'Name').fill('pending-entries')
  await dialog.getByLabel('Target type').selectOption({ label: 'IP' })
  await dialog.getByLabel('Target value').fill('10.0.0.9')
  await dialog.getByLabel('Port or port range').fill('44x')
  await dialog.getByRole('button', { name: 'Create rule' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Not a valid port or port range')
  await expect(dialog.getByLabel('Target value')).toHaveValue('10.0.0.9')

  await dialog.getByLabel('Port or port range').fill('443')
  await dialog.getByLabel('Protocol', { exact: true }).selectOption('TCP')
  await submit(dialog, 'Create rule')
  const created = row(page, 'pending-entries')
  for (const text of ['IP 10.0.0.9', '443', 'TCP']) await expect(created).toContainText(text)
})

test('a name another rule has is refused before saving, and the input is kept', async ({ page }) => {
  const dialog = await newRule(page)
  const taken = 'A rule named allow-ssh already exists'
  await expectMessages(dialog, textbox(dialog, 'Name'), [['allow-ssh', taken]])
  await expectRefused(dialog, 'Create rule', taken, [['Name', 'allow-ssh']])
})

test('clone a rule: every field is copied under a fresh name', async ({ page }) => {
  await page.goto(list)
  await ui.rowAction(page, 'firewall rule allow-monitoring', 'Clone')
  await expect(page).toHaveURL(`${list}-new/allow-monitoring`)
  const dialog = page.getByRole('dialog', { name: 'Create firewall rule' })
  await expect(textbox(dialog, 'Name')).toHaveValue(/^allow-monitoring-[0-9a-f]{6}$/)
  await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveValue('SNMP from the monitoring hosts')
  await expect(dialog.getByRole('spinbutton', { name: 'Priority' })).toHaveValue('300')
  await expect(dialog.getByRole('list', { name: 'Targets' })).toHaveText(/IP network\s*172\.30\.0\.0\/22/)
  await expect(dialog.getByRole('list', { name: 'Host filters' }).getByRole('listitem')).toHaveCount(5)
  await expect(dialog.getByRole('list', { name: 'Protocols' })).toHaveText(/UDP/)
  await expect(dialog.getByRole('list', { name: 'Ports' })).toHaveText(/161-162/)
  await textbox(dialog, 'Name').fill('allow-monitoring-copy')
  await submit(dialog, 'Create rule')

  const copy = row(page, 'allow-monitoring-copy')
  for (const text of ['300', 'UDP', '161-162', 'IP 203.0.113.10', 'Instance build-runner'])
    await expect(copy).toContainText(text)
  await expect(row(page, 'allow-monitoring')).toHaveCount(1)
})

test('edit a rule: its changes are saved and every other rule is untouched', async ({ page }) => {
  await page.goto(list)
  await expect(names(page)).toHaveText(SEEDED)
  const before = await rules(page).locator('tbody tr').allInnerTexts()
  await ui.rowAction(page, 'firewall rule allow-ssh', 'Edit')
  await expect(page).toHaveURL(`${list}/allow-ssh/edit`)
  const dialog = page.getByRole('dialog', { name: 'Edit firewall rule' })
  await expect(dialog.getByRole('list', { name: 'Ports' })).toHaveText(/22/)
  await dialog.getByRole('spinbutton', { name: 'Priority' }).fill('10')
  await dialog.getByLabel('Action').selectOption('deny')
  await dialog.getByLabel('Status').selectOption('disabled')
  await submit(dialog, 'Update rule')

  await expect(ui.toast(page, 'Firewall rule updated')).toContainText('allow-ssh')
  const edited = row(page, 'allow-ssh')
  for (const text of ['10', 'deny', 'disabled', 'TCP', 'VPC default', '22']) await expect(edited).toContainText(text)
  await expect(names(page).first()).toHaveText('allow-ssh')
  const after = await rules(page).locator('tbody tr').allInnerTexts()
  expect(after.filter((t) => !t.includes('allow-ssh'))).toEqual(before.filter((t) => !t.includes('allow-ssh')))
})

test('a rule saved elsewhere while the form was open is kept', async ({ page }) => {
  const dialog = await newRule(page)
  await textbox(dialog, 'Name').fill('mine')
  // someone else adds a rule through the API meanwhile
  await page.evaluate(async () => {
    const url = '/v1/vpc-firewall-rules?project=demo-project&vpc=default'
    const { rules } = await (await fetch(url)).json()
    const kept = rules.map(({ name, description, action, direction, priority, status, targets, filters }: never) => ({
      ...{ name, description, action, direction, priority, status, targets, filters },
    }))
    const theirs = { ...kept[0], name: 'theirs', priority: 1 }
    const res = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [...kept, theirs] }),
    })
    if (!res.ok) throw new Error(await res.text())
  })
  await submit(dialog, 'Create rule')
  await expect(row(page, 'mine')).toBeVisible()
  await expect(row(page, 'theirs')).toBeVisible()
  await expect(names(page)).toHaveCount(SEEDED.length + 2)
})

test('past a page, the rules show a page at a time in the order they apply, the page in the address', async ({
  page,
}) => {
  await page.goto(`${vpcs}/default/subnets`)
  await expect(ui.table(page, 'Subnets')).toBeVisible()
  // 60 rules saved by another client, given in reverse: the list orders them by priority
  const saved = Array.from({ length: 60 }, (_, i) => ({
    name: `rule-${String(59 - i).padStart(2, '0')}`,
    description: '',
    action: 'allow',
    direction: 'inbound',
    priority: 59 - i,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: { ports: [String(1000 + 59 - i)] },
  }))
  const put = await ui.sendApi(page, 'PUT', '/v1/vpc-firewall-rules?project=demo-project&vpc=default', {
    rules: saved,
  })
  expect(put).toBe(200)
  // reached from another tab: a page load would start the in-browser mock over
  await page.getByRole('navigation', { name: 'VPC sections' }).getByRole('link', { name: 'Firewall rules' }).click()
  const pagination = page.getByRole('navigation', { name: 'Pages of Firewall rules' })

  await expect(names(page)).toHaveCount(50)
  await expect(names(page).first()).toHaveText('rule-00')
  await expect(names(page).last()).toHaveText('rule-49')
  await expect(pagination).toContainText('Rows 1–50 of 60')
  await pagination.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(names(page)).toHaveText(Array.from({ length: 10 }, (_, i) => `rule-${50 + i}`))
  await expect(pagination).toContainText('Rows 51–60 of 60')
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled()
  await expect(row(page, 'rule-55')).toContainText('1055')

  await pagination.getByRole('button', { name: 'Previous' }).click()
  await expect(names(page).first()).toHaveText('rule-00')
  await pagination.getByLabel('Rows per page').selectOption('100')
  await expect(names(page)).toHaveCount(60)
  await expect(pagination).toContainText('Rows 1–60 of 60')
  await ui.expectAccessible(page)
})

test('delete a rule after confirming; the others stay', async ({ page }) => {
  await page.goto(list)
  const says =
    'Are you sure you want to delete firewall rule deny-smtp-out? The other rules of this VPC stay as they are.'
  await deleteRow(page, 'firewall rule', 'deny-smtp-out', says)
  await expect(ui.toast(page, 'Firewall rule deleted')).toContainText('deny-smtp-out')
  await expect(names(page)).toHaveText(SEEDED.filter((n) => n !== 'deny-smtp-out'))
})

test("a viewer's save (the form reached by its address) is refused and the input is kept", async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(`${list}-new`)
  const dialog = page.getByRole('dialog', { name: 'Create firewall rule' })
  await textbox(dialog, 'Name').fill('viewer-rule')
  await textbox(dialog, 'Port or port range').fill('80')
  await expectRefused(dialog, 'Create rule', 'Action not authorized', [
    ['Name', 'viewer-rule'],
    ['Port or port range', '80'],
  ])
})

test('a viewer finds New rule and Delete disabled with the role they need and hold', async ({ pageAs }) => {
  const page = await pageAs('silo-viewer')
  await page.goto(list)
  const reason =
    'To create, change and delete firewall rules you need the collaborator role on project demo-project. You are a viewer there, inherited from your role on the silo.'
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'New rule' }), reason)
  await ui.expectRefusedRowAction(page, 'firewall rule allow-https', 'Delete', reason)
  await expect(names(page)).toHaveText(SEEDED)
  await ui.expectAccessible(page)
})

test('editing or cloning a rule that does not exist shows the not-found page', async ({ page }) => {
  await page.goto(`${list}/no-such-rule/edit`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expect(rules(page)).toHaveCount(0)
  await page.goto(`${list}-new/no-such-rule`)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
})

test('deleting a rule names the instances its targets match now', async ({ page }) => {
  await page.goto(list)
  // allow-ssh targets the VPC: every instance with an interface in demo-project's default VPC
  // (the seed's db-primary has its interfaces in backend only)
  await ui.rowAction(page, 'firewall rule allow-ssh', 'Delete')
  await expect(ui.impactList(page, 'Delete firewall rule', 'Instances its targets match now')).toHaveText([
    'analytics-worker',
    'build-runner',
    'dev-sandbox',
    'flaky-batch',
    'legacy-app',
    'web-server-1',
    'web-server-2',
  ])
  await ui.expectAccessible(page)
  await ui.inDialog(page, 'Delete firewall rule', 'Cancel')

  // allow-https names its two instances; its link leads to one of them
  await ui.rowAction(page, 'firewall rule allow-https', 'Delete')
  const matched = ui.impactList(page, 'Delete firewall rule', 'Instances its targets match now')
  await expect(matched).toHaveText(['web-server-1', 'web-server-2'])
  await matched.getByRole('link', { name: 'web-server-2' }).click()
  await expect(page).toHaveURL(/\/projects\/demo-project\/instances\/web-server-2/)
})

test('editing a rule names the instances its targets match now', async ({ page }) => {
  // deny-smtp-out targets the default subnet, where the seed puts every demo-project instance but db-primary
  await page.goto(`${list}/deny-smtp-out/edit`)
  const preview = page
    .getByRole('dialog', { name: 'Edit firewall rule' })
    .getByRole('region', { name: 'What this touches' })
  await expect(preview.getByRole('list', { name: 'Instances its targets match now' }).getByRole('listitem')).toHaveText(
    ['analytics-worker', 'build-runner', 'dev-sandbox', 'flaky-batch', 'legacy-app', 'web-server-1', 'web-server-2'],
  )
  await ui.expectAccessible(page)
})
