import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, Outlet, useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { Vpc } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { Button, buttonClass } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { CopyButton } from '~/ui/CopyButton'
import { Timestamp } from '~/ui/Timestamp'
import { vpcPath, vpcQuery, vpcRoutersQuery } from './queries'
import { deleteVpc } from './vpcActions'

export async function vpcLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(vpcQuery(params.project!, params.vpc!))
  return null
}

const TABS = [
  ['firewall-rules', 'Firewall rules'],
  ['subnets', 'Subnets'],
  ['routers', 'Routers'],
  ['internet-gateways', 'Internet gateways'],
] as const

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-[12px] tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  )
}

/** The system router by name, linked to its page; its id until the routers are known. */
function SystemRouter({ project, vpc }: { project: string; vpc: Vpc }) {
  const routers = useQuery(vpcRoutersQuery(project, vpc.name))
  const router = routers.data?.items.find((r) => r.id === vpc.systemRouterId)
  if (!router) return <span className="font-mono text-[13px]">{vpc.systemRouterId}</span>
  return (
    <Link to={`${vpcPath(project, vpc.name)}/routers/${router.name}`} className="text-info hover:underline">
      {router.name}
    </Link>
  )
}

/**
 * A tab is current on its list and on the forms and details under it: `subnets`,
 * `subnets-new` and `subnets/x/edit` all belong to Subnets.
 */
function currentTab(pathname: string, base: string): string | undefined {
  const rest = pathname.slice(base.length + 1).split('/')[0]
  return TABS.find(([path]) => rest === path || rest.startsWith(`${path}-`))?.[0]
}

/** A VPC's properties over its four tabs; the tabs render in the outlet. */
export function VpcPage() {
  const { project = '', vpc: name = '' } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const vpc = usePrefetchedQuery(vpcQuery(project, name)).data
  const base = vpcPath(project, name)
  const current = currentTab(pathname, base)

  return (
    <>
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div>
          <div className="text-[12px] tracking-wide text-ink-muted uppercase">VPC</div>
          <h1 className="text-2xl font-semibold tracking-tight">{vpc.name}</h1>
          {vpc.description && <p className="mt-1 text-ink-muted">{vpc.description}</p>}
        </div>
        <div className="flex items-center gap-2">
          <Link to={`${base}/edit`} state={{ returnTo: pathname }} className={buttonClass('secondary')}>
            Edit VPC
          </Link>
          <Button
            variant="secondary"
            onClick={() => deleteVpc(project, vpc, () => navigate(`/projects/${project}/vpcs`))}
          >
            Delete VPC
          </Button>
        </div>
      </div>
      <dl
        aria-label="VPC properties"
        className="mb-6 grid grid-cols-2 gap-4 rounded-lg border border-line p-4 lg:grid-cols-4"
      >
        <Fact label="DNS name">
          <span className="font-mono text-[13px]">{vpc.dnsName}</span>
        </Fact>
        <Fact label="IPv6 prefix">
          <span className="font-mono text-[13px] whitespace-nowrap">{vpc.ipv6Prefix}</span>
        </Fact>
        <Fact label="System router">
          <SystemRouter project={project} vpc={vpc} />
        </Fact>
        <Fact label="Created">
          <Timestamp date={vpc.timeCreated} />
        </Fact>
        <Fact label="Modified">
          <Timestamp date={vpc.timeModified} />
        </Fact>
        <Fact label="ID" wide>
          <span className="flex items-center gap-2">
            <span className="truncate font-mono text-[13px]">{vpc.id}</span>
            <CopyButton text={vpc.id} label="Copy VPC ID" iconOnly />
          </span>
        </Fact>
      </dl>
      <nav aria-label="VPC sections" className="mb-5 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map(([path, label]) => (
          <Link
            key={path}
            to={`${base}/${path}`}
            aria-current={current === path ? 'page' : undefined}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 whitespace-nowrap text-ink-muted hover:text-ink',
              current === path ? 'border-accent font-medium text-ink' : 'border-transparent',
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  )
}
