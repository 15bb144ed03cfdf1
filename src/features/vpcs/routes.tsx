// The project's VPC screens: the list with its create and edit forms over it, and a VPC's
// page, whose tabs (firewall rules, subnets, routers, internet gateways) render under its header.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { redirectTo } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { firewallRuleRoutes } from '../firewall-rules/routes'
import { routerRoutes } from '../vpc-routers/routes'
import { gatewayList, subnetList, vpcList } from './lists'

const subnetsTab = listPage(subnetList, () => import('./SubnetsTab'), 'SubnetsTab')
const gatewaysTab = listPage(gatewayList, () => import('./GatewaysTab'), 'GatewaysTab')
const vpcsPage = listPage(vpcList, () => import('./VpcsPage'), 'VpcsPage')
const vpcForms = pageModule(() => import('./VpcForms'))
const subnetForms = pageModule(() => import('./SubnetForms'))

/** Tabs of a VPC's page, relative to it. */
const tabs: RouteObject[] = [
  { index: true, loader: redirectTo(pb.firewallRules) },
  ...firewallRuleRoutes,
  ...resourceRoutes('subnets', 'Subnets', subnetsTab, {
    create: ['New subnet', subnetForms('SubnetCreateForm')],
    edit: ['subnet', subnetForms('SubnetEditForm')],
  }),
  ...routerRoutes,
  ...resourceRoutes('internet-gateways', 'Internet gateways', gatewaysTab, {
    detail: ['gateway', loadPage(() => import('./GatewayDetail'), 'GatewayDetail')],
  }),
]

export const vpcRoutes = resourceRoutes('vpcs', 'VPCs', vpcsPage, {
  create: ['New VPC', vpcForms('VpcCreateForm')],
  edit: ['vpc', vpcForms('VpcEditForm')],
  item: ['vpc', loadPage(() => import('./VpcPage'), 'VpcPage'), tabs],
})
