/**
 * From a chart's description to the OxQL it sends, and from the answer to the series a chart
 * draws (~/charts/series). Pure functions.
 */
import type { OxqlQueryResult } from '~/api/__generated__/Api'
import type { Series } from '~/charts/series'
import { isoSeconds, oxqlDuration, type TimeRange } from '~/charts/timeRange'

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

/** Orders series by a known list (states in their usual order); unknown labels go last. */
export function orderSeries(series: Series[], order: readonly string[]): Series[] {
  const rank = (s: Series) => {
    const i = order.indexOf(s.label)
    return i === -1 ? order.length : i
  }
  return [...series].sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label))
}

/**
 * vCPU nanoseconds in one window as a share of the CPU time the instance had: each of its
 * vCPUs could run for the whole window.
 */
export function nsToPercent(ns: number, windowSec: number, ncpus: number): number {
  if (!(windowSec > 0) || !(ncpus > 0)) return 0
  return (ns / (windowSec * 1e9 * ncpus)) * 100
}
