// The project's VPCs, and a VPC's subnets and internet gateways, declared apart from their
// pages: the project area's route table carries their loaders (`listPage` in ~/resourceRoutes),
// so their calls leave as the route matches.
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
