import type { Vpc, VpcSubnet } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { scopedDeleteAction } from '~/deleteAction'
import type { RouteParams } from '~/params'

export const deleteVpc = scopedDeleteAction<Vpc, string>({
  kind: 'VPC',
  consequence:
    'Its subnets must be deleted first; its system router, gateways and firewall rules go with it. This cannot be undone.',
  call: (vpc, project) => callApi('vpcDelete', { path: { vpc: vpc.name }, query: { project } }),
  refresh: ['vpcList'],
})

export const deleteSubnet = scopedDeleteAction<VpcSubnet, Pick<RouteParams, 'project' | 'vpc'>>({
  kind: 'subnet',
  consequence: 'A subnet that still holds network interfaces cannot be deleted. This cannot be undone.',
  call: (subnet, { project, vpc }) =>
    callApi('vpcSubnetDelete', { path: { subnet: subnet.name }, query: { project, vpc } }),
  // the system router loses the subnet's route with it
  refresh: ['vpcSubnetList', 'vpcRouterRouteList'],
})
