import { useQuery } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb, type IpPoolTab } from '~/paths'
import { loadQueries } from '~/routing'
import { Button, buttonClass } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { quiet } from '~/table/cells'
import { UsageText } from './cells'
import type { PoolEditOrigin } from './IpPoolForms'
import { deletePool } from './poolActions'
import { poolQuery, poolUtilizationQuery } from './queries'
import { RangesTab, rangesList } from './RangesTab'
import { SilosTab, silosList, silosListNeeds } from './SilosTab'
import { usageByFamily } from './utilization'

const tabOf = (search: URLSearchParams): IpPoolTab => (search.get('tab') === 'silos' ? 'silos' : 'ranges')

export const ipPoolLoader = async (args: Parameters<typeof rangesList.loader>[0]) => {
  const tab = tabOf(new URL(args.request.url).searchParams)
  await Promise.all([
    loadQueries((p) => [poolQuery(p), poolUtilizationQuery(p.pool)])(args),
    tab === 'silos' ? silosList.loader(args) : rangesList.loader(args),
    tab === 'silos' ? silosListNeeds() : null,
  ])
  return null
}

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
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">IP pool</div>
          <h1 className="text-2xl font-semibold tracking-tight">{pool.name}</h1>
          {pool.description && <p className="mt-1 text-ink-muted">{pool.description}</p>}
        </div>
        <div className="flex items-center gap-2">
          <DocsLink topic="ipPools" />
          <Link
            to={pb.ipPoolEdit(p)}
            state={{ returnTo: pathname + search } satisfies PoolEditOrigin}
            className={buttonClass('secondary')}
          >
            Edit IP pool
          </Link>
          <Button variant="secondary" onClick={() => deletePool(pool, () => navigate(pb.ipPools()))}>
            Delete IP pool
          </Button>
        </div>
      </div>
      <div className="mb-6">
        <PropertyList
          items={[
            ['Utilization', <Utilization pool={p.pool} />],
            ['Created', <Timestamp date={pool.timeCreated} />],
            ['Modified', <Timestamp date={pool.timeModified} />],
            ['ID', <CopyableId id={pool.id} label="Copy IP pool ID" />],
          ]}
        />
      </div>
      <nav aria-label="IP pool sections" className="mb-5 flex gap-1 border-b border-line">
        {TABS.map(([key, label]) => (
          <Link
            key={key}
            to={pb.ipPool(p, key)}
            aria-current={tab === key ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 whitespace-nowrap text-ink-muted hover:text-ink',
              tab === key ? 'border-accent font-medium text-ink' : 'border-transparent',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'silos' ? <SilosTab pool={pool.name} /> : <RangesTab pool={pool.name} />}
      <Outlet />
    </>
  )
}
