// The project's VPC screens: the list with its create and edit forms over it, and a VPC's
// page, whose tabs (firewall rules, subnets, routers, internet gateways) render under its header.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, page, paramCrumb, redirectTo } from '~/routing'
import { firewallRuleRoutes } from '../firewall-rules/routes'
import { routerRoutes } from '../vpc-routers/routes'

const vpcForms = () => import('./VpcForms')
const subnetForms = () => import('./SubnetForms')

/** Tabs of a VPC's page, relative to it. */
const tabs: RouteObject[] = [
  { index: true, loader: redirectTo(pb.firewallRules) },
  ...firewallRuleRoutes,
  listRoute({
    path: 'subnets',
    crumb: 'Subnets',
    list: lazyPage(() => import('./SubnetsTab'), 'SubnetsTab', 'subnetsLoader'),
    create: ['New subnet', lazyPage(subnetForms, 'SubnetCreateForm', 'subnetCreateLoader')],
    edit: ['subnet', lazyPage(subnetForms, 'SubnetEditForm', 'subnetEditLoader')],
  }),
  ...routerRoutes,
  listRoute({
    path: 'internet-gateways',
    crumb: 'Internet gateways',
    list: lazyPage(() => import('./GatewaysTab'), 'GatewaysTab', 'gatewaysLoader'),
    over: [
      page(
        ':gateway',
        paramCrumb('gateway'),
        lazyPage(() => import('./GatewayDetail'), 'GatewayDetail', 'gatewayDetailLoader'),
      ),
    ],
  }),
]

export const vpcRoutes: RouteObject[] = [
  listRoute({
    path: 'vpcs',
    crumb: 'VPCs',
    list: lazyPage(() => import('./VpcsPage'), 'VpcsPage', 'vpcsLoader'),
    create: ['New VPC', lazyPage(vpcForms, 'VpcCreateForm')],
    edit: ['vpc', lazyPage(vpcForms, 'VpcEditForm', 'vpcEditLoader')],
    item: page(
      ':vpc',
      paramCrumb('vpc'),
      lazyPage(() => import('./VpcPage'), 'VpcPage', 'vpcLoader'),
      tabs,
    ),
  }),
]
