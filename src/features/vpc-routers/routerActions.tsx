import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import type { MenuItem } from '~/ui/Menu'
import { addToast } from '~/ui/Toast'
import { refreshRouters, refreshRoutes, type VpcScope } from './routerQueries'

// The system router and its routes belong to the control plane: it makes them with the
// VPC and keeps them in step with the subnets, so the console offers no way to change them.
export const SYSTEM_ROUTER_REASON = 'System routers cannot be changed'
export const SYSTEM_ROUTE_REASON = 'Routes of the system router cannot be changed'

export const routerLockedReason = (router: VpcRouter) => (router.kind === 'system' ? SYSTEM_ROUTER_REASON : undefined)

/** Why the routes of this router (or this one route) cannot be changed; undefined if they can. */
export const routeLockedReason = (router: VpcRouter, route?: RouterRoute) =>
  router.kind === 'system' || (route && route.kind !== 'custom') ? SYSTEM_ROUTE_REASON : undefined

export function deleteRouter(scope: VpcScope, router: VpcRouter, onDone?: () => void) {
  confirmAction({
    title: 'Delete router',
    content: (
      <>
        Are you sure you want to delete router <strong className="text-ink">{router.name}</strong>? Its routes go with
        it, and subnets using it fall back to the system router. This cannot be undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete router',
    action: async () => {
      await callApi('vpcRouterDelete', { path: { router: router.name }, query: scope })
      onDone?.()
      await Promise.all([refreshRouters(), refreshRoutes()])
      addToast({ title: 'Router deleted', content: router.name })
    },
  })
}

export function routerActions(
  scope: VpcScope,
  router: VpcRouter,
  { onEdit, onDeleted }: { onEdit: () => void; onDeleted?: () => void },
): MenuItem[] {
  const locked = routerLockedReason(router)
  return [
    { label: 'Edit', onSelect: onEdit, disabledReason: locked },
    { label: 'Delete', danger: true, onSelect: () => deleteRouter(scope, router, onDeleted), disabledReason: locked },
  ]
}

export function deleteRoute(scope: VpcScope, router: string, route: RouterRoute) {
  confirmAction({
    title: 'Delete route',
    content: (
      <>
        Are you sure you want to delete route <strong className="text-ink">{route.name}</strong> from router{' '}
        <strong className="text-ink">{router}</strong>? Traffic it matched follows the remaining routes.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete route',
    action: async () => {
      await callApi('vpcRouterRouteDelete', { path: { route: route.name }, query: { ...scope, router } })
      await refreshRoutes()
      addToast({ title: 'Route deleted', content: route.name })
    },
  })
}

export function routeActions(scope: VpcScope, router: VpcRouter, route: RouterRoute, onEdit: () => void): MenuItem[] {
  const locked = routeLockedReason(router, route)
  return [
    { label: 'Edit', onSelect: onEdit, disabledReason: locked },
    {
      label: 'Delete',
      danger: true,
      onSelect: () => deleteRoute(scope, router.name, route),
      disabledReason: locked,
    },
  ]
}
