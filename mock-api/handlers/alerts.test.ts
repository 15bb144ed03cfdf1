import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { globMatches } from '../alerts'
import { db } from '../db'
import { auditArchiveId, failedAlertId, opsPagerSecretIds } from '../fixtures/alerts'
import { dennisRitchieId, fleetAdminId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, fleetViewer, get, post, put } from '../test-utils'

const admin = { as: fleetAdminId }
const outsider = { as: siloViewerId }
const RX = '/v1/alert-receivers'

const newReceiver = {
  name: 'chat-ops',
  description: 'Posts to the ops channel',
  endpoint: 'https://chat.example.com/hooks/oxide',
  secrets: ['s3cret-value'],
  subscriptions: ['hardware.sled.*'],
}

describe('subscription globs', () => {
  it.each([
    ['hardware.sled.added', 'hardware.sled.added', true],
    ['hardware.*', 'hardware.sled.added', false],
    ['hardware.*.added', 'hardware.sled.added', true],
    ['hardware.**', 'hardware.sled.added', true],
    ['hardware.**', 'hardware', false],
    ['**', 'probe', true],
    ['software.update.*', 'software.update.failed', true],
  ])('%s against %s is %s', (glob, name, expected) => {
    expect(globMatches(glob, name)).toBe(expected)
  })
})

describe('alert classes', () => {
  it('lists the classes with descriptions, filtered by a glob, in pages', async () => {
    const all = await get('/v1/alert-classes', fleetViewer())
    expectOk(all, 200, schema.AlertClassResultsPage)
    expect(all.body.items).toContainEqual({
      name: 'software.update.failed',
      description: 'An update step failed and needs an operator.',
    })
    const updates = await get('/v1/alert-classes?filter=software.update.*', admin)
    expect(updates.body.items.map((c: { name: string }) => c.name)).toEqual([
      'software.update.completed',
      'software.update.failed',
      'software.update.started',
    ])
    const first = await get('/v1/alert-classes?limit=2', admin)
    const next = await get(`/v1/alert-classes?limit=2&page_token=${first.body.next_page}`, admin)
    expect(next.body.items[0].name > first.body.items[1].name).toBe(true)
    expectError(await get('/v1/alert-classes?filter=bad glob', admin), 400, 'InvalidRequest')
    expectError(await get('/v1/alert-classes', outsider), 403, 'Forbidden')
  })
})

describe('alert receivers', () => {
  it('lists and views receivers to fleet viewers, with secrets as ids only', async () => {
    const viewer = fleetViewer()
    const list = await get(RX, viewer)
    expectOk(list, 200, schema.AlertReceiverResultsPage)
    expect(list.body.items.map((r: { name: string }) => r.name)).toEqual(['audit-archive', 'ops-pager'])
    const one = await get(`${RX}/ops-pager`, viewer)
    expectOk(one, 200, schema.AlertReceiver, {
      subscriptions: ['hardware.**', 'software.update.*'],
      kind: { kind: 'webhook', endpoint: 'https://hooks.ops.example.com/oxide' },
    })
    expect(one.body.kind.secrets.map((s: { id: string }) => s.id)).toEqual(opsPagerSecretIds)
    expect(JSON.stringify(one.body)).not.toContain('seed-secret')
    expectError(await get(RX, outsider), 403, 'Forbidden')
    const hidden = await get(`${RX}/ops-pager`, outsider)
    expectError(hidden, 404, 'ObjectNotFound')
    expect(hidden.body.message).toBe('not found: alert-receiver with name "ops-pager"')
  })

  it('creates a webhook receiver as a fleet admin, checking its endpoint, secrets and name', async () => {
    expectError(await post('/v1/webhook-receivers', { ...fleetViewer(), body: newReceiver }), 403, 'Forbidden')
    const res = await post('/v1/webhook-receivers', { ...admin, body: newReceiver })
    expectOk(res, 201, schema.WebhookReceiver, { name: 'chat-ops', subscriptions: ['hardware.sled.*'] })
    expect(res.body.secrets).toHaveLength(1)
    expect(JSON.stringify(res.body)).not.toContain('s3cret-value')

    const bad = (body: object) => post('/v1/webhook-receivers', { ...admin, body: { ...newReceiver, ...body } })
    const taken = await bad({ name: 'ops-pager' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: alert-receiver "ops-pager"')
    const relative = await bad({ name: 'x1', endpoint: 'hooks/oxide' })
    expectError(relative, 400, 'InvalidRequest')
    expect(relative.body.message).toBe('invalid endpoint URL "hooks/oxide": not an absolute URL')
    expectError(await bad({ name: 'x2', endpoint: 'ftp://example.com/x' }), 400, 'InvalidRequest')
    const noSecret = await bad({ name: 'x3', secrets: [] })
    expect(noSecret.body.message).toBe('a webhook receiver needs at least one secret')
    expectError(await bad({ name: 'x4', subscriptions: ['not a glob'] }), 400, 'InvalidRequest')
  })

  it('updates name, description and endpoint (204), then deletes with its history', async () => {
    const body = { name: 'pager', description: null, endpoint: 'https://pager.example.com/in' }
    expectError(await put('/v1/webhook-receivers/ops-pager', { ...fleetViewer(), body }), 403)
    expect((await put('/v1/webhook-receivers/ops-pager', { ...admin, body })).status).toBe(204)
    expectOk(await get(`${RX}/pager`, admin), 200, schema.AlertReceiver, {
      description: 'Pages the on-call operator',
      kind: { endpoint: 'https://pager.example.com/in' },
    })
    const badUrl = await put('/v1/webhook-receivers/pager', { ...admin, body: { endpoint: 'nope' } })
    expectError(badUrl, 400, 'InvalidRequest')
    expectError(await put('/v1/webhook-receivers/pager', { ...admin, body: { name: 'audit-archive' } }), 400)

    expectError(await del(`${RX}/pager`, { as: dennisRitchieId }), 403)
    expect((await del(`${RX}/pager`, admin)).status).toBe(204)
    expectError(await get(`${RX}/pager`, admin), 404, 'ObjectNotFound')
    expect(db.webhookSecrets.filter((s) => opsPagerSecretIds.includes(s.id))).toEqual([])
    expect(db.alertDeliveries.some((d) => d.alert_id === failedAlertId)).toBe(false)
  })

  it('adds and removes subscriptions', async () => {
    const add = (subscription: string, as = fleetAdminId) =>
      post(`${RX}/ops-pager/subscriptions`, { as, body: { subscription } })
    expectOk(await add('support_bundle.*'), 201, schema.AlertSubscriptionCreated, { subscription: 'support_bundle.*' })
    expectError(await add('support_bundle.*'), 400, 'ObjectAlreadyExists')
    expectError(await add('bad glob!'), 400, 'InvalidRequest')
    expectError(await add('x.*', fleetViewer().as), 403)
    expect((await del(`${RX}/ops-pager/subscriptions/hardware.**`, admin)).status).toBe(204)
    const now = await get(`${RX}/ops-pager`, admin)
    expect(now.body.subscriptions).toEqual(['software.update.*', 'support_bundle.*'])
    expectError(await del(`${RX}/ops-pager/subscriptions/hardware.**`, admin), 404, 'ObjectNotFound')
  })
})

describe('webhook secrets', () => {
  it('lists ids and times, adds (value never returned) and deletes', async () => {
    const list = await get('/v1/webhook-secrets?receiver=ops-pager', fleetViewer())
    expectOk(list, 200, schema.WebhookSecrets)
    expect(list.body.secrets.map((s: { id: string }) => s.id)).toEqual(opsPagerSecretIds)
    expect(Object.keys(list.body.secrets[0]).sort()).toEqual(['id', 'time_created'])

    const added = await post('/v1/webhook-secrets?receiver=ops-pager', { ...admin, body: { secret: 'rotate-me' } })
    expectOk(added, 201, schema.WebhookSecret)
    expect(JSON.stringify(added.body)).not.toContain('rotate-me')
    expectError(await post('/v1/webhook-secrets?receiver=ops-pager', { ...admin, body: { secret: '' } }), 400)
    expectError(
      await post('/v1/webhook-secrets?receiver=ops-pager', { as: dennisRitchieId, body: { secret: 'x' } }),
      403,
    )
    expectError(await get('/v1/webhook-secrets?receiver=ops-pager', outsider), 404)

    expectError(await del(`/v1/webhook-secrets/${added.body.id}`, { as: dennisRitchieId }), 403)
    expect((await del(`/v1/webhook-secrets/${added.body.id}`, admin)).status).toBe(204)
    expectError(await del(`/v1/webhook-secrets/${added.body.id}`, admin), 404, 'ObjectNotFound')
    expectError(await del('/v1/webhook-secrets/not-a-uuid', admin), 400, 'InvalidRequest')
  })
})

describe('deliveries, resend and probe', () => {
  const states = (body: { items: { state: string }[] }) => body.items.map((d) => d.state)

  it('lists a receiver’s deliveries, filtered by state, oldest or newest first, in pages', async () => {
    const all = await get(`${RX}/ops-pager/deliveries`, fleetViewer())
    expectOk(all, 200, schema.AlertDeliveryResultsPage)
    expect(states(all.body)).toEqual(['delivered', 'delivered', 'failed', 'delivered', 'pending'])
    const failedOrPending = await get(`${RX}/ops-pager/deliveries?failed=true&pending=true`, admin)
    expect(states(failedOrPending.body)).toEqual(['failed', 'pending'])
    expect(failedOrPending.body.items[0].attempts.webhook).toHaveLength(3)
    const newest = await get(`${RX}/ops-pager/deliveries?sort_by=time_and_id_descending&limit=2`, admin)
    expect(states(newest.body)).toEqual(['pending', 'delivered'])
    const rest = await get(`${RX}/ops-pager/deliveries?limit=2&page_token=${newest.body.next_page}`, admin)
    expect(states(rest.body)).toEqual(['failed', 'delivered'])
    expectError(await get(`${RX}/ops-pager/deliveries?limit=0`, admin), 400, 'InvalidRequest')
    expectError(await get(`${RX}/ops-pager/deliveries`, outsider), 404)
  })

  it('resends a failed alert as a new delivery', async () => {
    const resend = (as = fleetAdminId, receiver = 'ops-pager', alert = failedAlertId) =>
      post(`/v1/alerts/${alert}/resend?receiver=${receiver}`, { as })
    expectError(await resend(fleetViewer().as), 403)
    const res = await resend()
    expectOk(res, 201, schema.AlertDeliveryId)
    const again = db.alertDeliveries.find((d) => d.id === res.body.delivery_id)
    expect(again).toMatchObject({ alert_id: failedAlertId, trigger: 'resend', state: 'delivered' })
    const elsewhere = await resend(fleetAdminId, 'audit-archive')
    expectError(elsewhere, 404, 'ObjectNotFound')
    expect(elsewhere.body.message).toBe(`not found: alert with id "${failedAlertId}"`)
    expectError(await post(`/v1/alerts/${failedAlertId}/resend`, admin), 400, 'InvalidRequest')
  })

  it('probes: a reachable endpoint answers 200, a .invalid one fails; resend only after success', async () => {
    expectError(await post(`${RX}/ops-pager/probe`, { as: dennisRitchieId }), 404)
    expectError(await post(`${RX}/ops-pager/probe`, fleetViewer()), 403)
    const ok = await post(`${RX}/ops-pager/probe`, admin)
    expectOk(ok, 200, schema.AlertProbeResult, {
      probe: { state: 'delivered', trigger: 'probe', alert_class: 'probe' },
      resends_started: null,
    })
    expect(ok.body.probe.attempts.webhook[0]).toMatchObject({ result: 'succeeded', response: { status: 200 } })
    const withResend = await post(`${RX}/ops-pager/probe?resend=true`, admin)
    expect(withResend.body.resends_started).toBe(1)

    const failed = await post(`${RX}/${auditArchiveId}/probe?resend=true`, admin)
    expectOk(failed, 200, schema.AlertProbeResult, { probe: { state: 'failed' }, resends_started: null })
    expect(failed.body.probe.attempts.webhook[0]).toMatchObject({ result: 'failed_unreachable', response: null })
  })
})
