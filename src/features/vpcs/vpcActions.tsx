import { apiCall } from '~/api/apiCall'
import type { Vpc, VpcSubnet } from '~/api/__generated__/Api'
import { scopedDeleteAction } from '~/deleteAction'
import type { RouteParams } from '~/params'
import { vpcDeleteImpact } from './impact'

export const deleteVpc = scopedDeleteAction<Vpc, string>({
  kind: 'VPC',
  consequence:
    'Its subnets must be deleted first; its system router, gateways and firewall rules go with it. This cannot be undone.',
  call: (vpc, project) => apiCall('vpcDelete', { path: { vpc: vpc.name }, query: { project } }),
  refresh: ['vpcList'],
  impact: (vpc, project) => vpcDeleteImpact(project, vpc.name),
})

export const deleteSubnet = scopedDeleteAction<VpcSubnet, Pick<RouteParams, 'project' | 'vpc'>>({
  kind: 'subnet',
  consequence: 'A subnet that still holds network interfaces cannot be deleted. This cannot be undone.',
  call: (subnet, { project, vpc }) =>
    apiCall('vpcSubnetDelete', { path: { subnet: subnet.name }, query: { project, vpc } }),
  // the system router loses the subnet's route with it
  refresh: ['vpcSubnetList', 'vpcRouterRouteList'],
})
