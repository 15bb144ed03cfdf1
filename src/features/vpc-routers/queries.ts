// Queries only the router screens read. A VPC's routers, and a router's routes, as whole
// lists live in `~/api/queries`.
import { apiq, type OpName } from '~/api/client'
import type { RouteParams } from '~/params'

type P<K extends keyof RouteParams> = Pick<RouteParams, K>

export const routerQuery = ({ project, vpc, router }: P<'project' | 'vpc' | 'router'>) =>
  apiq('vpcRouterView', { path: { router }, query: { project, vpc } })

export const routerRouteQuery = ({ project, vpc, router, route }: P<'project' | 'vpc' | 'router' | 'route'>) =>
  apiq('vpcRouterRouteView', { path: { route }, query: { project, vpc, router } })

/** What a change to a router changes: the lists and the router's own page. */
export const ROUTER_OPS: OpName[] = ['vpcRouterList', 'vpcRouterView']
/** What a change to a route changes; the gateways' "routes to this gateway" read these too. */
export const ROUTER_ROUTE_OPS: OpName[] = ['vpcRouterRouteList', 'vpcRouterRouteView']
