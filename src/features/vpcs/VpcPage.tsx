import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { Button, buttonClass } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { Timestamp } from '~/ui/Timestamp'
import { RouterLink } from '../vpc-routers/cells'
import { vpcQuery } from './queries'
import { deleteVpc } from './vpcActions'
import type { VpcEditOrigin } from './VpcForms'

export const vpcLoader = loadQueries((p) => [vpcQuery(p)])

const TABS: [build: (p: Pick<RouteParams, 'project' | 'vpc'>) => string, label: string][] = [
  [pb.firewallRules, 'Firewall rules'],
  [pb.subnets, 'Subnets'],
  [pb.routers, 'Routers'],
  [pb.gateways, 'Internet gateways'],
]

/**
 * A tab is current on its list and on the forms and details under it: `subnets`,
 * `subnets-new` and `subnets/x/edit` all belong to Subnets.
 */
const isCurrent = (pathname: string, tab: string) =>
  pathname === tab || pathname.startsWith(`${tab}/`) || pathname.startsWith(`${tab}-`)

const mono = (value: string) => <span className="font-mono text-[13px]">{value}</span>

/** A VPC's properties over its four tabs; the tabs render in the outlet. */
export function VpcPage() {
  const p = useRouteParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { data: vpc } = usePrefetchedQuery(vpcQuery(p))

  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">VPC</div>
          <h1 className="text-2xl font-semibold tracking-tight">{vpc.name}</h1>
          {vpc.description && <p className="mt-1 text-ink-muted">{vpc.description}</p>}
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={pb.vpcEdit(p)}
            state={{ returnTo: pathname } satisfies VpcEditOrigin}
            className={buttonClass('secondary')}
          >
            Edit VPC
          </Link>
          <Button variant="secondary" onClick={() => deleteVpc(p.project, vpc, () => navigate(pb.vpcs(p)))}>
            Delete VPC
          </Button>
        </div>
      </div>
      <div className="mb-6">
        <PropertyList
          items={[
            ['DNS name', mono(vpc.dnsName)],
            ['IPv6 prefix', mono(vpc.ipv6Prefix)],
            ['System router', <RouterLink project={p.project} vpc={vpc.name} id={vpc.systemRouterId} none="None" />],
            ['Created', <Timestamp date={vpc.timeCreated} />],
            ['Modified', <Timestamp date={vpc.timeModified} />],
            ['ID', <CopyableId id={vpc.id} label="Copy VPC ID" />],
          ]}
        />
      </div>
      <nav aria-label="VPC sections" className="mb-5 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map(([build, label]) => {
          const to = build(p)
          const current = isCurrent(pathname, to)
          return (
            <Link
              key={label}
              to={to}
              aria-current={current ? 'page' : undefined}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 whitespace-nowrap text-ink-muted hover:text-ink',
                current ? 'border-accent font-medium text-ink' : 'border-transparent',
              )}
            >
              {label}
            </Link>
          )
        })}
      </nav>
      <Outlet />
    </>
  )
}
