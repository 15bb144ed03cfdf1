/**
 * The silo's utilization: what it has provisioned against its quota, then the history of
 * those amounts over a range the URL holds (the same controls and charts as an instance's
 * metrics).
 *
 * The loader only starts the utilization fetch: a refusal or failure is this page's to
 * explain (in place, with the navigation kept), not the route's error screen, and the
 * charts show their own loading states as the instance metrics do.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import type { SystemMetricName } from '~/api/__generated__/Api'
import { isApiError } from '~/api/errors'
import { ChartCard } from '~/charts/ChartCard'
import { chartState, keepWhileRefreshing } from '~/charts/chartQuery'
import { RangeControls } from '~/charts/RangeControls'
import type { Unit } from '~/charts/series'
import { useTimeRange, type ChartedRange } from '~/charts/useTimeRange'
import { loadQueries } from '~/routing'
import { Button } from '~/ui/Button'
import { DocsLink } from '~/ui/DocsLink'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { PageHeader } from '~/ui/PageHeader'
import { Spinner } from '~/ui/Spinner'
import { capacities, type Capacity } from './capacity'
import { siloMetricQuery, utilizationQuery } from './queries'

export const utilizationLoader = loadQueries(
  () => [],
  () => [utilizationQuery],
)

const CHARTS: { metric: SystemMetricName; title: string; description: string; unit: Unit }[] = [
  {
    metric: 'cpus_provisioned',
    title: 'vCPUs provisioned',
    description: "vCPUs of the silo's running instances",
    unit: 'count',
  },
  {
    metric: 'ram_provisioned',
    title: 'Memory provisioned',
    description: "Memory of the silo's running instances",
    unit: 'bytes',
  },
  {
    metric: 'virtual_disk_space_provisioned',
    title: 'Storage provisioned',
    description: "Space of the silo's disks and snapshots",
    unit: 'bytes',
  },
]

export function UtilizationPage() {
  const utilization = useQuery(utilizationQuery)
  const refused = isApiError(utilization.error) && utilization.error.statusCode === 403
  const { refreshNow, ...charted } = useTimeRange('siloMetric', ['utilizationView'])

  return (
    <>
      <PageHeader
        title="Utilization"
        description={
          <>
            What this silo has provisioned against its quota, and how that changed over time.{' '}
            <DocsLink topic="utilization" />
          </>
        }
      />
      {refused ? (
        <EmptyState
          title="You can't view this silo's utilization"
          body="The API refused to show you this silo's quota and usage (Action not authorized). Ask a silo administrator if you need to see them."
        />
      ) : (
        <>
          {utilization.status === 'error' ? (
            <div className="mb-6 space-y-2">
              <ErrorBanner errors={[utilization.error.message]} />
              <Button variant="secondary" size="sm" onClick={() => void utilization.refetch()}>
                Try again
              </Button>
            </div>
          ) : utilization.status === 'pending' ? (
            <div role="status" className="mb-6 flex items-center gap-2 text-ink-muted">
              <Spinner /> Loading utilization…
            </div>
          ) : (
            <div className="mb-6 grid gap-4 md:grid-cols-3">
              {capacities(utilization.data).map((c) => (
                <CapacityCard key={c.title} capacity={c} />
              ))}
            </div>
          )}
          <RangeControls range={charted.range} onRefreshNow={refreshNow} />
          <div className="grid gap-4 xl:grid-cols-2">
            {CHARTS.map((chart) => (
              <MetricHistory key={chart.metric} {...chart} charted={charted} />
            ))}
          </div>
        </>
      )}
    </>
  )
}

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

function MetricHistory({
  metric,
  title,
  description,
  unit,
  charted,
}: (typeof CHARTS)[number] & { charted: Omit<ChartedRange, 'refreshNow'> }) {
  const { range, rangeKey } = charted
  const query = useQuery({
    ...siloMetricQuery(metric, range),
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
      noSeries="Nothing is recorded for this silo."
      emptyHint="The silo had not been created yet, or nothing was recorded then."
      range={range}
      {...chartState(query)}
      series={series}
    />
  )
}
