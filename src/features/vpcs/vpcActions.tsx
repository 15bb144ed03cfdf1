import type { Vpc, VpcSubnet } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { confirmDelete } from '~/actions'
import type { RouteParams } from '~/params'

export function deleteVpc(project: string, vpc: Vpc, onDone?: () => void) {
  confirmDelete({
    kind: 'VPC',
    name: vpc.name,
    consequence:
      'Its subnets must be deleted first; its system router, gateways and firewall rules go with it. This cannot be undone.',
    call: () => callApi('vpcDelete', { path: { vpc: vpc.name }, query: { project } }),
    refresh: ['vpcList'],
    onDone,
  })
}

export function deleteSubnet({ project, vpc }: Pick<RouteParams, 'project' | 'vpc'>, subnet: VpcSubnet) {
  confirmDelete({
    kind: 'subnet',
    name: subnet.name,
    consequence: 'A subnet that still holds network interfaces cannot be deleted. This cannot be undone.',
    call: () => callApi('vpcSubnetDelete', { path: { subnet: subnet.name }, query: { project, vpc } }),
    // the system router loses the subnet's route with it
    refresh: ['vpcSubnetList', 'vpcRouterRouteList'],
  })
}
