import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { apiq } from '~/api/client'
import { ChartCard } from '~/charts/ChartCard'
import { chartState, keepWhileRefreshing } from '~/charts/chartQuery'
import type { Series, Unit } from '~/charts/series'
import { describeWindow } from '~/charts/timeRange'
import { useMetricsContext } from './context'
import { buildOxql, extractSeries, orderSeries, type QueryShape } from './series'

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

/** One chart of an instance: its OxQL query, its answer as series, drawn by the shared card. */
export function MetricChart({ def, project, instance }: Props) {
  const { range, windowSec, rangeKey } = useMetricsContext()
  const oxql = buildOxql({ ...def.shape, instanceId: instance.id }, range, windowSec)
  const query = useQuery({
    ...apiq('timeseriesQuery', { query: { project }, body: { query: oxql } }),
    ...keepWhileRefreshing(rangeKey),
  })

  const series = useMemo(() => {
    if (!query.data) return undefined
    const raw = extractSeries(query.data, def.labelField)
    const named = def.labelField ? orderSeries(raw, def.order ?? []) : raw.map((s) => ({ ...s, label: def.title }))
    return def.transform ? def.transform(named, { windowSec, ncpus: instance.ncpus }) : named
  }, [query.data, def, windowSec, instance.ncpus])

  const perWindow = `per ${describeWindow(windowSec)} window`
  return (
    <ChartCard
      title={def.title}
      description={`${def.description}, ${perWindow}`}
      summaryOf={perWindow}
      unit={def.unit}
      noSeries={def.noSeries}
      emptyHint="An instance reports metrics only while it runs."
      query={{ code: oxql, description: 'The OxQL query this chart sends to the timeseries query endpoint.' }}
      range={range}
      {...chartState(query)}
      series={series}
    />
  )
}
