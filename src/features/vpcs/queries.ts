// Queries of the VPC screens, each defined once so loaders and components share cache keys.
import { apiq } from '~/api/client'

/** Lists read whole (for name lookups and selects) rather than paged. */
const ALL = 1000

export const vpcQuery = (project: string, vpc: string) => apiq('vpcView', { path: { vpc }, query: { project } })

export const vpcRoutersQuery = (project: string, vpc: string) =>
  apiq('vpcRouterList', { query: { project, vpc, limit: ALL } })

export const routerRoutesQuery = (project: string, vpc: string, router: string) =>
  apiq('vpcRouterRouteList', { query: { project, vpc, router, limit: ALL } })

export const subnetQuery = (project: string, vpc: string, subnet: string) =>
  apiq('vpcSubnetView', { path: { subnet }, query: { project, vpc } })

export const gatewayQuery = (project: string, vpc: string, gateway: string) =>
  apiq('internetGatewayView', { path: { gateway }, query: { project, vpc } })

export const gatewayPoolsQuery = (project: string, vpc: string, gateway: string) =>
  apiq('internetGatewayIpPoolList', { query: { project, vpc, gateway, limit: ALL } })

export const gatewayAddressesQuery = (project: string, vpc: string, gateway: string) =>
  apiq('internetGatewayIpAddressList', { query: { project, vpc, gateway, limit: ALL } })

/** The IP pools linked to the user's silo, to name the pools attached to gateways. */
export const siloPoolsQuery = apiq('projectIpPoolList', { query: { limit: ALL } })

export const vpcPath = (project: string, vpc: string) => `/projects/${project}/vpcs/${vpc}`
