import { NavLink, Outlet, useNavigate } from 'react-router'
import { isTransitioning } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { cn } from '~/ui/cn'
import { CopyableId } from '~/ui/CopyableId'
import { Menu } from '~/ui/Menu'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { InstanceState } from './cells'
import { useInstanceActions } from './instanceActions'
import { instanceQuery } from './queries'

export const instanceLoader = loadQueries((p) => [instanceQuery(p)])

// the tabs this build has; the rest of SPEC section 2's list joins as it lands
const TABS = [
  [pb.instanceStorage, 'Storage'],
  [pb.instanceNetworking, 'Networking'],
  [pb.instanceMetrics, 'Metrics'],
  [pb.instanceConnect, 'Connect'],
  [pb.instanceSettings, 'Settings'],
] as const

export function InstancePage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { data: instance } = usePrefetchedQuery({
    ...instanceQuery(p),
    // follow a start, stop or reboot to its end
    refetchInterval: (q) => (q.state.data && isTransitioning(q.state.data.runState) ? 1000 : false),
  })
  const actions = useInstanceActions(p.project, { onDeleted: () => navigate(pb.instances(p)) })

  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">{instance.name}</h1>
          <InstanceState instance={instance} />
        </div>
        <Menu
          items={actions(instance)}
          trigger={
            <button type="button" className="rounded-md border border-line-strong bg-raised px-3 py-1.5 hover:bg-line">
              Instance actions ▾
            </button>
          }
        />
      </div>
      <div className="mb-6">
        <PropertyList
          items={[
            ['CPUs', instance.ncpus],
            ['Memory', formatBytes(instance.memory)],
            ['Hostname', instance.hostname],
            ['Created', <Timestamp date={instance.timeCreated} />],
            ['ID', <CopyableId id={instance.id} label="Copy instance ID" />],
          ]}
        />
      </div>
      <nav aria-label="Instance sections" className="mb-5 flex gap-1 border-b border-line">
        {TABS.map(([to, label]) => (
          <NavLink
            key={label}
            to={to(p)}
            className={({ isActive }) =>
              cn(
                '-mb-px border-b-2 px-3 py-2 text-ink-muted hover:text-ink',
                isActive ? 'border-accent font-medium text-ink' : 'border-transparent',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  )
}
