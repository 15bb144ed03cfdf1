/**
 * Alerts and webhooks: /v1/alert-classes, /v1/alert-receivers*, /v1/alerts/{id}/resend,
 * /v1/webhook-receivers* and /v1/webhook-secrets*. Like the other fleet resources, fleet
 * viewers read and fleet admins change; for anyone else a receiver (or secret) is as missing
 * as one that does not exist (404), and the lists are forbidden (403).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import {
  checkEndpoint,
  deliver,
  globMatches,
  lookupReceiver,
  RECEIVER_KIND,
  receiverView,
  removeReceiver,
  undeliveredAlerts,
  webhookView,
} from '../alerts'
import { atLeast, type AuthParams, currentUser, fleetRole, requireFleetRole } from '../auth'
import { db, isUuid } from '../db'
import { alreadyExists, forbidden, invalidRequest, notFound } from '../errors'
import { paginate, pageOf } from '../pagination'
import type { RoleName, UserRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity, timestamp, touch } from '../resources'

function fleetUser(params: AuthParams, role: RoleName) {
  const user = currentUser(params)
  requireFleetRole(user, role)
  return user
}

/** A receiver, for a caller who needs `role` on the fleet; hidden (404) from non-fleet users. */
function receiverAs(user: UserRow, nameOrId: string, role: RoleName) {
  if (!atLeast(fleetRole(user), 'viewer')) throw notFound(RECEIVER_KIND, isUuid(nameOrId) ? 'id' : 'name', nameOrId)
  const receiver = lookupReceiver(nameOrId)
  if (!atLeast(fleetRole(user), role)) throw forbidden()
  return receiver
}

/** Subscriptions without repeats, in the order given. */
const distinct = (subscriptions: string[]) => [...new Set(subscriptions)]

export const alertHandlers: Partial<MSWHandlers> = {
  alertClassList({ query, ...params }) {
    fleetUser(params, 'viewer')
    const filter = query.filter
    const classes = db.alertClasses.filter((c) => !filter || globMatches(filter, c.name))
    // classes have no id: they page by name
    return pageOf(
      classes.map((c) => ({ id: c.name, name: c.name, c })),
      query,
      ({ c }) => c,
    )
  },

  alertReceiverList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return pageOf(db.alertReceivers, query, receiverView)
  },

  alertReceiverView({ path, ...params }) {
    return receiverView(receiverAs(currentUser(params), path.receiver, 'viewer'))
  },

  alertReceiverDelete({ path, ...params }) {
    removeReceiver(receiverAs(currentUser(params), path.receiver, 'admin'))
    return 204
  },

  webhookReceiverCreate({ body, ...params }) {
    fleetUser(params, 'admin')
    assertNameFree(db.alertReceivers, RECEIVER_KIND, body.name)
    const endpoint = checkEndpoint(body.endpoint)
    if (body.secrets.length === 0) throw invalidRequest('a webhook receiver needs at least one secret')
    if (body.secrets.some((s) => s === '')) throw invalidRequest('a webhook secret may not be empty')
    const now = Date.now()
    const receiver = {
      ...newIdentity(body, now),
      endpoint,
      subscriptions: distinct(body.subscriptions ?? []),
    }
    db.alertReceivers.push(receiver)
    for (const value of body.secrets) {
      db.webhookSecrets.push({ id: crypto.randomUUID(), receiver_id: receiver.id, time_created: timestamp(now), value })
    }
    return created(webhookView(receiver))
  },

  webhookReceiverUpdate({ path, body, ...params }) {
    const receiver = receiverAs(currentUser(params), path.receiver, 'admin')
    const endpoint = body.endpoint != null ? checkEndpoint(body.endpoint) : undefined
    applyIdentityUpdate(receiver, body, db.alertReceivers, RECEIVER_KIND)
    if (endpoint) receiver.endpoint = endpoint
    return 204
  },

  alertReceiverSubscriptionAdd({ path, body, ...params }) {
    const receiver = receiverAs(currentUser(params), path.receiver, 'admin')
    if (receiver.subscriptions.includes(body.subscription)) throw alreadyExists('alert subscription', body.subscription)
    receiver.subscriptions.push(body.subscription)
    touch(receiver)
    return created({ subscription: body.subscription })
  },

  alertReceiverSubscriptionRemove({ path, ...params }) {
    const receiver = receiverAs(currentUser(params), path.receiver, 'admin')
    if (!receiver.subscriptions.includes(path.subscription)) {
      throw notFound('alert subscription', 'name', path.subscription)
    }
    receiver.subscriptions = receiver.subscriptions.filter((s) => s !== path.subscription)
    touch(receiver)
    return 204
  },

  webhookSecretsList({ query, ...params }) {
    const receiver = receiverAs(currentUser(params), query.receiver, 'viewer')
    return { secrets: webhookView(receiver).secrets }
  },

  webhookSecretsAdd({ query, body, ...params }) {
    const receiver = receiverAs(currentUser(params), query.receiver, 'admin')
    if (body.secret === '') throw invalidRequest('a webhook secret may not be empty')
    const row = { id: crypto.randomUUID(), receiver_id: receiver.id, time_created: timestamp(), value: body.secret }
    db.webhookSecrets.push(row)
    // the value goes in and never comes out again
    return created({ id: row.id, time_created: row.time_created })
  },

  webhookSecretsDelete({ path, ...params }) {
    const user = currentUser(params)
    const secret = db.webhookSecrets.find((s) => s.id === path.secretId)
    if (!secret || !atLeast(fleetRole(user), 'viewer')) throw notFound('webhook-secret', 'id', path.secretId)
    if (!atLeast(fleetRole(user), 'admin')) throw forbidden()
    db.webhookSecrets = db.webhookSecrets.filter((s) => s !== secret)
    return 204
  },

  alertDeliveryList({ path, query, ...params }) {
    const receiver = receiverAs(currentUser(params), path.receiver, 'viewer')
    const wanted = (['delivered', 'failed', 'pending'] as const).filter((state) => query[state] === true)
    const rows = db.alertDeliveries.filter(
      (d) => d.receiver_id === receiver.id && (wanted.length === 0 || wanted.includes(d.state)),
    )
    // ordered by start time, then id; the page token carries both
    const keyed = rows.map((d) => ({ id: d.id, name: `${d.time_started}|${d.id}`, d }))
    const sort = query.sortBy === 'time_and_id_descending' ? 'name_descending' : 'name_ascending'
    const page = paginate(keyed, { ...query, sortBy: sort }, sort)
    return { items: page.items.map(({ d }) => d), next_page: page.next_page }
  },

  alertDeliveryResend({ path, query, ...params }) {
    const receiver = receiverAs(currentUser(params), query.receiver, 'admin')
    const earlier = db.alertDeliveries.find((d) => d.receiver_id === receiver.id && d.alert_id === path.alertId)
    if (!earlier) throw notFound('alert', 'id', path.alertId)
    const again = deliver(receiver, earlier.alert_id, earlier.alert_class, 'resend')
    db.alertDeliveries.push(again)
    return created({ delivery_id: again.id })
  },

  alertReceiverProbe({ path, query, ...params }) {
    const receiver = receiverAs(currentUser(params), path.receiver, 'admin')
    // a probe is not an alert: its delivery is answered, not kept in the history
    const probe = deliver(receiver, crypto.randomUUID(), 'probe', 'probe')
    let resends_started: number | null = null
    if (query.resend && probe.state === 'delivered') {
      const undelivered = undeliveredAlerts(receiver.id)
      for (const d of undelivered) db.alertDeliveries.push(deliver(receiver, d.alert_id, d.alert_class, 'resend'))
      resends_started = undelivered.length
    }
    return { probe, resends_started }
  },
}
