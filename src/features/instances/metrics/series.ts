/**
 * From a chart's description to the OxQL it sends, and from the answer to numbers a chart
 * and its summary can show. Pure functions.
 */
import type { OxqlQueryResult } from '~/api/__generated__/Api'
import { formatBytes } from '~/util/bytes'
import { isoSeconds, oxqlDuration, type TimeRange } from './timeRange'

export type QueryShape = {
  /** target:metric, e.g. virtual_disk:reads */
  timeseries: string
  /** the field that names the instance in this timeseries */
  instanceField: 'instance_id' | 'attached_instance_id'
  instanceId: string
  /** fields to keep after summing the rest away (vCPUs, disks, interfaces) */
  groupBy: readonly string[]
}

/**
 * The query as it is sent and shown. Written over several lines so "Show query" reads
 * well; OxQL ignores the whitespace. The window is aligned with mean_within, and the
 * per-disk, per-interface or per-vCPU series are summed into one per kept field.
 */
export function buildOxql(shape: QueryShape, range: TimeRange, windowSec: number): string {
  // the id goes inside a quoted string, so anything other than a UUID would be a bug
  if (!/^[0-9a-f-]{36}$/i.test(shape.instanceId)) throw new Error(`Not an instance id: ${shape.instanceId}`)
  return [
    `get ${shape.timeseries}`,
    `  | filter timestamp >= @${isoSeconds(range.startMs)}`,
    `      && timestamp < @${isoSeconds(range.endMs)}`,
    `      && ${shape.instanceField} == "${shape.instanceId}"`,
    `  | align mean_within(${oxqlDuration(windowSec)})`,
    `  | group_by [${shape.groupBy.join(', ')}], sum`,
  ].join('\n')
}

export type Point = { t: number; v: number | null }
/** One line of a chart: its label (the value of the first kept field) and its points. */
export type Series = { label: string; points: Point[] }

/**
 * The series of the first table. Point timestamps arrive as ISO strings, though the
 * generated type says Date: the client makes dates only of single values under date-like
 * keys, never of array items. Both are read. Only numeric value arrays can be charted; others give no points.
 */
export function extractSeries(result: OxqlQueryResult, labelField?: string): Series[] {
  const table = result.tables[0]
  if (!table) return []
  return Object.values(table.timeseries).map((ts) => {
    const field = labelField ? ts.fields[labelField] : undefined
    const values = ts.points.values[0]?.values
    const numeric = values && (values.type === 'integer' || values.type === 'double') ? values.values : []
    const points = ts.points.timestamps.map((t, i) => ({
      t: new Date(t as Date | string).getTime(),
      v: typeof numeric[i] === 'number' ? numeric[i] : null,
    }))
    return { label: field ? String(field.value) : '', points }
  })
}

export const hasPoints = (series: Series[]) => series.some((s) => s.points.length > 0)

/** Orders series by a known list (states in their usual order); unknown labels go last. */
export function orderSeries(series: Series[], order: readonly string[]): Series[] {
  const rank = (s: Series) => {
    const i = order.indexOf(s.label)
    return i === -1 ? order.length : i
  }
  return [...series].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label))
}

/**
 * uPlot's data layout: one x array (seconds since the epoch) shared by every series, and
 * one y array per series with null where that series has no point at that time.
 */
export function toAligned(series: Series[]): [number[], ...(number | null)[][]] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b)
  const index = new Map(times.map((t, i) => [t, i]))
  const ys = series.map((s) => {
    const y: (number | null)[] = times.map(() => null)
    for (const p of s.points) y[index.get(p.t)!] = p.v
    return y
  })
  return [times.map((t) => t / 1000), ...ys]
}

export const mapValues = (series: Series[], fn: (v: number) => number): Series[] =>
  series.map((s) => ({ ...s, points: s.points.map((p) => ({ t: p.t, v: p.v === null ? null : fn(p.v) })) }))

/**
 * vCPU nanoseconds in one window as a share of the CPU time the instance had: each of its
 * vCPUs could run for the whole window.
 */
export function nsToPercent(ns: number, windowSec: number, ncpus: number): number {
  if (!(windowSec > 0) || !(ncpus > 0)) return 0
  return (ns / (windowSec * 1e9 * ncpus)) * 100
}

/**
 * SPEC section 9: the percentage axis rounds up to a multiple of 10, capped at 1023. The
 * floor of 10 keeps an all-zero chart from having an axis of zero height.
 */
export function percentAxisMax(peak: number): number {
  const rounded = Math.ceil(Math.max(peak, 0) / 10) * 10
  return Math.min(Math.max(rounded, 10), 1023)
}

export type Summary = { latest: number | null; peak: number | null; mean: number | null }

/** The last value, the highest and the average of a series, ignoring gaps. */
export function summarize(points: Point[]): Summary {
  const values = points.map((p) => p.v).filter((v): v is number => v !== null)
  if (values.length === 0) return { latest: null, peak: null, mean: null }
  return {
    latest: values[values.length - 1],
    peak: Math.max(...values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  }
}

export type Unit = 'percent' | 'count' | 'bytes'

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const percent = oneDecimal

/**
 * Counts in full up to a million, then compact (SPEC section 9): 999,999 then 1M, 2.5B.
 * Averages are fractional; a decimal helps only while numbers are small.
 */
export function formatCount(n: number): string {
  const abs = Math.abs(n)
  if (abs >= 1e6) return compact.format(n)
  return (abs < 100 ? oneDecimal : whole).format(n)
}

export function formatValue(v: number, unit: Unit): string {
  if (unit === 'percent') return `${percent.format(v)}%`
  if (unit === 'bytes') return formatBytes(v)
  return formatCount(v)
}

/**
 * Tick steps for a byte axis, in powers of 1024 (SPEC section 9): 1, 2, 4 ... 512 bytes,
 * then KiB, MiB and on, so ticks land on 256 MiB or 1 GiB rather than 250,000,000.
 */
export function byteTickSteps(): number[] {
  const steps: number[] = []
  for (let power = 0; power <= 5; power++) {
    for (let m = 1; m < 1024; m *= 2) steps.push(m * 1024 ** power)
  }
  return steps
}
