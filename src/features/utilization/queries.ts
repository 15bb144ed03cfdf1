import { queryOptions } from '@tanstack/react-query'
import type { Measurement, SystemMetricName } from '~/api/__generated__/Api'
import { apiq, callApi, queryClient } from '~/api/client'
import { loadChartCode } from '~/charts/chartCode'
import { rangeLoader } from '~/charts/rangeRoute'
import type { Point } from '~/charts/series'
import { reading, type AnyQuery } from '~/routing'
import type { TimeRange } from '~/charts/timeRange'

/** The silo's provisioned amounts now, and its quota. */
export const utilizationQuery = apiq('utilizationView', {})

/** The most the API answers in one page. */
const PAGE_LIMIT = 10_000
/**
 * Pages read at most per chart. The mock samples every 5 minutes (a week is 2,016 points);
 * a rack that records more often could fill pages without end over a long custom range,
 * and 50,000 points are more than a chart a few hundred pixels wide can show.
 */
const MAX_PAGES = 5

/** A measurement as a chart point; a datum that is not a number is a gap. */
function toPoint(m: Measurement): Point {
  const value: unknown = m.datum.datum
  // the client makes Dates only of single values under date-like keys; accept either form
  return { t: new Date(m.timestamp as Date | string).getTime(), v: typeof value === 'number' ? value : null }
}

/** The two operations that answer provisioned-amount histories: the silo's own, and the fleet's. */
export type MetricOp = 'siloMetric' | 'systemMetric'

/**
 * Every sample of one provisioned-amount metric over a range, oldest first, following
 * `next_page`. Keyed like `apiq` ([operation, params]) so that refreshing invalidates it by
 * the operation's name.
 */
export function provisionedMetricQuery(operation: MetricOp, metricName: SystemMetricName, range: TimeRange) {
  const params = { path: { metricName }, query: { startTime: new Date(range.startMs), endTime: new Date(range.endMs) } }
  return queryOptions({
    queryKey: [operation, params] as const,
    queryFn: async () => {
      const points: Point[] = []
      let page = await callApi(
        operation,
        { ...params, query: { ...params.query, limit: PAGE_LIMIT } },
        undefined,
        'page',
      )
      points.push(...page.items.map(toPoint))
      for (let n = 1; page.nextPage && n < MAX_PAGES; n++) {
        // a page token carries the scan it continues; the range goes only with the first page
        const next = { path: params.path, query: { pageToken: page.nextPage, limit: PAGE_LIMIT } }
        page = await callApi(operation, next, undefined, 'page')
        points.push(...page.items.map(toPoint))
      }
      return points
    },
  })
}

/** The silo's own history of one metric. */
export const siloMetricQuery = (metricName: SystemMetricName, range: TimeRange) =>
  provisionedMetricQuery('siloMetric', metricName, range)

/** The provisioned amounts whose histories the utilization pages chart, the silo's and the fleet's. */
export const CHARTED_METRICS = [
  'cpus_provisioned',
  'ram_provisioned',
  'virtual_disk_space_provisioned',
] as const satisfies readonly SystemMetricName[]

/**
 * A utilization page's loader: the page's own `reads` and each charted metric's history over
 * the range the URL names leave as soon as the route matches, beside the page's code, and
 * nothing waits for them: each part of the page shows its own loading and failure, with a
 * "Try again", and the navigation kept. Returns the instant the range was resolved at.
 */
export function utilizationPageLoader(operation: MetricOp, reads: () => AnyQuery[]) {
  const charts = (range: TimeRange) => CHARTED_METRICS.map((metric) => provisionedMetricQuery(operation, metric, range))
  // read ahead (a pointer resting on a link here): the page's own reads, not the histories,
  // whose range would be resolved again when the link is followed; a first visit's head
  // sends both, the loader taking the head's instant
  const first = (range: TimeRange) => [...reads(), ...charts(range)]
  const load = (range: TimeRange) => {
    first(range).forEach((query) => void queryClient.prefetchQuery(query))
    loadChartCode()
  }
  return reading(rangeLoader(load, first), reads)
}

/** The silo utilization page's loader: the silo's amounts now, and their histories. */
export const utilizationLoader = utilizationPageLoader('siloMetric', () => [utilizationQuery])
