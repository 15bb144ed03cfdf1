// The three metric views, each a grid of the charts `charts.ts` defines for it.
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { instanceQuery } from '../queries'
import { CPU_CHARTS, DISK_CHARTS, NETWORK_CHARTS } from './charts'
import { MetricChart, type ChartDef } from './MetricChart'

function Charts({ defs, wide }: { defs: ChartDef[]; wide?: boolean }) {
  const p = useRouteParams()
  // the instance route's loader fetched it; its id and vCPU count shape every query
  const { data: instance } = usePrefetchedQuery(instanceQuery(p))
  return (
    <div className={wide ? 'grid gap-4' : 'grid gap-4 xl:grid-cols-2'}>
      {defs.map((def) => (
        <MetricChart key={def.title} def={def} project={p.project} instance={instance} />
      ))}
    </div>
  )
}

export const CpuView = () => <Charts defs={CPU_CHARTS} wide />
export const DiskView = () => <Charts defs={DISK_CHARTS} />
export const NetworkView = () => <Charts defs={NETWORK_CHARTS} />
