/**
 * What the control plane makes alongside every VPC, as rows: the system router with its
 * default routes (IPv4 and IPv6, both to the internet gateway `default`) and one route per
 * subnet, the `default` internet gateway linked to the silo's default IP pool, and the
 * default firewall rules.
 *
 * Nothing here touches the state: the seed data and the handlers both build from it, and the
 * seed has to be built before the state exists.
 */
import type {
  InternetGatewayIpPoolRow,
  InternetGatewayRow,
  RouterRouteRow,
  VpcFirewallRuleRow,
  VpcRouterRow,
  VpcRow,
  VpcSubnetRow,
} from './records'
import { identityOf } from './resources'

/** The block the control plane gives every default subnet. */
export const DEFAULT_SUBNET_IPV4 = '172.30.0.0/22'

/** The gateway the default routes name; deleting it leaves them pointing nowhere. */
const DEFAULT_GATEWAY_NAME = 'default'

export type NextId = () => string

function systemRouter(vpc: VpcRow, now = vpc.time_created): VpcRouterRow {
  const description = 'Routes are automatically added to this router as VPC subnets are created'
  return { ...identityOf(vpc.system_router_id, 'system', description, now), kind: 'system', vpc_id: vpc.id }
}

function defaultRoute(vpc: VpcRow, name: string, net: string, id: string, now: string): RouterRouteRow {
  return {
    ...identityOf(id, name, 'The default route of a vpc', now),
    kind: 'default',
    vpc_router_id: vpc.system_router_id,
    destination: { type: 'ip_net', value: net },
    target: { type: 'internet_gateway', value: DEFAULT_GATEWAY_NAME },
  }
}

// the default routes own these names, so a subnet called that gets a route named otherwise
const RESERVED_ROUTE_NAMES = ['default-v4', 'default-v6']

/** The system router's route to a subnet, named after it (kind `vpc_subnet`, read-only). */
export function subnetRoute(subnet: VpcSubnetRow, routerId: string, id: string, now: string): RouterRouteRow {
  const name = RESERVED_ROUTE_NAMES.includes(subnet.name) ? `conflict-${subnet.name}-${id}` : subnet.name
  return {
    ...identityOf(id, name, `VPC Subnet route for '${subnet.name}'`, now),
    kind: 'vpc_subnet',
    vpc_router_id: routerId,
    destination: { type: 'subnet', value: subnet.name },
    target: { type: 'subnet', value: subnet.name },
  }
}

function defaultGateway(vpc: VpcRow, id: string, now = vpc.time_created): InternetGatewayRow {
  return { ...identityOf(id, DEFAULT_GATEWAY_NAME, 'Automatically created default VPC gateway', now), vpc_id: vpc.id }
}

function defaultGatewayPool(
  gateway: InternetGatewayRow,
  poolId: string,
  id: string,
  now = gateway.time_created,
): InternetGatewayIpPoolRow {
  return {
    ...identityOf(id, 'default', 'Automatically attached default IP pool', now),
    internet_gateway_id: gateway.id,
    ip_pool_id: poolId,
  }
}

/** The three rules every new VPC starts with; they name the VPC itself, not `default`. */
function defaultFirewallRules(vpc: VpcRow, nextId: NextId, now = vpc.time_created): VpcFirewallRuleRow[] {
  const self = { type: 'vpc' as const, value: vpc.name }
  const rule = (name: string, description: string, filters: VpcFirewallRuleRow['filters']): VpcFirewallRuleRow => ({
    ...identityOf(nextId(), name, description, now),
    status: 'enabled',
    direction: 'inbound',
    targets: [self],
    filters: { hosts: null, ports: null, protocols: null, ...filters },
    action: 'allow',
    priority: 65534,
    vpc_id: vpc.id,
  })
  return [
    rule(
      'allow-internal-inbound',
      'allow inbound traffic to all instances within the VPC if originated within the VPC',
      { hosts: [self] },
    ),
    rule('allow-ssh', 'allow inbound TCP connections on port 22 from anywhere', {
      ports: ['22'],
      protocols: [{ type: 'tcp' }],
    }),
    rule('allow-icmp', 'allow inbound ICMP traffic from anywhere', { protocols: [{ type: 'icmp', value: null }] }),
  ]
}

export type VpcCompanions = {
  routers: VpcRouterRow[]
  routes: RouterRouteRow[]
  gateways: InternetGatewayRow[]
  gatewayPools: InternetGatewayIpPoolRow[]
  firewallRules: VpcFirewallRuleRow[]
}

/**
 * Everything a VPC with these subnets has right after creation. Without a default pool (a
 * silo linked to none) the gateway is made bare, as the control plane does.
 */
export function vpcCompanions(
  vpc: VpcRow,
  subnets: VpcSubnetRow[],
  defaultPoolId: string | null,
  nextId: NextId,
  now = vpc.time_created,
): VpcCompanions {
  const gateway = defaultGateway(vpc, nextId(), now)
  return {
    routers: [systemRouter(vpc, now)],
    routes: [
      defaultRoute(vpc, 'default-v4', '0.0.0.0/0', nextId(), now),
      defaultRoute(vpc, 'default-v6', '::/0', nextId(), now),
      ...subnets.map((s) => subnetRoute(s, vpc.system_router_id, nextId(), s.time_created)),
    ],
    gateways: [gateway],
    gatewayPools: defaultPoolId ? [defaultGatewayPool(gateway, defaultPoolId, nextId(), now)] : [],
    firewallRules: defaultFirewallRules(vpc, nextId, now),
  }
}
