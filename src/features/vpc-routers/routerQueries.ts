import type { Params } from 'react-router'
import { apiq, invalidate } from '~/api/client'

/** The VPC every page here lives in, from the route params. */
export type VpcScope = { project: string; vpc: string }

export const vpcScope = (params: Params): VpcScope => ({ project: params.project ?? '', vpc: params.vpc ?? '' })

export const routersPath = ({ project, vpc }: VpcScope) => `/projects/${project}/vpcs/${vpc}/routers`
export const routerPath = (scope: VpcScope, router: string) => `${routersPath(scope)}/${router}`

export const routerListQuery = (scope: VpcScope, page: { limit: number; pageToken?: string }) =>
  apiq('vpcRouterList', { query: { ...scope, ...page } })

export const routerQuery = (scope: VpcScope, router: string) =>
  apiq('vpcRouterView', { path: { router }, query: scope })

export const routeListQuery = (scope: VpcScope, router: string, page: { limit: number; pageToken?: string }) =>
  apiq('vpcRouterRouteList', { query: { ...scope, router, ...page } })

export const routeQuery = (scope: VpcScope, router: string, route: string) =>
  apiq('vpcRouterRouteView', { path: { route }, query: { ...scope, router } })

// What a route may name, each fetched whole for the form's choices. A route only names
// them; the control plane resolves the names when it programs the route.
const ALL = 1000
export const subnetChoicesQuery = (scope: VpcScope) => apiq('vpcSubnetList', { query: { ...scope, limit: ALL } })
export const gatewayChoicesQuery = (scope: VpcScope) => apiq('internetGatewayList', { query: { ...scope, limit: ALL } })
export const instanceChoicesQuery = ({ project }: VpcScope) => apiq('instanceList', { query: { project, limit: ALL } })

export const refreshRouters = () => Promise.all([invalidate('vpcRouterList'), invalidate('vpcRouterView')])
export const refreshRoutes = () => Promise.all([invalidate('vpcRouterRouteList'), invalidate('vpcRouterRouteView')])
