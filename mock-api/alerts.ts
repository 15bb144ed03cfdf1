/**
 * The alert model behind /v1/alert-*, /v1/alerts and /v1/webhook-*: glob subscriptions,
 * receivers and their secrets, and deliveries whose outcome is decided by the endpoint's host,
 * so tests can count on it: a host under `.invalid` (reserved, never resolves) is unreachable,
 * any other answers 200.
 */
import { db, isUuid } from './db'
import { invalidRequest, notFound } from './errors'
import type { AlertDeliveryRow, AlertReceiverRow } from './records'
import { timestamp } from './resources'

/**
 * Whether a subscription glob matches an alert class. Segments are separated by dots; `*`
 * stands for exactly one segment, `**` for one or more.
 */
export function globMatches(glob: string, alertClass: string): boolean {
  const match = (g: string[], c: string[]): boolean => {
    if (g.length === 0) return c.length === 0
    const [head, ...rest] = g
    if (head === '**') return c.length > 0 && [...Array(c.length).keys()].some((i) => match(rest, c.slice(i + 1)))
    return c.length > 0 && (head === '*' || head === c[0]) && match(rest, c.slice(1))
  }
  return match(glob.split('.'), alertClass.split('.'))
}

export const RECEIVER_KIND = 'alert-receiver'

export function lookupReceiver(nameOrId: string): AlertReceiverRow {
  const byId = isUuid(nameOrId)
  const row = db.alertReceivers.find((r) => (byId ? r.id === nameOrId : r.name === nameOrId))
  if (!row) throw notFound(RECEIVER_KIND, byId ? 'id' : 'name', nameOrId)
  return row
}

const secretsOf = (receiverId: string) =>
  db.webhookSecrets.filter((s) => s.receiver_id === receiverId).map(({ id, time_created }) => ({ id, time_created }))

export const webhookView = (r: AlertReceiverRow) => ({ ...r, secrets: secretsOf(r.id) })

export const receiverView = ({ endpoint, ...r }: AlertReceiverRow) => ({
  ...r,
  kind: { kind: 'webhook' as const, endpoint, secrets: secretsOf(r.id) },
})

/** An endpoint must be an absolute http(s) URL, as the control plane can only POST to those. */
export function checkEndpoint(endpoint: string): string {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw invalidRequest(`invalid endpoint URL "${endpoint}": not an absolute URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidRequest(`invalid endpoint URL "${endpoint}": the scheme must be http or https`)
  }
  return endpoint
}

const unreachable = (endpoint: string) => new URL(endpoint).hostname.endsWith('.invalid')

/** The attempts a delivery to `endpoint` makes now, and where they leave it. */
function attemptsTo(endpoint: string, now: number): Pick<AlertDeliveryRow, 'attempts' | 'state'> {
  if (unreachable(endpoint)) {
    // three attempts, a minute apart in the record, are the API's retry limit
    const webhook = [1, 2, 3].map((attempt) => ({
      attempt,
      result: 'failed_unreachable' as const,
      response: null,
      time_sent: timestamp(now + (attempt - 1) * 60_000),
    }))
    return { state: 'failed', attempts: { webhook } }
  }
  const ok = {
    attempt: 1,
    result: 'succeeded' as const,
    response: { status: 200, duration_ms: 42 },
    time_sent: timestamp(now),
  }
  return { state: 'delivered', attempts: { webhook: [ok] } }
}

/** A delivery of `alertId` to a receiver, carried out at once. */
export function deliver(
  receiver: AlertReceiverRow,
  alertId: string,
  alertClass: string,
  trigger: AlertDeliveryRow['trigger'],
  now = Date.now(),
): AlertDeliveryRow {
  return {
    id: crypto.randomUUID(),
    alert_id: alertId,
    alert_class: alertClass,
    receiver_id: receiver.id,
    time_started: timestamp(now),
    trigger,
    ...attemptsTo(receiver.endpoint, now),
  }
}

/**
 * Alerts whose latest delivery to the receiver failed for good: what a successful probe
 * asked to `resend` queues again.
 */
export function undeliveredAlerts(receiverId: string): AlertDeliveryRow[] {
  const latest = new Map<string, AlertDeliveryRow>()
  for (const d of db.alertDeliveries) {
    if (d.receiver_id !== receiverId) continue
    const seen = latest.get(d.alert_id)
    if (!seen || seen.time_started <= d.time_started) latest.set(d.alert_id, d)
  }
  return [...latest.values()].filter((d) => d.state === 'failed')
}

export function removeReceiver(receiver: AlertReceiverRow): void {
  db.alertReceivers = db.alertReceivers.filter((r) => r !== receiver)
  db.webhookSecrets = db.webhookSecrets.filter((s) => s.receiver_id !== receiver.id)
  db.alertDeliveries = db.alertDeliveries.filter((d) => d.receiver_id !== receiver.id)
}
