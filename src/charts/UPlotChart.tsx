/**
 * The one module that imports uPlot. It is loaded with React.lazy from MetricChart, so the
 * library and its stylesheet come down only when a chart is first drawn, not with the
 * console's first load nor with the metrics tab's own chunk.
 */
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { dateZone } from '~/preferences/dateZone'
import { themeColor } from '~/ui/colorScheme'
import { useColorScheme } from './useColorScheme'
import { formatDateTime } from '~/util/dates'
import { byteTickSteps, formatValue, type Unit } from './series'

const CHART_HEIGHT = 220

export type ChartProps = {
  /** uPlot's layout: x in seconds, then one y array per series */
  data: uPlot.AlignedData
  series: { label: string; color: string }[]
  unit: Unit
  /** a fixed y maximum (the percentage axis); otherwise the data's, rounded by uPlot */
  yMax?: number
}

export function chartOptions(
  width: number,
  props: ChartProps,
  zone: 'local' | 'utc',
  onHover: (idx: number | null) => void,
): uPlot.Options {
  const format = (v: number) => formatValue(v, props.unit)
  // the theme's colours (src/app.css) as they are now: a canvas cannot follow CSS variables
  const axis = themeColor('--color-ink-muted')
  const grid = themeColor('--color-line')
  return {
    width,
    // the time axis reads in the zone the user chose, like every date of the console
    ...(zone === 'utc' ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC') } : {}),
    height: CHART_HEIGHT,
    legend: { show: false }, // the summary table under the chart is the legend
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: true },
      // counters never go below zero; start there so small changes do not look dramatic
      y: { range: (_u, _min, max) => [0, props.yMax ?? (max > 0 ? max * 1.1 : 1)] },
    },
    axes: [
      { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } },
      {
        stroke: axis,
        grid: { stroke: grid, width: 1 },
        ticks: { stroke: grid, width: 1 },
        size: 70,
        values: (_u, splits) => splits.map(format),
        ...(props.unit === 'bytes' ? { incrs: byteTickSteps() } : {}),
      },
    ],
    series: [
      {},
      ...props.series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 1.5,
        points: { show: false },
        value: (_u: uPlot, v: number | null) => (v === null ? '–' : format(v)),
      })),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  }
}

/** A line chart; the readout above it shows the values under the pointer. */
export function UPlotChart(props: ChartProps) {
  const el = useRef<HTMLDivElement>(null)
  const [hover, setHover] = useState<number | null>(null)
  const scheme = useColorScheme()
  const zone = dateZone.use()

  // A new chart for new data, settings, theme or time zone: simpler than patching one, and
  // cheap at a few hundred points. The parent memoises its props, so this runs only when they
  // change.
  useEffect(() => {
    const node = el.current!
    const plot = new uPlot(chartOptions(node.clientWidth, props, zone, setHover), props.data, node)
    const resize = new ResizeObserver(() => plot.setSize({ width: node.clientWidth, height: CHART_HEIGHT }))
    resize.observe(node)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
    // props is rebuilt only when one of these changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.data, props.series, props.unit, props.yMax, scheme, zone])

  const x = hover !== null ? props.data[0][hover] : undefined
  return (
    <div>
      <div className="mb-1 flex h-5 flex-wrap gap-x-4 text-[12px] text-ink-muted" aria-hidden="true">
        {x !== undefined && (
          <>
            <span>{formatDateTime(new Date(x * 1000), { zone })}</span>
            {props.series.map((s, i) => {
              const v = props.data[i + 1][hover!]
              return (
                <span key={s.label}>
                  <span style={{ color: s.color }}>●</span> {s.label} {v == null ? '–' : formatValue(v, props.unit)}
                </span>
              )
            })}
          </>
        )}
      </div>
      {/* the summary table says what the canvas shows; screen readers skip the drawing */}
      <div ref={el} aria-hidden="true" style={{ height: CHART_HEIGHT }} />
    </div>
  )
}
