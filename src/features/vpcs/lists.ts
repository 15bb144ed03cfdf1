// The project's VPCs, and a VPC's subnets and internet gateways: the page's and its route's
// (`listPage` in ~/resourceRoutes).
import { vpcRoutersQuery } from '~/api/queries'
import { defineList } from '~/table/list'

export const vpcList = defineList({
  noun: 'VPC',
  operation: 'vpcList',
  params: ({ project }) => ({ query: { project } }),
})

export const subnetList = defineList({
  noun: 'subnet',
  operation: 'vpcSubnetList',
  params: ({ project, vpc }) => ({ query: { project, vpc } }),
  // names the custom routers; without them a router shows as its id
  wants: ({ project, vpc }) => [vpcRoutersQuery(project, vpc)],
})

export const gatewayList = defineList({
  noun: 'internet gateway',
  operation: 'internetGatewayList',
  params: ({ project, vpc }) => ({ query: { project, vpc } }),
})
