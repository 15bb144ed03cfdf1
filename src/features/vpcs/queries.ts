// Queries only the VPC screens read, each defined once so loaders and components share cache
// keys. A VPC's subnets, routers and gateways as whole lists live in `~/api/queries`.
import { apiq } from '~/api/client'
import { apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'

type P<K extends keyof RouteParams> = Pick<RouteParams, K>

export const vpcQuery = ({ project, vpc }: P<'project' | 'vpc'>) =>
  apiq('vpcView', { path: { vpc }, query: { project } })

export const subnetQuery = ({ project, vpc, subnet }: P<'project' | 'vpc' | 'subnet'>) =>
  apiq('vpcSubnetView', { path: { subnet }, query: { project, vpc } })

export const gatewayQuery = ({ project, vpc, gateway }: P<'project' | 'vpc' | 'gateway'>) =>
  apiq('internetGatewayView', { path: { gateway }, query: { project, vpc } })

export const gatewayPoolsQuery = ({ project, vpc, gateway }: P<'project' | 'vpc' | 'gateway'>) =>
  apiqAll('internetGatewayIpPoolList', { query: { project, vpc, gateway } })

export const gatewayAddressesQuery = ({ project, vpc, gateway }: P<'project' | 'vpc' | 'gateway'>) =>
  apiqAll('internetGatewayIpAddressList', { query: { project, vpc, gateway } })
