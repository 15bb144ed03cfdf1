/**
 * Runs a parsed OxQL query against the generated data and shapes the answer like the API's
 * `OxqlQueryResult`: one table named after the timeseries, holding one timeseries per
 * combination of field values, each with `timestamps`, `start_times` and one dimension of
 * `values`.
 *
 * As in OxQL, the cumulative counters come out as deltas (`metric_type: 'delta'`): each
 * point is how much the counter grew between its start time and its timestamp.
 * - Without `align`, points are raw samples, one every 10 s per series, at a phase that
 *   differs between series (as samples from independent collectors do); values are integers.
 * - `align mean_within(P)` puts every series on the same grid of P-long windows aligned to
 *   the Unix epoch (so a refresh shows the same numbers for the same windows); each point is
 *   the counter's growth in its window, as a double. A window is included when its start
 *   satisfies the filter's timestamp bounds and it has ended (no partial windows from the
 *   future), after the object was created and, for an instance that is stopped or failed,
 *   before it stopped running.
 * - `group_by [fields], sum|mean` merges the series that share the listed fields' values
 *   point by point, and keys the result by those fields only. Only aligned tables can be
 *   grouped, as in OxQL.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json } from '../../src/api/__generated__/msw-handlers'
import { isUuid } from '../db'
import { invalidRequest } from '../errors'
import { hash32 } from './generate'
import { type Align, type FieldLiteral, type GroupBy, parseOxql, type TimeBound } from './oxql'
import { type MetricDef, metricByName, metrics } from './schemas'
import { type FieldFilter, type FieldValueJson, type Scope, seriesFor, type SeriesSource } from './targets'

export type { Scope } from './targets'

/** The most points the mock returns per timeseries; larger queries are refused. */
const MAX_POINTS = 10_000
/** The most points the mock returns per query, over all timeseries before grouping. */
const MAX_TOTAL_POINTS = 1_000_000
/** How often the raw (unaligned) samples are taken. */
const RAW_INTERVAL_MS = 10_000
/** The range a query covers when its filter gives no lower bound. */
const DEFAULT_RANGE_MS = 3_600_000

export const MISALIGNED_GROUP_BY = 'Input tables to a `group_by` must be aligned'

type Series = {
  fields: Record<string, FieldValueJson>
  timestamps: number[]
  startTimes: number[]
  values: number[]
  valueType: 'integer' | 'double'
}

type Range = { lo: number; loIncl: boolean; hi: number; hiIncl: boolean }

/** The tightest bounds the filter gives; the last hour up to now where it gives none. */
function timeRange(bounds: TimeBound[], nowMs: number): Range {
  const r: Range = { lo: -Infinity, loIncl: true, hi: Infinity, hiIncl: false }
  for (const b of bounds) {
    if (b.op === '>=' || b.op === '>') {
      const incl = b.op === '>='
      if (b.ms > r.lo || (b.ms === r.lo && !incl)) Object.assign(r, { lo: b.ms, loIncl: incl })
    } else {
      const incl = b.op === '<='
      if (b.ms < r.hi || (b.ms === r.hi && !incl)) Object.assign(r, { hi: b.ms, hiIncl: incl })
    }
  }
  if (r.hi === Infinity) Object.assign(r, { hi: nowMs, hiIncl: false })
  if (r.lo === -Infinity) Object.assign(r, { lo: r.hi - DEFAULT_RANGE_MS, loIncl: true })
  return r
}

/**
 * The indexes k of the grid points `k * step + offset` inside the range: the first and last,
 * so that counting (for the limit) costs nothing however wide the range.
 */
function gridIndexes(r: Range, step: number, offset: number): { first: number; last: number } {
  const lo = (r.lo - offset) / step
  const hi = (r.hi - offset) / step
  return {
    first: r.loIncl ? Math.ceil(lo) : Math.floor(lo) + 1,
    last: r.hiIncl ? Math.floor(hi) : Math.ceil(hi) - 1,
  }
}

/** Refuses queries whose answer would be too large to be useful (or quick) from a mock. */
function checkPointCount(r: Range, step: number, seriesCount: number) {
  const { first, last } = gridIndexes(r, step, 0)
  const count = Math.max(0, last - first + 1)
  if (count > MAX_POINTS) {
    throw invalidRequest(
      `Query would return ${count} points per timeseries; the mock API returns at most ${MAX_POINTS}. ` +
        'Narrow the time range or align to a longer period.',
    )
  }
  // a project with thousands of instances, queried without naming one, could otherwise
  // ask for millions of points
  if (count * seriesCount > MAX_TOTAL_POINTS) {
    throw invalidRequest(
      `Query would return ${count * seriesCount} points in ${seriesCount} timeseries; the mock API returns at most ` +
        `${MAX_TOTAL_POINTS} in all. Filter on an instance, narrow the time range or align to a longer period.`,
    )
  }
}

function materialize(source: SeriesSource, r: Range, align: Align | undefined, nowMs: number): Series {
  const series: Series = {
    fields: source.fields,
    timestamps: [],
    startTimes: [],
    values: [],
    valueType: align ? 'double' : 'integer',
  }
  const since = source.sinceMs
  // windows [start, start + step): aligned ones on the epoch grid, raw ones at a per-series phase
  const step = align ? align.periodMs : RAW_INTERVAL_MS
  const phase = align ? 0 : hash32(seriesKey(source.fields)) % RAW_INTERVAL_MS
  // the grid points the filter selects: an aligned window's start, a raw sample's timestamp
  const { first, last } = gridIndexes(r, step, phase)
  for (let k = first; k <= last; k++) {
    const startMs = align ? k * step : k * step + phase - step
    const endMs = startMs + step
    if (endMs > nowMs || startMs >= source.untilMs) break
    if (endMs <= since) continue
    series.timestamps.push(endMs)
    series.startTimes.push(startMs)
    series.values.push(source.value({ startMs, durationMs: step }))
  }
  return series
}

/** FNV-1a over 64 bits, as a decimal string: OxQL keys timeseries by a hash of their fields. */
function seriesKey(fields: Record<string, FieldValueJson>): string {
  let h = 0xcbf29ce484222325n
  const text = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${String(fields[name].value)}`)
    .join('\n')
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i))
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return h.toString()
}

function groupBy(series: Series[], g: GroupBy): Series[] {
  type Acc = { fields: Record<string, FieldValueJson>; points: Map<number, { start: number; sum: number; n: number }> }
  const groups = new Map<string, Acc>()
  for (const s of series) {
    const fields = Object.fromEntries(g.fields.map((f) => [f, s.fields[f]]))
    const key = seriesKey(fields)
    let acc = groups.get(key)
    if (!acc) groups.set(key, (acc = { fields, points: new Map() }))
    s.timestamps.forEach((t, i) => {
      const p = acc.points.get(t) ?? { start: s.startTimes[i], sum: 0, n: 0 }
      p.sum += s.values[i]
      p.n += 1
      acc.points.set(t, p)
    })
  }
  return [...groups.values()].map(({ fields, points }) => {
    const times = [...points.keys()].sort((a, b) => a - b)
    return {
      fields,
      timestamps: times,
      startTimes: times.map((t) => points.get(t)!.start),
      values: times.map((t) => {
        const p = points.get(t)!
        return g.reducer === 'sum' ? p.sum : p.sum / p.n
      }),
      valueType: 'double' as const,
    }
  })
}

/** Checks each `field == literal` against the timeseries' fields; null if they contradict. */
function fieldFilter(metric: MetricDef, equalities: { field: string; value: FieldLiteral }[]): FieldFilter | null {
  const filter: FieldFilter = new Map()
  let contradictory = false
  for (const { field, value } of equalities) {
    const def = metric.fields.find((f) => f.name === field)
    if (!def) throw invalidRequest(`Timeseries '${metric.name}' has no field '${field}'`)
    let v = value
    if (def.type === 'uuid') {
      if (typeof value !== 'string' || !isUuid(value)) {
        throw invalidRequest(`Field '${field}' is a uuid; ${JSON.stringify(value)} is not a valid UUID`)
      }
      v = value.toLowerCase()
    } else if (def.type === 'string' && typeof value !== 'string') {
      throw invalidRequest(`Field '${field}' is a string; compare it with a quoted string`)
    } else if (def.type === 'u32' && !(typeof value === 'number' && Number.isInteger(value) && value >= 0)) {
      throw invalidRequest(`Field '${field}' is an unsigned integer; compare it with a non-negative integer`)
    }
    if (filter.has(field) && filter.get(field) !== v) contradictory = true
    filter.set(field, v)
  }
  return contradictory ? null : filter
}

const toJson = (s: Series): Json<Api.Timeseries> => ({
  fields: s.fields,
  points: {
    timestamps: s.timestamps.map((t) => new Date(t).toISOString()),
    start_times: s.startTimes.map((t) => new Date(t).toISOString()),
    values: [{ metric_type: 'delta', values: { type: s.valueType, values: s.values } }],
  },
})

/** Runs an OxQL query over the data `scope` may see; throws 400 responses for bad queries. */
export function runQuery(query: string, scope: Scope, nowMs = Date.now()): Json<Api.OxqlQueryResult> {
  const q = parseOxql(query)
  const metric = metricByName(q.timeseriesName)
  if (!metric) {
    const known = metrics.map((m) => m.name).join(', ')
    throw invalidRequest(`Timeseries '${q.timeseriesName}' not found (the mock API knows ${known})`)
  }
  const filter = fieldFilter(metric, q.filter.fields)

  // check the pipeline before generating anything
  let align: Align | undefined
  let fieldsInTable = metric.fields.map((f) => f.name)
  for (const op of q.ops) {
    if (op.kind === 'align') {
      if (align) throw invalidRequest('The mock API aligns a table only once')
      align = op
    } else {
      if (!align) throw invalidRequest(MISALIGNED_GROUP_BY)
      const unknown = op.fields.find((f) => !fieldsInTable.includes(f))
      if (unknown) throw invalidRequest(`Cannot group by '${unknown}': the table has no such field`)
      fieldsInTable = op.fields
    }
  }
  const range = timeRange(q.filter.time, nowMs)
  const sources = filter ? seriesFor(metric, filter, scope) : []
  checkPointCount(range, align ? align.periodMs : RAW_INTERVAL_MS, sources.length)

  let series = sources.map((s) => materialize(s, range, align, nowMs))
  for (const op of q.ops) if (op.kind === 'group_by') series = groupBy(series, op)

  const timeseries = Object.fromEntries(series.map((s) => [seriesKey(s.fields), toJson(s)]))
  return { tables: [{ name: metric.name, timeseries }] }
}
