/**
 * One chart on a card: its heading, the states of its data (loading, error, empty, drawn)
 * and, once drawn, the summary table that is both its legend and its text alternative.
 * It fetches nothing: the instance metrics and the silo utilization each feed it series.
 */
import { Suspense, useId, useMemo, useState, type ReactNode } from 'react'
import { Button } from '~/ui/Button'
import { CodeModal } from '~/ui/CodeModal'
import { cn } from '~/ui/cn'
import { EmptyState } from '~/ui/EmptyState'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Spinner } from '~/ui/Spinner'
import { dateZone } from '~/preferences/dateZone'
import { useColorScheme } from './useColorScheme'
import { formatDateTime } from '~/util/dates'
import { formatValue, hasPoints, percentAxisMax, summarize, toAligned, type Series, type Unit } from './series'
import type { TimeRange } from './timeRange'
import { lazyPart } from '~/ui/splitModule'
import { chartCode } from './chartCode'

const HEIGHT = 244 // the chart and its hover readout, so nothing jumps when it arrives
// without its drawing's code, the chart says so in its place; its figures stay in the table
const UPlotChart = lazyPart(
  chartCode,
  'UPlotChart',
  () => (
    <p className="flex items-center justify-center text-center text-ink-muted" style={{ height: HEIGHT }}>
      The chart could not be drawn: its code did not load. Its figures are in the table below.
    </p>
  ),
)

/** Series colours in the order series are listed, distinct on each theme's surface. */
const PALETTES = {
  dark: ['#48d597', '#8ab4f8', '#f5c26b', '#f0787c', '#c58af9'],
  light: ['#066c44', '#1b59ad', '#9a6300', '#b3252a', '#8a3fb0'],
}

export type ChartCardProps = {
  title: string
  /** the line under the heading: what is charted, and how it was sampled */
  description: string
  /** how the summary's numbers were taken, for its caption: "per 30 s window" */
  summaryOf: string
  unit: Unit
  range: TimeRange
  status: 'pending' | 'error' | 'success'
  error: Error | null
  /** an answer is on its way while an older one is shown */
  updating: boolean
  onRetry: () => void
  series: Series[] | undefined
  /** said when the answer has no series at all, e.g. an instance without disks */
  noSeries: string
  /** added to "Nothing was recorded between …" when a range has no points */
  emptyHint?: string
  /** the query behind the chart, shown on request */
  query?: { code: string; description: string }
}

export function ChartCard(props: ChartCardProps) {
  const { title, status, series } = props
  const headingId = useId()
  const [showQuery, setShowQuery] = useState(false)
  const zone = dateZone.use()

  let body: ReactNode
  if (status === 'pending' || (status === 'error' && !series)) {
    body =
      status === 'pending' ? (
        <div role="status" className="flex items-center justify-center gap-2 text-ink-muted" style={{ height: HEIGHT }}>
          <Spinner /> Loading {title.toLowerCase()}…
        </div>
      ) : (
        <ChartError message={props.error?.message} onRetry={props.onRetry} />
      )
  } else if (!series || !hasPoints(series)) {
    const between =
      `Nothing was recorded between ${formatDateTime(new Date(props.range.startMs), { zone })} and ` +
      `${formatDateTime(new Date(props.range.endMs), { zone })}.`
    body = (
      <EmptyState
        title="No data for this time range"
        body={
          series && series.length === 0 ? props.noSeries : props.emptyHint ? `${between} ${props.emptyHint}` : between
        }
      />
    )
  } else {
    body = (
      <>
        {status === 'error' && <ChartError message={props.error?.message} onRetry={props.onRetry} />}
        <ChartWithSummary {...props} series={series} />
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
            {title}
          </h2>
          <p className="text-[13px] text-ink-muted">{props.description}</p>
        </div>
        <div className="flex items-center gap-2">
          {props.updating && status !== 'pending' && (
            <span className="text-ink-muted" title="Updating">
              <Spinner label="Updating" />
            </span>
          )}
          {/* several charts share a page: the name says whose query; it starts with the visible text */}
          {props.query && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Show query for ${title}`}
              onClick={() => setShowQuery(true)}
            >
              Show query
            </Button>
          )}
        </div>
      </div>
      {body}
      {props.query && (
        <CodeModal
          title={`${title} query`}
          description={props.query.description}
          code={props.query.code}
          open={showQuery}
          onDismiss={() => setShowQuery(false)}
        />
      )}
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
  title,
  summaryOf,
  unit,
  series,
  updating,
}: Pick<ChartCardProps, 'title' | 'summaryOf' | 'unit' | 'updating'> & { series: Series[] }) {
  const palette = PALETTES[useColorScheme()]
  const chart = useMemo(() => {
    const peak = Math.max(0, ...series.map((s) => summarize(s.points).peak ?? 0))
    return {
      data: toAligned(series),
      series: series.map((s, i) => ({ label: s.label, color: palette[i % palette.length] })),
      yMax: unit === 'percent' ? percentAxisMax(peak) : undefined,
    }
  }, [series, unit, palette])

  return (
    <>
      <div className={cn('transition-opacity', updating && 'opacity-60')} data-testid="chart">
        <Suspense fallback={<div style={{ height: HEIGHT }} />}>
          <UPlotChart data={chart.data} series={chart.series} unit={unit} yMax={chart.yMax} />
        </Suspense>
      </div>
      {/* the legend for everyone and the chart's text alternative for screen readers */}
      <table className="mt-3 w-full text-left text-[13px]">
        <caption className="sr-only">
          {title}: latest, peak and average {summaryOf}
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
            const show = (v: number | null) => (v === null ? '–' : formatValue(v, unit))
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
