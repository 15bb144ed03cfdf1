/**
 * The caller's silo: what it has provisioned against its quota (`utilizationView`), and the
 * history of those amounts (`siloMetric`, from ../timeseries/provisioned.ts). For operators,
 * the same history of the whole fleet or of one silo (`systemMetric`).
 *
 * Who may call them: as in the real API, every signed-in user may read their own silo (the
 * API grants that so that anyone can look their silo up), and both operations ask for no
 * more than that. A project named in `siloMetric` must be readable by the caller, else it
 * is not found, as everywhere. `systemMetric` is for fleet viewers only (403 otherwise); a
 * silo it names must exist (404).
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, requireFleetRole } from '../auth'
import { db, lookupSilo } from '../db'
import { invalidRequest } from '../errors'
import { projectIdsOfSilo } from '../lookups'
import { DEFAULT_LIMIT, decodePageToken, encodePageToken, MAX_LIMIT } from '../pagination'
import { siloUtilization } from '../quotas'
import { provisionedAt, sampleTimes, sampleTimesDescending, type ProvisionedMetric } from '../timeseries/provisioned'

/** How far back the silo's history shows its current amounts. */
const RECORDED_AS_HELD_MS = 60 * 60_000

type Order = 'ascending' | 'descending'
/** What a page token carries: the scan it continues, narrowed past the last sample shown. */
type Scan = { start: number; end: number; order: Order; after?: boolean }

const encodeScan = (scan: Scan) => encodePageToken(scan)

const decodeScan = (raw: string) =>
  decodePageToken(raw, ({ start, end, order, after }): Scan | undefined =>
    typeof start === 'number' && typeof end === 'number' && (order === 'ascending' || order === 'descending')
      ? { start, end, order, after: after === true }
      : undefined,
  )

/** The scan a first page asks for: both ends are required there (the API's pagination says so). */
function firstScan(query: { startTime?: Date; endTime?: Date; order?: Order }): Scan {
  if (!query.startTime) throw invalidRequest('unable to parse query string: missing field `start_time`')
  if (!query.endTime) throw invalidRequest('unable to parse query string: missing field `end_time`')
  return { start: query.startTime.getTime(), end: query.endTime.getTime(), order: query.order ?? 'ascending' }
}

type MetricQuery = { startTime?: Date; endTime?: Date; order?: Order; pageToken?: string | null; limit?: number | null }

/**
 * One page of a provisioned-amount history: samples from when the collection was first
 * recorded (`since`) up to now, within the asked range, each valued by `valueAt`.
 */
function metricPage(
  query: MetricQuery,
  since: number,
  valueAt: (t: number) => number,
): Json<Api.MeasurementResultsPage> {
  const scan = query.pageToken ? decodeScan(query.pageToken) : firstScan(query)
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
  // nothing was recorded before the collection existed, nor after now; a backwards range is empty
  const from = Math.max(scan.start, since)
  const to = Math.min(scan.end, Date.now())
  // one more than the page holds tells whether there is a next page
  const times =
    from >= to
      ? []
      : scan.order === 'descending'
        ? sampleTimesDescending(from, to, limit + 1)
        : sampleTimes(from, to, scan.after === true, limit + 1)
  const page = times.slice(0, limit)
  const last = page.at(-1)
  const nextPage =
    times.length > limit && last !== undefined
      ? encodeScan(
          scan.order === 'descending'
            ? { ...scan, end: last } // the end is exclusive: continue before the last sample
            : { ...scan, start: last, after: true },
        )
      : null
  return {
    items: page.map((t) => ({
      timestamp: new Date(t).toISOString(),
      datum: { type: 'i64' as const, datum: valueAt(t) },
    })),
    next_page: nextPage,
  }
}

/** A silo's amounts as the metrics name them: what utilizationView says it holds now, or its quota. */
function byMetric(counts: { cpus: number; memory: number; storage: number }): Record<ProvisionedMetric, number> {
  return {
    cpus_provisioned: counts.cpus,
    ram_provisioned: counts.memory,
    virtual_disk_space_provisioned: counts.storage,
  }
}

/**
 * A silo's value of a metric at a sample time: its made-up history, and for the last hour
 * what it holds now, so that its history ends where its utilization stands.
 */
function siloValueAt(siloId: string, metric: ProvisionedMetric, t: number, now: number): number {
  const { provisioned, capacity } = siloUtilization(siloId)
  if (t > now - RECORDED_AS_HELD_MS) return byMetric(provisioned)[metric]
  return provisionedAt(siloId, metric, t, byMetric(capacity)[metric])
}

export const utilizationHandlers: Partial<MSWHandlers> = {
  utilizationView(params) {
    const user = currentUser(params)
    return siloUtilization(user.silo_id)
  },

  siloMetric({ path, query, ...params }) {
    const user = currentUser(params)
    const silo = db.silos.find((s) => s.id === user.silo_id)!
    const metric: ProvisionedMetric = path.metricName
    const now = Date.now()
    if (!query.project) {
      return metricPage(query, Date.parse(silo.time_created), (t) => siloValueAt(silo.id, metric, t, now))
    }
    // a project's history is a part of its silo's quota, so projects add up to about the silo
    // (and stays made up to the end: only the silo's current amounts are counted)
    const project = lookupReadableProject(user, query.project)
    const share = 1 / Math.max(projectIdsOfSilo(silo.id).size, 1)
    const quota = byMetric(siloUtilization(silo.id).capacity)[metric] * share
    return metricPage(query, Date.parse(silo.time_created), (t) => provisionedAt(project.id, metric, t, quota))
  },

  // The fleet's history is the sum of its silos' (each from when it was made); one silo's is
  // the same as its own members see through siloMetric.
  systemMetric({ path, query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    const metric: ProvisionedMetric = path.metricName
    const silos = query.silo ? [lookupSilo(query.silo)] : db.silos
    const created = silos.map((s) => ({ id: s.id, since: Date.parse(s.time_created) }))
    const since = Math.min(...created.map((s) => s.since))
    const now = Date.now()
    const valueAt = (t: number) =>
      created.reduce((sum, s) => (t < s.since ? sum : sum + siloValueAt(s.id, metric, t, now)), 0)
    return metricPage(query, since, valueAt)
  },
}
