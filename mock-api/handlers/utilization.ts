/**
 * The caller's silo: what it has provisioned against its quota (`utilizationView`), and the
 * history of those amounts (`siloMetric`, from ../timeseries/provisioned.ts).
 *
 * Who may call them: as in the real API, every signed-in user may read their own silo (the
 * API grants that so that anyone can look their silo up), and both operations ask for no
 * more than that. A project named in `siloMetric` must be readable by the caller, else it
 * is not found, as everywhere.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { projectIdsOfSilo } from '../lookups'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../pagination'
import { siloUtilization } from '../quotas'
import { provisionedAt, sampleTimes, sampleTimesDescending, type ProvisionedMetric } from '../timeseries/provisioned'

/** How far back the silo's history shows its current amounts. */
const RECORDED_AS_HELD_MS = 60 * 60_000

type Order = 'ascending' | 'descending'
/** What a page token carries: the scan it continues, narrowed past the last sample shown. */
type Scan = { start: number; end: number; order: Order; after?: boolean }

// base64 of JSON starts with "ey", so the generated shell never takes a token for a number
const encodeScan = (scan: Scan) => btoa(JSON.stringify(scan))

function decodeScan(raw: string): Scan {
  try {
    const s: unknown = JSON.parse(atob(raw))
    if (
      s &&
      typeof s === 'object' &&
      'start' in s &&
      'end' in s &&
      'order' in s &&
      typeof s.start === 'number' &&
      typeof s.end === 'number' &&
      (s.order === 'ascending' || s.order === 'descending')
    ) {
      return { start: s.start, end: s.end, order: s.order, after: 'after' in s && s.after === true }
    }
  } catch {
    // fall through to the error below
  }
  throw invalidRequest('unable to parse page token')
}

/** The scan a first page asks for: both ends are required there (the API's pagination says so). */
function firstScan(query: { startTime?: Date; endTime?: Date; order?: Order }): Scan {
  if (!query.startTime) throw invalidRequest('unable to parse query string: missing field `start_time`')
  if (!query.endTime) throw invalidRequest('unable to parse query string: missing field `end_time`')
  return { start: query.startTime.getTime(), end: query.endTime.getTime(), order: query.order ?? 'ascending' }
}

export const utilizationHandlers: Partial<MSWHandlers> = {
  utilizationView(params) {
    const user = currentUser(params)
    return siloUtilization(user.silo_id)
  },

  siloMetric({ path, query, ...params }) {
    const user = currentUser(params)
    const silo = db.silos.find((s) => s.id === user.silo_id)!
    const capacity = siloUtilization(silo.id).capacity
    const projectCount = Math.max(projectIdsOfSilo(silo.id).size, 1)
    // a project's history is a part of its silo's quota, so projects add up to about the silo
    const scope = query.project
      ? { id: lookupReadableProject(user, query.project).id, share: 1 / projectCount }
      : { id: silo.id, share: 1 }

    const scan = query.pageToken ? decodeScan(query.pageToken) : firstScan(query)
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT)
    // nothing was recorded before the silo existed, nor after now; a backwards range is empty
    const from = Math.max(scan.start, Date.parse(silo.time_created))
    const to = Math.min(scan.end, Date.now())
    const metric: ProvisionedMetric = path.metricName
    const quota: Record<ProvisionedMetric, number> = {
      cpus_provisioned: capacity.cpus,
      ram_provisioned: capacity.memory,
      virtual_disk_space_provisioned: capacity.storage,
    }

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

    // The silo's last hour records what it holds now, so that its history ends where
    // utilizationView stands (a project's history stays made up: only the silo is counted).
    const now = Date.now()
    const held = query.project ? undefined : siloUtilization(silo.id).provisioned
    const current: Record<ProvisionedMetric, number> | undefined = held && {
      cpus_provisioned: held.cpus,
      ram_provisioned: held.memory,
      virtual_disk_space_provisioned: held.storage,
    }
    const valueAt = (t: number) =>
      current && t > now - RECORDED_AS_HELD_MS
        ? current[metric]
        : provisionedAt(scope.id, metric, t, quota[metric] * scope.share)

    return {
      items: page.map((t) => ({
        timestamp: new Date(t).toISOString(),
        datum: { type: 'i64' as const, datum: valueAt(t) },
      })),
      next_page: nextPage,
    }
  },
}
