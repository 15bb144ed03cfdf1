import type { RouteDestination, RouterRouteKind, RouteTarget, VpcRouterKind } from '~/api/__generated__/Api'
import { Badge } from '~/ui/Badge'
import { endTypeLabel } from './routeBody'

export function RouterKindBadge({ kind }: { kind: VpcRouterKind }) {
  return <Badge color={kind === 'system' ? 'neutral' : 'info'}>{kind}</Badge>
}

export function RouteKindBadge({ kind }: { kind: RouterRouteKind }) {
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
