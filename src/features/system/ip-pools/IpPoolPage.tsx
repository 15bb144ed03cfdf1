import { useQuery } from '@tanstack/react-query'
import { useFleetRefusal } from '~/features/access/permissions'
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { sysPb, type IpPoolTab } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries, loadTogether } from '~/routing'
import { loadTab } from '~/tabLoader'
import { CopyableId } from '~/ui/CopyableId'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
import { Timestamp } from '~/ui/Timestamp'
import { quiet } from '~/table/cells'
import { UsageText } from './cells'
import type { EditOrigin } from '~/forms/useLeaveEdit'
import { deletePool } from './poolActions'
import { poolQuery, poolUtilizationQuery } from './queries'
import { RangesTab, rangesList } from './RangesTab'
import { SilosTab, silosTabLoader } from './SilosTab'
import { usageByFamily } from './utilization'

const tabOf = (search: URLSearchParams): IpPoolTab => (search.get('tab') === 'silos' ? 'silos' : 'ranges')

export const ipPoolLoader = loadTogether(
  loadQueries((p) => [poolQuery(p), poolUtilizationQuery(p.pool)]),
  loadTab(tabOf, { ranges: rangesList.loader, silos: silosTabLoader }),
)

const TABS: [IpPoolTab, string][] = [
  ['ranges', 'Ranges'],
  ['silos', 'Linked silos'],
]

/** How full the pool is, per family; a family without ranges says so. */
function Utilization({ pool }: { pool: string }) {
  const { data } = useQuery(poolUtilizationQuery(pool))
  if (!data) return quiet('Loading…')
  const { v4, v6 } = usageByFamily(data)
  return (
    <span className="flex flex-col gap-1">
      <span>
        IPv4: <UsageText usage={v4} />
      </span>
      <span>
        IPv6: <UsageText usage={v6} />
      </span>
    </span>
  )
}

/** A pool's properties over its two tabs, ranges and linked silos (`?tab=silos`). */
export function IpPoolPage() {
  const p = useRouteParams()
  const { pathname, search } = useLocation()
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const { data: pool } = usePrefetchedQuery(poolQuery(p))
  const tab = tabOf(searchParams)

  return (
    <>
      <ResourceHeader
        kind="IP pool"
        resource={pool}
        docs="ipPools"
        edit={{ to: sysPb.ipPoolEdit(p), state: { returnTo: pathname + search } satisfies EditOrigin }}
        remove={{ label: 'Delete IP pool', onClick: () => deletePool(pool, () => navigate(pb.ipPools())) }}
        refusal={useFleetRefusal('edit and delete IP pools')}
        properties={[
          ['Utilization', <Utilization pool={p.pool} />],
          ['Created', <Timestamp date={pool.timeCreated} />],
          ['Modified', <Timestamp date={pool.timeModified} />],
          ['ID', <CopyableId id={pool.id} label="Copy IP pool ID" />],
        ]}
      />
      <TabNav label="IP pool sections" tabs={TABS.map(([key, label]) => [sysPb.ipPool(p, key), label, tab === key])} />
      {tab === 'silos' ? <SilosTab pool={pool.name} /> : <RangesTab pool={pool.name} />}
      <Outlet />
    </>
  )
}
