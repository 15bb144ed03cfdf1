import { NavLink, Outlet, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { isTransitioning } from '~/api/capabilities'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/CopyButton'
import { Menu } from '~/ui/Menu'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { InstanceState } from './cells'
import { useInstanceActions } from './instanceActions'
import { instanceQuery } from './instanceQueries'

export async function instanceLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(instanceQuery(params.project!, params.instance!))
  return null
}

// the tabs this build has; the rest of SPEC section 2's list joins as it lands
const TABS = [
  ['storage', 'Storage'],
  ['networking', 'Networking'],
  ['metrics', 'Metrics'],
  ['connect', 'Connect'],
  ['settings', 'Settings'],
] as const

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-[12px] tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 truncate">{children}</dd>
    </div>
  )
}

export function InstancePage() {
  const { project = '', instance: name = '' } = useParams()
  const navigate = useNavigate()
  const { data: instance } = usePrefetchedQuery({
    ...instanceQuery(project, name),
    // follow a start, stop or reboot to its end
    refetchInterval: (q) => (q.state.data && isTransitioning(q.state.data.runState) ? 1000 : false),
  })
  const actions = useInstanceActions(project, { onDeleted: () => navigate(`/projects/${project}/instances`) })

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
      <dl className="mb-6 grid grid-cols-2 gap-4 rounded-lg border border-line p-4 md:grid-cols-3 lg:grid-cols-6">
        <Fact label="CPUs">{instance.ncpus}</Fact>
        <Fact label="Memory">{formatBytes(instance.memory)}</Fact>
        <Fact label="Hostname">{instance.hostname}</Fact>
        <Fact label="Created">
          <Timestamp date={instance.timeCreated} />
        </Fact>
        <div className="col-span-2 min-w-0">
          <dt className="text-[12px] tracking-wide text-ink-muted uppercase">ID</dt>
          <dd className="mt-0.5 flex items-center gap-2">
            <span className="truncate font-mono text-[13px]">{instance.id}</span>
            <CopyButton text={instance.id} label="Copy ID" iconOnly />
          </dd>
        </div>
      </dl>
      <nav aria-label="Instance sections" className="mb-5 flex gap-1 border-b border-line">
        {TABS.map(([path, label]) => (
          <NavLink
            key={path}
            to={path}
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
