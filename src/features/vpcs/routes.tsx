// The project's VPC screens: the list with its create and edit forms over it, and a VPC's
// page, whose tabs (firewall rules, subnets, routers, internet gateways) render under its header.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, page, redirectTo } from '~/routing'
import { firewallRuleRoutes } from '../firewall-rules/routes'
import { routerRoutes } from '../vpc-routers/routes'

const list = () => import('./VpcsPage')
const vpcForms = () => import('./VpcForms')
const vpcPage = () => import('./VpcPage')
const subnets = () => import('./SubnetsTab')
const subnetForms = () => import('./SubnetForms')
const gateways = () => import('./GatewaysTab')
const gatewayDetail = () => import('./GatewayDetail')

const vpcCrumb = (p: Record<string, string | undefined>) => p.vpc

/** Tabs of a VPC's page, relative to it. */
const tabs: RouteObject[] = [
  { index: true, loader: redirectTo(pb.firewallRules) },
  ...firewallRuleRoutes,
  listRoute({
    path: 'subnets',
    crumb: 'Subnets',
    list: lazyPage(subnets, 'SubnetsTab', 'subnetsLoader'),
    over: [page(':subnet/edit', (p) => p.subnet, lazyPage(subnetForms, 'SubnetEditForm', 'subnetEditLoader'))],
    beside: [page('subnets-new', 'New subnet', lazyPage(subnetForms, 'SubnetCreateForm', 'subnetCreateLoader'))],
  }),
  ...routerRoutes,
  listRoute({
    path: 'internet-gateways',
    crumb: 'Internet gateways',
    list: lazyPage(gateways, 'GatewaysTab', 'gatewaysLoader'),
    over: [page(':gateway', (p) => p.gateway, lazyPage(gatewayDetail, 'GatewayDetail', 'gatewayDetailLoader'))],
  }),
]

export const vpcRoutes: RouteObject[] = [
  listRoute({
    path: 'vpcs',
    crumb: 'VPCs',
    list: lazyPage(list, 'VpcsPage', 'vpcsLoader'),
    over: [page(':vpc/edit', vpcCrumb, lazyPage(vpcForms, 'VpcEditForm', 'vpcEditLoader'))],
    beside: [page('vpcs-new', 'New VPC', lazyPage(vpcForms, 'VpcCreateForm'))],
  }),
  {
    // the same `vpcs` segment again, only for its breadcrumb above every VPC page
    path: 'vpcs',
    handle: { crumb: 'VPCs' },
    children: [page(':vpc', vpcCrumb, lazyPage(vpcPage, 'VpcPage', 'vpcLoader'), tabs)],
  },
]
