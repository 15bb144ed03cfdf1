import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react'
import { apiq } from '~/api/client'
import { Button } from '~/ui/Button'
import { CodeModal } from '~/ui/CodeModal'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Spinner } from '~/ui/Spinner'
import { formatDateTime } from '~/util/dates'
import { useMetricsContext } from './context'
import {
  buildOxql,
  extractSeries,
  formatValue,
  hasPoints,
  orderSeries,
  percentAxisMax,
  summarize,
  toAligned,
  type QueryShape,
  type Series,
  type Unit,
} from './series'
import { describeWindow, type TimeRange } from './timeRange'

const UPlotChart = lazy(() => import('./UPlotChart'))
const HEIGHT = 244 // the chart and its hover readout, so nothing jumps when it arrives

/** Distinct on the dark theme, in the order series are listed. */
const PALETTE = ['#48d597', '#8ab4f8', '#f5c26b', '#f0787c', '#c58af9']

export type ChartDef = {
  title: string
  /** what is charted, for the line under the heading */
  description: string
  shape: Omit<QueryShape, 'instanceId'>
  unit: Unit
  /** the field that names each series; without it the chart has one series named `title` */
  labelField?: string
  /** series order (and so colour) when labelled, e.g. vCPU states */
  order?: readonly string[]
  /** from the answer's values per window to what is charted, e.g. nanoseconds to percent */
  transform?: (series: Series[], ctx: { windowSec: number; ncpus: number }) => Series[]
  /** said when the answer has no series at all, e.g. an instance without disks */
  noSeries: string
}

type Props = { def: ChartDef; project: string; instance: { id: string; ncpus: number } }

/** One chart: its query, and the states of its answer (loading, error, empty, data). */
export function MetricChart({ def, project, instance }: Props) {
  const { range, windowSec, rangeKey } = useMetricsContext()
  const oxql = buildOxql({ ...def.shape, instanceId: instance.id }, range, windowSec)
  const query = useQuery({
    ...apiq('timeseriesQuery', { query: { project }, body: { query: oxql } }),
    meta: { rangeKey },
    // A refresh moves a preset's window and so changes the key: keep the old chart up,
    // dimmed, until the new answer is in, rather than flashing a loading state. Not for
    // another range, though: its data has another window, and would be drawn (and turned
    // into percentages) as if it had this one.
    placeholderData: (previous, previousQuery) => (previousQuery?.meta?.rangeKey === rangeKey ? previous : undefined),
  })

  const series = useMemo(() => {
    if (!query.data) return undefined
    const raw = extractSeries(query.data, def.labelField)
    const named = def.labelField ? orderSeries(raw, def.order ?? []) : raw.map((s) => ({ ...s, label: def.title }))
    return def.transform ? def.transform(named, { windowSec, ncpus: instance.ncpus }) : named
  }, [query.data, def, windowSec, instance.ncpus])

  return (
    <ChartCard
      def={def}
      oxql={oxql}
      range={range}
      windowSec={windowSec}
      status={query.status}
      error={query.error}
      updating={query.isPlaceholderData || (query.isFetching && !query.isPending)}
      onRetry={() => void query.refetch()}
      series={series}
    />
  )
}

type CardProps = {
  def: ChartDef
  oxql: string
  range: TimeRange
  windowSec: number
  status: 'pending' | 'error' | 'success'
  error: Error | null
  updating: boolean
  onRetry: () => void
  series: Series[] | undefined
}

/** The card itself, apart from fetching, so each state can be tested on its own. */
export function ChartCard(props: CardProps) {
  const { def, oxql, status, series } = props
  const headingId = useId()
  const [showQuery, setShowQuery] = useState(false)

  let body: ReactNode
  if (status === 'pending' || (status === 'error' && !series)) {
    body =
      status === 'pending' ? (
        <div role="status" className="flex items-center justify-center gap-2 text-ink-muted" style={{ height: HEIGHT }}>
          <Spinner /> Loading {def.title.toLowerCase()}…
        </div>
      ) : (
        <ChartError message={props.error?.message} onRetry={props.onRetry} />
      )
  } else if (!series || !hasPoints(series)) {
    body = (
      <EmptyState
        title="No data for this time range"
        body={
          series && series.length === 0
            ? def.noSeries
            : `Nothing was recorded between ${formatDateTime(new Date(props.range.startMs))} and ` +
              `${formatDateTime(new Date(props.range.endMs))}. An instance reports metrics only while it runs.`
        }
      />
    )
  } else {
    body = (
      <>
        {status === 'error' && <ChartError message={props.error?.message} onRetry={props.onRetry} />}
        <ChartWithSummary def={def} series={series} windowSec={props.windowSec} updating={props.updating} />
      </>
    )
  }

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={status === 'pending' || props.updating || undefined}
      className="rounded-lg border border-line p-4"
    >
      <div className="mb-3 flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold">
            {def.title}
          </h2>
          <p className="text-[13px] text-ink-muted">
            {def.description}, per {describeWindow(props.windowSec)} window
          </p>
        </div>
        <div className="flex items-center gap-2">
          {props.updating && status !== 'pending' && (
            <span className="text-ink-muted" title="Updating">
              <Spinner label="Updating" />
            </span>
          )}
          {/* several charts share a page: the name says whose query; it starts with the visible text */}
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Show query for ${def.title}`}
            onClick={() => setShowQuery(true)}
          >
            Show query
          </Button>
        </div>
      </div>
      {body}
      <CodeModal
        title={`${def.title} query`}
        description="The OxQL query this chart sends to the timeseries query endpoint."
        code={oxql}
        open={showQuery}
        onDismiss={() => setShowQuery(false)}
      />
    </section>
  )
}

function ChartError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div className="mb-3 space-y-2">
      <ErrorBanner errors={[message || 'Could not load this chart']} />
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

function ChartWithSummary({
  def,
  series,
  windowSec,
  updating,
}: {
  def: ChartDef
  series: Series[]
  windowSec: number
  updating: boolean
}) {
  const chart = useMemo(() => {
    const peak = Math.max(0, ...series.map((s) => summarize(s.points).peak ?? 0))
    return {
      data: toAligned(series),
      series: series.map((s, i) => ({ label: s.label, color: PALETTE[i % PALETTE.length] })),
      yMax: def.unit === 'percent' ? percentAxisMax(peak) : undefined,
    }
  }, [series, def.unit])

  return (
    <>
      <div className={cn('transition-opacity', updating && 'opacity-60')} data-testid="chart">
        <Suspense fallback={<div style={{ height: HEIGHT }} />}>
          <UPlotChart data={chart.data} series={chart.series} unit={def.unit} yMax={chart.yMax} />
        </Suspense>
      </div>
      {/* the legend for everyone and the chart's text alternative for screen readers */}
      <table className="mt-3 w-full text-left text-[13px]">
        <caption className="sr-only">
          {def.title}: latest, peak and average per {describeWindow(windowSec)} window
        </caption>
        <thead className="text-[12px] text-ink-muted">
          <tr>
            {['Series', 'Latest', 'Peak', 'Average'].map((heading, i) => (
              <th key={heading} scope="col" className={cn('py-1 font-medium', i > 0 && 'text-right')}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((s, i) => {
            const sum = summarize(s.points)
            const show = (v: number | null) => (v === null ? '–' : formatValue(v, def.unit))
            return (
              <tr key={s.label} className="border-t border-line">
                <th scope="row" className="py-1 font-normal">
                  <span aria-hidden="true" style={{ color: chart.series[i].color }}>
                    ●{' '}
                  </span>
                  {s.label}
                </th>
                {[sum.latest, sum.peak, sum.mean].map((v, j) => (
                  <td key={j} className="py-1 text-right tabular-nums">
                    {show(v)}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </>
  )
}
