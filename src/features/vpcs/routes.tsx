// The project's VPC screens: the list with its create and edit forms over it, and a VPC's
// page, whose tabs (firewall rules, subnets, routers, internet gateways) render under its header.
import { redirect, type RouteObject } from 'react-router'
import { lazyPage, NoModal, page, routeError } from '~/routing'
import { firewallRuleRoutes } from '../firewall-rules/routes'
import { routerRoutes } from '../vpc-routers/routes'

type Params = Record<string, string | undefined>

const list = () => import('./VpcsPage')
const vpcForms = () => import('./VpcForms')
const vpcPage = () => import('./VpcPage')
const subnets = () => import('./SubnetsTab')
const subnetForms = () => import('./SubnetForms')
const gateways = () => import('./GatewaysTab')
const gatewayDetail = () => import('./GatewayDetail')

const subnetRoutes: RouteObject[] = [
  {
    // pathless, so the list stays on screen under its forms
    errorElement: routeError,
    lazy: lazyPage(subnets, 'SubnetsTab', 'subnetsLoader'),
    children: [
      {
        path: 'subnets',
        handle: { crumb: 'Subnets' },
        children: [
          { index: true, Component: NoModal },
          page(':subnet/edit', (p) => p.subnet ?? '', lazyPage(subnetForms, 'SubnetEditForm', 'subnetEditLoader')),
        ],
      },
      page('subnets-new', 'New subnet', lazyPage(subnetForms, 'SubnetCreateForm', 'subnetCreateLoader')),
    ],
  },
]

const gatewayRoutes: RouteObject[] = [
  {
    errorElement: routeError,
    lazy: lazyPage(gateways, 'GatewaysTab', 'gatewaysLoader'),
    children: [
      {
        path: 'internet-gateways',
        handle: { crumb: 'Internet gateways' },
        children: [
          { index: true, Component: NoModal },
          page(':gateway', (p) => p.gateway ?? '', lazyPage(gatewayDetail, 'GatewayDetail', 'gatewayDetailLoader')),
        ],
      },
    ],
  },
]

export const vpcRoutes: RouteObject[] = [
  {
    errorElement: routeError,
    lazy: lazyPage(list, 'VpcsPage', 'vpcsLoader'),
    children: [
      {
        path: 'vpcs',
        handle: { crumb: 'VPCs' },
        children: [
          { index: true, Component: NoModal },
          page(':vpc/edit', (p) => p.vpc ?? '', lazyPage(vpcForms, 'VpcEditForm', 'vpcEditLoader')),
        ],
      },
      page('vpcs-new', 'New VPC', lazyPage(vpcForms, 'VpcCreateForm')),
    ],
  },
  {
    // the same `vpcs` segment again, only for its breadcrumb above every VPC page
    path: 'vpcs',
    handle: { crumb: 'VPCs' },
    children: [
      page(':vpc', (p) => p.vpc ?? '', lazyPage(vpcPage, 'VpcPage', 'vpcLoader'), [
        {
          index: true,
          loader: ({ params }: { params: Params }) =>
            redirect(`/projects/${params.project}/vpcs/${params.vpc}/firewall-rules`),
        },
        ...firewallRuleRoutes,
        ...subnetRoutes,
        ...routerRoutes,
        ...gatewayRoutes,
      ]),
    ],
  },
]
