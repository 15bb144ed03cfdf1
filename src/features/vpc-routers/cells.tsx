import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { RouteDestination, RouterRouteKind, RouteTarget, VpcRouterKind } from '~/api/__generated__/Api'
import { vpcRoutersQuery } from '~/api/queries'
import type { RouteParams } from '~/params'
import { pb } from '~/paths'
import { quiet, rawId } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { endTypeLabel } from './routerRouteBody'

export function RouterKindBadge({ kind }: { kind: VpcRouterKind }) {
  return <Badge color={kind === 'system' ? 'neutral' : 'info'}>{kind}</Badge>
}

export function RouterRouteKindBadge({ kind }: { kind: RouterRouteKind }) {
  return <Badge color={kind === 'custom' ? 'info' : 'neutral'}>{kind.replace('_', ' ')}</Badge>
}

/** One end of a route: what kind of thing it is, and which one. */
export function RouteEnd({ end }: { end: RouteDestination | RouteTarget }) {
  const literal = end.type === 'ip' || end.type === 'ip_net'
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <Badge color="default">{endTypeLabel(end.type)}</Badge>
      {'value' in end && <span className={literal ? 'font-mono text-[13px]' : undefined}>{end.value}</span>}
    </span>
  )
}

/**
 * A router of the VPC by id, by name and linked to its page; its id until the VPC's routers
 * are known, and `none` when there is no id.
 */
export function RouterLink({
  project,
  vpc,
  id,
  none,
}: Pick<RouteParams, 'project' | 'vpc'> & { id?: string | null; none: string }) {
  const routers = useQuery(vpcRoutersQuery(project, vpc))
  if (!id) return quiet(none)
  const router = routers.data?.items.find((r) => r.id === id)
  if (!router) return rawId(id)
  return (
    <Link to={pb.router({ project, vpc, router: router.name })} className="text-info hover:underline">
      {router.name}
    </Link>
  )
}
