import { useProjectRefusal } from '~/features/access/permissions'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { vpcRoutersQuery } from '~/api/queries'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { CopyableId } from '~/ui/CopyableId'
import { ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
import { Timestamp } from '~/ui/Timestamp'
import { mono } from '~/table/cells'
import { RouterLink } from '../vpc-routers/cells'
import { vpcQuery } from './queries'
import { deleteVpc } from './vpcActions'
import type { EditOrigin } from '~/forms/useLeaveEdit'

// the system router's name in the header: with the VPC, not once the header has rendered
export const vpcLoader = loadQueries(
  (p) => [vpcQuery(p)],
  (p) => [vpcRoutersQuery(p.project, p.vpc)],
)

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

/** A VPC's properties over its four tabs; the tabs render in the outlet. */
export function VpcPage() {
  const p = useRouteParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { data: vpc } = usePrefetchedQuery(vpcQuery(p))
  const refusal = useProjectRefusal(p.project, 'edit and delete VPCs')

  return (
    <>
      <ResourceHeader
        kind="VPC"
        resource={vpc}
        edit={{ to: pb.vpcEdit(p), state: { returnTo: pathname } satisfies EditOrigin }}
        remove={{ label: 'Delete VPC', onClick: () => deleteVpc(p.project, vpc, () => navigate(pb.vpcs(p))) }}
        refusal={refusal}
        properties={[
          ['DNS name', mono(vpc.dnsName)],
          ['IPv6 prefix', mono(vpc.ipv6Prefix)],
          ['System router', <RouterLink project={p.project} vpc={vpc.name} id={vpc.systemRouterId} none="None" />],
          ['Created', <Timestamp date={vpc.timeCreated} />],
          ['Modified', <Timestamp date={vpc.timeModified} />],
          ['ID', <CopyableId id={vpc.id} label="Copy VPC ID" />],
        ]}
      />
      <TabNav
        label="VPC sections"
        tabs={TABS.map(([build, label]) => [build(p), label, isCurrent(pathname, build(p))])}
      />
      <Outlet />
    </>
  )
}
