/**
 * The audit log (`auditLogList`): entries whose completion time falls in [start_time,
 * end_time), ordered by completion time then id, earliest first unless `sort_by` says
 * otherwise. The first page needs `start_time` (the API's pagination marks it required);
 * `end_time` may be left open. A page token carries the whole scan (range, order, and the
 * last entry shown), so later pages need nothing else, as with the real API.
 *
 * Fleet viewers read it; everyone else gets 403. The entries are written by ../audit-log.ts.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireFleetRole } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { DEFAULT_LIMIT, decodePageToken, encodePageToken, MAX_LIMIT } from '../pagination'
import type { AuditLogRow } from '../records'

type Sort = Api.TimeAndIdSortMode
type Scan = { sort: Sort; start: number; end: number | null; after?: { t: number; id: string } }

const encodeScan = (scan: Scan) => encodePageToken(scan)

const isSort = (s: unknown): s is Sort => s === 'time_and_id_ascending' || s === 'time_and_id_descending'

const decodeScan = (raw: string) =>
  decodePageToken(raw, (s): Scan | undefined => {
    const { sort, start, end } = s
    const after = s.after as Scan['after'] | null
    const afterOk = after === undefined || (typeof after?.t === 'number' && typeof after.id === 'string')
    const endOk = end === null || typeof end === 'number'
    return isSort(sort) && typeof start === 'number' && endOk && afterOk
      ? { sort, start, end, after: after ?? undefined }
      : undefined
  })

function firstScan(query: Api.AuditLogListQueryParams): Scan {
  if (!query.startTime) throw invalidRequest('unable to parse query string: missing field `start_time`')
  const start = query.startTime.getTime()
  const end = query.endTime ? query.endTime.getTime() : null
  if (end !== null && end < start) throw invalidRequest('start_time must be before end_time')
  return { sort: query.sortBy ?? 'time_and_id_ascending', start, end }
}

const completedAt = (row: AuditLogRow) => Date.parse(row.time_completed)

/** Earliest first by completion time, ties by id (bytewise, like the database's index). */
function compareEntries(a: { t: number; id: string }, b: { t: number; id: string }): number {
  if (a.t !== b.t) return a.t - b.t
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

function auditLogPage(query: Api.AuditLogListQueryParams): Json<Api.AuditLogEntryResultsPage> {
  const scan = query.pageToken ? decodeScan(query.pageToken) : firstScan(query)
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  const direction = scan.sort === 'time_and_id_descending' ? -1 : 1
  const keyed = db.auditLog
    .map((row) => ({ row, key: { t: completedAt(row), id: row.id } }))
    .filter(({ key }) => key.t >= scan.start && (scan.end === null || key.t < scan.end))
    .filter(({ key }) => !scan.after || direction * compareEntries(key, scan.after) > 0)
    .sort((a, b) => direction * compareEntries(a.key, b.key))
  const page = keyed.slice(0, limit)
  const last = page.at(-1)
  return {
    items: page.map(({ row }) => row),
    next_page: keyed.length > limit && last ? encodeScan({ ...scan, after: last.key }) : null,
  }
}

export const auditLogHandlers: Partial<MSWHandlers> = {
  auditLogList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return auditLogPage(query)
  },
}
