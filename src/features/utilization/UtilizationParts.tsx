/**
 * What the silo's and the fleet's utilization pages share: cards of the amounts against their
 * quotas, and the history of the provisioned-amount metrics over the page's range.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { ChartCard } from '~/charts/ChartCard'
import { chartState, keepWhileRefreshing } from '~/charts/chartQuery'
import type { Unit } from '~/charts/series'
import { RangeControls } from '~/charts/RangeControls'
import { useTimeRange, type ChartedRange } from '~/charts/useTimeRange'
import type { OpName } from '~/api/client'
import type { Utilization } from '~/api/__generated__/Api'
import { capacities, type Capacity } from './capacity'
import { provisionedMetricQuery, type CHARTED_METRICS, type MetricOp } from './queries'
import { cn } from '~/ui/cn'

function CapacityCard({ capacity: c }: { capacity: Capacity }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <h2 id={headingId} className="text-[13px] font-medium text-ink-muted">
        {c.title}
      </h2>
      <p className="mt-1 text-xl font-semibold tabular-nums">
        {c.provisioned} <span className="text-base font-normal text-ink-muted">of {c.quota}</span>
      </p>
      <div
        role="meter"
        aria-label={`${c.title} provisioned of quota`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(c.meter)}
        aria-valuetext={c.share ? `${c.share} of quota` : 'No quota'}
        className="mt-3 h-2 overflow-hidden rounded bg-line"
      >
        <div className={c.over ? 'h-full bg-danger' : 'h-full bg-accent'} style={{ width: `${c.meter}%` }} />
      </div>
      <p className="mt-2 text-[13px] text-ink-muted">
        {c.over ? (
          <span className="text-danger">Over quota by {c.over}</span>
        ) : (
          <>
            {c.share ? `${c.share} of quota · ` : 'No quota · '}
            {c.available} available
          </>
        )}
      </p>
    </section>
  )
}

/** A chart of a metric's history; the page's loader reads those of `CHARTED_METRICS` with its own calls. */
export type MetricChart = { metric: (typeof CHARTED_METRICS)[number]; title: string; description: string; unit: Unit }

function MetricHistory({
  chart: { metric, title, description, unit },
  operation,
  charted,
  noSeries,
  emptyHint,
}: {
  chart: MetricChart
  /** whose history: the silo's own, or the fleet's */
  operation: MetricOp
  charted: Omit<ChartedRange, 'refreshNow'>
  noSeries: string
  emptyHint: string
}) {
  const { range, rangeKey } = charted
  const query = useQuery({
    ...provisionedMetricQuery(operation, metric, range),
    // as with instance metrics: a refresh keeps the old chart up until the new answer is in
    ...keepWhileRefreshing(rangeKey),
  })
  const series = useMemo(() => query.data && [{ label: 'Provisioned', points: query.data }], [query.data])
  return (
    <ChartCard
      title={title}
      description={`${description}, as recorded`}
      summaryOf="over the range"
      unit={unit}
      noSeries={noSeries}
      emptyHint={emptyHint}
      range={range}
      {...chartState(query)}
      series={series}
    />
  )
}

/** A card per resource (CPUs, memory, storage): provisioned against the quota. */
export function CapacityCards({ utilization, className }: { utilization: Utilization; className?: string }) {
  return (
    <div className={cn('grid gap-4 md:grid-cols-3', className)}>
      {capacities(utilization).map((c) => (
        <CapacityCard key={c.title} capacity={c} />
      ))}
    </div>
  )
}

/** The range controls over a chart per metric: how provisioning changed over time. */
export function MetricHistories({
  charts,
  operation,
  alongside,
  noSeries,
  emptyHint,
}: {
  charts: MetricChart[]
  operation: MetricOp
  /** lists on the page that "Refresh now" reloads with the charts */
  alongside: OpName[]
  noSeries: string
  emptyHint: string
}) {
  const { refreshNow, ...charted } = useTimeRange(operation, alongside)
  return (
    <>
      <RangeControls range={charted.range} onRefreshNow={refreshNow} />
      <div className="grid gap-4 xl:grid-cols-2">
        {charts.map((chart) => (
          <MetricHistory
            key={chart.metric}
            chart={chart}
            operation={operation}
            charted={charted}
            noSeries={noSeries}
            emptyHint={emptyHint}
          />
        ))}
      </div>
    </>
  )
}
