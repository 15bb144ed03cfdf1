// A switch's BGP message history as an operator reads it. The API types each peer's history
// loosely (the switch daemon's own format): `{ received, sent }`, each a list of
// `{ timestamp, message: { type, value } }`, whose keys the client turns to camelCase and
// whose timestamps to dates. Anything else is shown as it came, not dropped.
import { routerIdText } from './routerId'

type Direction = 'Sent' | 'Received'
export type MessageRow = { time: string; direction: Direction; type: string; summary: string }

type Entry = { timestamp?: unknown; message?: { type?: unknown; value?: unknown } }

const TYPE_TEXT: Record<string, string> = {
  open: 'Open',
  update: 'Update',
  keep_alive: 'Keepalive',
  notification: 'Notification',
  route_refresh: 'Route refresh',
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** What a message says, in a line: the networks an update announces, the error a notification reports. */
export function summary(type: string, value: unknown): string {
  if (!isObject(value)) return ''
  if (type === 'open') {
    const parts = [`AS${value.asn}`]
    if (typeof value.holdTime === 'number') parts.push(`hold time ${value.holdTime} s`)
    if (typeof value.id === 'number') parts.push(`router ID ${routerIdText(value.id)}`)
    return parts.join(', ')
  }
  if (type === 'update') {
    const nlri = Array.isArray(value.nlri) ? value.nlri : []
    const withdrawn = Array.isArray(value.withdrawn) ? value.withdrawn : []
    return [
      nlri.length ? `announces ${nlri.join(', ')}` : '',
      withdrawn.length ? `withdraws ${withdrawn.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ')
  }
  if (type === 'notification' && typeof value.errorCode === 'string') return value.errorCode.replace(/_/g, ' ')
  return JSON.stringify(value)
}

function rowsOf(entries: unknown, direction: Direction): MessageRow[] {
  if (!Array.isArray(entries)) return []
  return entries.map((e: Entry) => {
    const type = typeof e.message?.type === 'string' ? e.message.type : 'unknown'
    return {
      time: e.timestamp instanceof Date ? e.timestamp.toISOString() : String(e.timestamp ?? ''),
      direction,
      type: TYPE_TEXT[type] ?? type.replace(/_/g, ' '),
      summary: summary(type, e.message?.value),
    }
  })
}

/** A peer's messages both ways, newest first. */
export function messageRows(history: unknown): MessageRow[] {
  if (!isObject(history)) return []
  const at = (row: MessageRow) => Date.parse(row.time) || 0
  return [...rowsOf(history.sent, 'Sent'), ...rowsOf(history.received, 'Received')].sort((a, b) => at(b) - at(a))
}
