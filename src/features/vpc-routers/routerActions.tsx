import { apiCall } from '~/api/apiCall'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { confirmDelete } from '~/actions'
import { scopedDeleteAction } from '~/deleteAction'
import type { RouteParams } from '~/params'
import type { MenuItem } from '~/ui/Menu'

type Vpc = Pick<RouteParams, 'project' | 'vpc'>

// The system router and its routes belong to the control plane: it makes them with the
// VPC and keeps them in step with the subnets, so the console offers no way to change them.
const SYSTEM_ROUTER_REASON = 'System routers cannot be changed'
const SYSTEM_ROUTE_REASON = 'Routes of the system router cannot be changed'

export const routerLockedReason = (router: VpcRouter) => (router.kind === 'system' ? SYSTEM_ROUTER_REASON : undefined)

/** Why the routes of this router (or this one route) cannot be changed; undefined if they can. */
export const routerRouteLockedReason = (router: VpcRouter, route?: RouterRoute) =>
  router.kind === 'system' || (route && route.kind !== 'custom') ? SYSTEM_ROUTE_REASON : undefined

export const deleteRouter = scopedDeleteAction<VpcRouter, Vpc>({
  kind: 'router',
  consequence: 'Its routes go with it, and subnets using it fall back to the system router.',
  call: (router, { project, vpc }) =>
    apiCall('vpcRouterDelete', { path: { router: router.name }, query: { project, vpc } }),
  // not the router's own view: its page may still be open, and is left once the delete is done
  refresh: ['vpcRouterList', 'vpcSubnetList'],
})

/** The row actions of a router; `edit` opens its form. */
export const routerActions = (vpc: Vpc, router: VpcRouter, edit: () => void): MenuItem[] =>
  editAndDelete(routerLockedReason(router), edit, () => deleteRouter(vpc, router))

function deleteRouterRoute({ project, vpc }: Vpc, router: string, route: RouterRoute) {
  confirmDelete({
    kind: 'route',
    name: route.name,
    consequence: `Traffic it matched in router ${router} follows the remaining routes.`,
    call: apiCall('vpcRouterRouteDelete', { path: { route: route.name }, query: { project, vpc, router } }),
    refresh: ['vpcRouterRouteList'],
  })
}

/** The row actions of a route of `router`; `edit` opens its form. */
export const routerRouteActions = (vpc: Vpc, router: VpcRouter, route: RouterRoute, edit: () => void) =>
  editAndDelete(routerRouteLockedReason(router, route), edit, () => deleteRouterRoute(vpc, router.name, route))

/** Edit and Delete, both unavailable for the same reason when the thing is the control plane's. */
const editAndDelete = (locked: string | undefined, edit: () => void, remove: () => void): MenuItem[] => [
  { label: 'Edit', onSelect: edit, disabledReason: locked },
  { label: 'Delete', danger: true, onSelect: remove, disabledReason: locked },
]
