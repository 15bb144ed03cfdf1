import type { Page } from '@playwright/test'
import { expect, test } from '../../../../test/e2e/fixtures'
import * as ui from '../../../../test/e2e/ui'
import { fleetViewerRefusal, openSystemAsFleetViewer } from '../../access/e2eRoles'

const ALERTS = '/system/alerts'

const textbox = (page: Page, dialog: string, name: string) =>
  page.getByRole('dialog', { name: dialog }).getByRole('textbox', { name, exact: true })

test('receivers and alert classes are listed, and only fleet users reach them', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(ALERTS)
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible()
  const receivers = ui.table(page, 'Webhook receivers')
  await expect(ui.rowOf(receivers, 'ops-pager')).toContainText('https://hooks.ops.example.com/oxide')
  await expect(ui.rowOf(receivers, 'ops-pager')).toContainText('hardware.**, software.update.*')
  const classes = ui.table(page, 'Alert classes')
  await expect(ui.rowOf(classes, 'software.update.failed')).toContainText(
    'An update step failed and needs an operator.',
  )
  await expect(page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Alerts' })).toBeVisible()
  await ui.expectAccessible(page)

  const viewer = await pageAs('silo-viewer')
  await viewer.goto(ALERTS)
  await ui.expectNoAccess(viewer, 'Webhook receivers')
})

test('create a webhook receiver with the keyboard alone, with a secret and a subscription', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(ALERTS)
  await page.getByRole('link', { name: 'New webhook receiver' }).first().focus()
  await page.keyboard.press('Enter')
  const dialog = 'Create webhook receiver'
  await expect(textbox(page, dialog, 'Name')).toBeFocused()
  await page.keyboard.type('chat-ops')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Posts to the ops channel')
  await page.keyboard.press('Tab')
  // a bad URL is named next to the field and kept as typed
  await page.keyboard.type('hooks.example.com')
  const endpoint = textbox(page, dialog, 'Endpoint URL')
  await expect(endpoint).toHaveAccessibleDescription(/Enter a full URL/)
  await expect(endpoint).toHaveValue('hooks.example.com')
  await page.keyboard.press('Control+A')
  await page.keyboard.type('https://chat.example.com/hooks/oxide')
  await page.keyboard.press('Tab')
  await page.keyboard.type('typed-secret-value')
  await page.keyboard.press('Tab') // Generate secret
  await page.keyboard.press('Tab') // Copy secret
  await page.keyboard.press('Tab') // the first subscription choice: `**`
  await page.keyboard.press('Tab') // `hardware.**`
  await page.keyboard.press('Tab') // `hardware.physical_disk.*`
  await page.keyboard.press('Tab') // `hardware.sled.*`
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: /^hardware\.sled\.\*/ })).toBeChecked()
  await ui.expectAccessible(page)
  await page.getByRole('button', { name: 'Create webhook receiver' }).focus()
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(`${ALERTS}/chat-ops`)
  await expect(page.getByRole('heading', { name: 'chat-ops', level: 1 })).toBeVisible()
  await expect(ui.toast(page, 'Webhook receiver created')).toContainText('chat-ops')
  await expect(page.getByRole('list', { name: 'Subscriptions' })).toContainText('hardware.sled.*')
  await expect(ui.table(page, 'Secrets').getByRole('row')).toHaveCount(2) // header and the one secret
  // the value is never shown again
  await expect(page.getByText('typed-secret-value')).toHaveCount(0)
})

test('a receiver: add a secret shown once, subscribe, probe, resend a failed delivery', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${ALERTS}/ops-pager`)
  await expect(page.getByRole('heading', { name: 'ops-pager', level: 1 })).toBeVisible()
  await ui.expectAccessible(page)

  // a secret, shown once with a copy button
  await page.getByRole('button', { name: 'Add secret' }).click()
  await page.getByRole('dialog', { name: 'Add secret' }).getByRole('textbox', { name: 'Secret' }).fill('rotate-2026')
  await ui.inDialog(page, 'Add secret', 'Add secret')
  const shown = page.getByRole('dialog', { name: 'Secret added' })
  await expect(shown.getByLabel('Secret value')).toHaveText('rotate-2026')
  await expect(shown).toContainText('This is the only time the secret is shown.')
  await expect(shown.getByRole('button', { name: 'Copy secret' })).toBeVisible()
  await ui.expectAccessible(page)
  await shown.getByRole('button', { name: 'Done' }).click()
  await expect(ui.table(page, 'Secrets').getByRole('row')).toHaveCount(4)
  await expect(page.getByText('rotate-2026')).toHaveCount(0)

  // a subscription, then removed again
  await page.getByRole('button', { name: 'Add subscriptions' }).click()
  await page.getByRole('checkbox', { name: /^support_bundle\.collected/ }).check()
  await ui.inDialog(page, 'Add subscriptions', 'Add subscriptions')
  const subscriptions = page.getByRole('list', { name: 'Subscriptions' })
  await expect(subscriptions).toContainText('support_bundle.collected')
  await page.getByRole('button', { name: 'Remove subscription support_bundle.collected' }).click()
  await ui.inDialog(page, 'Remove subscription', 'Remove')
  await expect(subscriptions).not.toContainText('support_bundle.collected')

  // a probe, and its answer
  await page.getByRole('button', { name: 'Send probe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Probe delivered' })).toContainText('HTTP 200 in 42 ms')

  // the failed delivery, resent
  // the filter follows the URL, so it shows checked once the failed deliveries have loaded
  await page.getByRole('radio', { name: 'failed' }).click()
  await expect(page).toHaveURL(/state=failed/)
  await expect(page.getByRole('radio', { name: 'failed' })).toBeChecked()
  const deliveries = ui.table(page, 'Deliveries')
  await expect(deliveries.getByRole('row')).toHaveCount(2)
  await expect(ui.rowOf(deliveries, 'hardware.physical_disk.expunged')).toContainText('HTTP 503 in 150 ms')
  await ui.rowAction(page, 'delivery of hardware.physical_disk.expunged at 2026-11-18T16:30:00.000Z', 'Resend')
  await expect(ui.toast(page, 'Alert resent')).toContainText('hardware.physical_disk.expunged')
  await page.getByRole('radio', { name: 'delivered' }).click()
  const resent = deliveries.getByRole('row').filter({ hasText: 'resend' })
  await expect(resent).toContainText('hardware.physical_disk.expunged')
  await expect(resent).toContainText('HTTP 200 in 42 ms')
})

test('a probe to an endpoint that does not answer says so', async ({ pageAs }) => {
  const page = await pageAs('fleet-admin')
  await page.goto(`${ALERTS}/audit-archive`)
  await page.getByRole('button', { name: 'Send probe' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Probe failed' })).toContainText('unreachable')
})

test('a fleet viewer reads a receiver and its deliveries; each change says the fleet role it needs', async ({
  page,
}) => {
  await openSystemAsFleetViewer(page)
  await page.getByRole('navigation', { name: 'System' }).getByRole('link', { name: 'Alerts' }).click()
  await ui.table(page, 'Webhook receivers').getByRole('link', { name: 'ops-pager' }).click()
  await expect(page.getByRole('heading', { name: 'ops-pager', level: 1 })).toBeVisible()

  const receivers = fleetViewerRefusal('edit and delete webhook receivers')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Edit receiver' }), receivers)
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Delete receiver' }), receivers)

  const probing = fleetViewerRefusal('probe webhook receivers and resend alerts')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Send probe' }), probing)
  await expect(page.getByRole('checkbox', { name: 'Resend failed alerts if the probe succeeds' })).toBeDisabled()

  const subscriptions = fleetViewerRefusal('add and remove subscriptions')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Add subscriptions' }), subscriptions)
  await ui.expectRefusedControl(
    page,
    page.getByRole('button', { name: 'Remove subscription hardware.**' }),
    subscriptions,
  )

  const secrets = fleetViewerRefusal('add and delete webhook secrets')
  await ui.expectRefusedControl(page, page.getByRole('button', { name: 'Add secret' }), secrets)
  await ui.expectRefusedControl(
    page,
    ui
      .table(page, 'Secrets')
      .getByRole('button', { name: /^Delete secret / })
      .first(),
    secrets,
  )

  // the history reads as ever; a failed delivery's Resend says the role, not the state
  await page.getByRole('radio', { name: 'failed' }).click()
  await expect(page.getByRole('radio', { name: 'failed' })).toBeChecked()
  await page
    .getByRole('button', {
      name: 'Actions for delivery of hardware.physical_disk.expunged at 2026-11-18T16:30:00.000Z',
    })
    .click()
  await ui.expectRefusedControl(page, page.getByRole('menuitem', { name: 'Resend' }), probing)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('list', { name: 'Subscriptions' })).toContainText('hardware.**')
  await ui.expectAccessible(page)
})
