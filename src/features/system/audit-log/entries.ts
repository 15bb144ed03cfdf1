/**
 * What the audit log screen shows of an entry, how its filters read the URL, and the CSV and
 * JSON exports. Pure functions: the page (AuditLogPage.tsx) fetches and renders.
 */
import type { AuditLogEntry, AuditLogEntryActor } from '~/api/__generated__/Api'
import { csvText, type CsvValue } from '~/util/csv'

/** Who each actor id is, as far as the console knows (silo users by id, silos by id). */
export type ActorNames = { users: Map<string, string>; silos: Map<string, string> }

const shortId = (id: string) => id.slice(0, 8)

/** "grace-hopper (demo-silo)", "built-in user 001de000", "unauthenticated". */
export function actorLabel(actor: AuditLogEntryActor, names: ActorNames): string {
  switch (actor.kind) {
    case 'silo_user': {
      const user = names.users.get(actor.siloUserId) ?? `user ${shortId(actor.siloUserId)}`
      const silo = names.silos.get(actor.siloId) ?? `silo ${shortId(actor.siloId)}`
      return `${user} (${silo})`
    }
    case 'user_builtin':
      return `built-in user ${shortId(actor.userBuiltinId)}`
    case 'unauthenticated':
      return 'unauthenticated'
  }
}

/** "201", "403 Forbidden: Forbidden", "unknown": the status, and for a failure the API's error. */
export function resultText(result: AuditLogEntry['result']): string {
  if (result.kind === 'unknown') return 'unknown (result not recorded)'
  if (result.kind === 'success') return `success (${result.httpStatusCode})`
  const code = result.errorCode ? ` ${result.errorCode}` : ''
  return `error ${result.httpStatusCode}${code}: ${result.errorMessage}`
}

export const durationMs = (e: AuditLogEntry) => e.timeCompleted.getTime() - e.timeStarted.getTime()

/** "850 ms", "3.2 s", "2 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`
  const min = Math.floor(ms / 60_000)
  return `${min} min ${Math.round((ms % 60_000) / 1000)} s`
}

const AUTH_METHOD_LABEL: Record<string, string> = {
  session_cookie: 'session cookie',
  access_token: 'access token',
}
export const authMethodText = (m: string | null | undefined) => (m ? (AUTH_METHOD_LABEL[m] ?? m) : 'none')

// ---------------------------------------------------------------------------------------
// Filters: `?actor=` and `?operation=` (parts of the text, any case), `?result=`.

export const RESULT_FILTERS = [
  { id: 'all', label: 'Any result' },
  { id: 'success', label: 'Success' },
  { id: 'error', label: 'Error' },
  { id: 'unknown', label: 'Unknown' },
] as const
type ResultFilter = (typeof RESULT_FILTERS)[number]['id']

export type Filters = { actor: string; operation: string; result: ResultFilter }

const isResultFilter = (s: string | null): s is ResultFilter => RESULT_FILTERS.some((r) => r.id === s)

export function filtersFromSearch(search: URLSearchParams): Filters {
  const result = search.get('result')
  return {
    actor: search.get('actor') ?? '',
    operation: search.get('operation') ?? '',
    result: isResultFilter(result) ? result : 'all',
  }
}

/** A copy of `search` with one filter written in (an empty one taken out); the rest kept. */
export function withFilter(search: URLSearchParams, name: keyof Filters, value: string): URLSearchParams {
  const next = new URLSearchParams(search)
  if (value === '' || (name === 'result' && value === 'all')) next.delete(name)
  else next.set(name, value)
  return next
}

const contains = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase())

export function matches(entry: AuditLogEntry, filters: Filters, names: ActorNames): boolean {
  if (filters.result !== 'all' && entry.result.kind !== filters.result) return false
  if (filters.operation && !contains(entry.operationId, filters.operation)) return false
  if (filters.actor) {
    // by name or by any of the actor's ids, so a pasted id finds its entries too
    const { actor } = entry
    const ids =
      actor.kind === 'silo_user'
        ? [actor.siloUserId, actor.siloId]
        : actor.kind === 'user_builtin'
          ? [actor.userBuiltinId]
          : []
    if (![actorLabel(actor, names), ...ids].some((t) => contains(t, filters.actor))) return false
  }
  return true
}

export const isFiltered = (f: Filters) => f.actor !== '' || f.operation !== '' || f.result !== 'all'

// ---------------------------------------------------------------------------------------
// Exports

/** An entry as the API answers it (snake_case, ISO times): what the JSON export holds. */
function apiShape(e: AuditLogEntry) {
  const { actor, result } = e
  return {
    id: e.id,
    time_started: e.timeStarted.toISOString(),
    time_completed: e.timeCompleted.toISOString(),
    operation_id: e.operationId,
    request_id: e.requestId,
    request_uri: e.requestUri,
    actor:
      actor.kind === 'silo_user'
        ? { kind: actor.kind, silo_id: actor.siloId, silo_user_id: actor.siloUserId }
        : actor.kind === 'user_builtin'
          ? { kind: actor.kind, user_builtin_id: actor.userBuiltinId }
          : { kind: actor.kind },
    result:
      result.kind === 'success'
        ? { kind: result.kind, http_status_code: result.httpStatusCode }
        : result.kind === 'error'
          ? {
              kind: result.kind,
              http_status_code: result.httpStatusCode,
              error_code: result.errorCode ?? null,
              error_message: result.errorMessage,
            }
          : { kind: result.kind },
    source_ip: e.sourceIp,
    user_agent: e.userAgent ?? null,
    auth_method: e.authMethod ?? null,
  }
}

export const toJson = (entries: AuditLogEntry[]) => JSON.stringify(entries.map(apiShape), null, 2) + '\n'

const CSV_COLUMNS = [
  'time_completed',
  'time_started',
  'duration_ms',
  'actor',
  'actor_kind',
  'actor_id',
  'silo_id',
  'operation_id',
  'result',
  'http_status_code',
  'error_code',
  'error_message',
  'source_ip',
  'auth_method',
  'user_agent',
  'request_id',
  'request_uri',
  'id',
]

function csvRow(e: AuditLogEntry, names: ActorNames): CsvValue[] {
  const { actor, result } = e
  return [
    e.timeCompleted.toISOString(),
    e.timeStarted.toISOString(),
    durationMs(e),
    actorLabel(actor, names),
    actor.kind,
    actor.kind === 'silo_user' ? actor.siloUserId : actor.kind === 'user_builtin' ? actor.userBuiltinId : '',
    actor.kind === 'silo_user' ? actor.siloId : '',
    e.operationId,
    result.kind,
    result.kind === 'unknown' ? '' : result.httpStatusCode,
    result.kind === 'error' ? result.errorCode : '',
    result.kind === 'error' ? result.errorMessage : '',
    e.sourceIp,
    e.authMethod,
    e.userAgent,
    e.requestId,
    e.requestUri,
    e.id,
  ]
}

/** The entries as CSV, a header line first, lines ended with CRLF as RFC 4180 has them. */
export function toCsv(entries: AuditLogEntry[], names: ActorNames): string {
  return csvText([CSV_COLUMNS, ...entries.map((e) => csvRow(e, names))])
}
