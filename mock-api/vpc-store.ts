/**
 * Changes to a VPC that ripple through its companions: creating one makes its default
 * subnet, system router, default routes, gateway and firewall rules; subnets coming, going
 * or being renamed keep the system router's subnet routes in step; deleting a VPC takes all
 * of its companions with it.
 */
import { db } from './db'
import { invalidRequest } from './errors'
import { cidrContains, cidrOverlaps, cidrWithin, formatCidr, parseCidr, type Cidr } from './ip'
import type { ProjectRow, VpcRow, VpcSubnetRow } from './records'
import { timestamp } from './resources'
import { DEFAULT_SUBNET_IPV4, subnetRoute, vpcCompanions, type VpcCompanions } from './vpc-defaults'
import { identityOf } from './resources'

const newId = () => crypto.randomUUID()

function addCompanions(c: VpcCompanions): void {
  db.vpcRouters.push(...c.routers)
  db.routerRoutes.push(...c.routes)
  db.internetGateways.push(...c.gateways)
  db.internetGatewayIpPools.push(...c.gatewayPools)
  db.firewallRules.push(...c.firewallRules)
}

const defaultPoolOf = (siloId: string) =>
  db.ipPoolSiloLinks.find((l) => l.silo_id === siloId && l.is_default)?.pool_id ?? null

export type VpcSpec = {
  name: string
  description: string
  dns_name: string
  /** canonical /48 */
  ipv6_prefix: string
  subnetDescription: string
}

/** A VPC with everything the control plane creates alongside it, stored. */
export function insertVpc(project: ProjectRow, spec: VpcSpec, now = timestamp()): VpcRow {
  const vpc: VpcRow = {
    ...identityOf(newId(), spec.name, spec.description, now),
    project_id: project.id,
    dns_name: spec.dns_name,
    ipv6_prefix: spec.ipv6_prefix,
    system_router_id: newId(),
  }
  const subnet: VpcSubnetRow = {
    ...identityOf(newId(), 'default', spec.subnetDescription, now),
    vpc_id: vpc.id,
    ipv4_block: DEFAULT_SUBNET_IPV4,
    // the default subnet takes the first /64 of the VPC's prefix
    ipv6_block: spec.ipv6_prefix.replace('/48', '/64'),
    custom_router_id: null,
  }
  db.vpcs.push(vpc)
  db.vpcSubnets.push(subnet)
  addCompanions(vpcCompanions(vpc, [subnet], defaultPoolOf(project.silo_id), newId, now))
  return vpc
}

/** Removes a VPC and all that hangs off it; the caller has checked it may go. */
export function removeVpc(vpc: VpcRow): void {
  const routerIds = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id))
  const gatewayIds = new Set(db.internetGateways.filter((g) => g.vpc_id === vpc.id).map((g) => g.id))
  db.routerRoutes = db.routerRoutes.filter((r) => !routerIds.has(r.vpc_router_id))
  db.vpcRouters = db.vpcRouters.filter((r) => !routerIds.has(r.id))
  db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => !gatewayIds.has(p.internet_gateway_id))
  db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter((a) => !gatewayIds.has(a.internet_gateway_id))
  db.internetGateways = db.internetGateways.filter((g) => !gatewayIds.has(g.id))
  db.firewallRules = db.firewallRules.filter((r) => r.vpc_id !== vpc.id)
  db.vpcs = db.vpcs.filter((v) => v !== vpc)
}

// ---------------------------------------------------------------------------------------
// The system router's subnet routes. They are found by the subnet they name, so a rename
// has to move the route along with it.

const isRouteOf = (vpc: VpcRow, subnetName: string) => (r: (typeof db.routerRoutes)[number]) =>
  r.vpc_router_id === vpc.system_router_id &&
  r.kind === 'vpc_subnet' &&
  r.destination.type === 'subnet' &&
  r.destination.value === subnetName

export function addSubnetRoute(vpc: VpcRow, subnet: VpcSubnetRow): void {
  db.routerRoutes.push(subnetRoute(subnet, vpc.system_router_id, newId(), subnet.time_created))
}

export function renameSubnetRoute(vpc: VpcRow, oldName: string, subnet: VpcSubnetRow): void {
  const route = db.routerRoutes.find(isRouteOf(vpc, oldName))
  if (!route) return
  const fresh = subnetRoute(subnet, vpc.system_router_id, route.id, route.time_created)
  Object.assign(route, { ...fresh, time_modified: subnet.time_modified })
}

export function removeSubnetRoute(vpc: VpcRow, subnetName: string): void {
  const matches = isRouteOf(vpc, subnetName)
  db.routerRoutes = db.routerRoutes.filter((r) => !matches(r))
}

// ---------------------------------------------------------------------------------------
// Address blocks

const ULA = parseCidr('fd00::/8')!

/** A requested VPC prefix, in canonical form; the API allows only a unique-local /48. */
export function checkVpcPrefix(prefix: string): string {
  const cidr = parseCidr(prefix)
  if (!cidr || cidr.version !== 6 || cidr.width !== 48 || !cidrWithin(cidr, ULA)) {
    throw invalidRequest('VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)')
  }
  return formatCidr(cidr)
}

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map((b) => parseCidr(b)!)

/** The API's limits on a subnet's IPv4 width. */
const MIN_SUBNET_V4_WIDTH = 8
const MAX_SUBNET_V4_WIDTH = 26

/** A subnet's IPv4 block: wholly inside an RFC 1918 range, and neither too wide nor too narrow. */
export function checkSubnetIpv4(block: string): Cidr {
  const cidr = parseCidr(block)
  const base = cidr && { version: cidr.version, value: cidr.base }
  if (!cidr || !base || !PRIVATE_V4.some((p) => cidrContains(p, base))) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  if (cidr.width < MIN_SUBNET_V4_WIDTH || cidr.width > MAX_SUBNET_V4_WIDTH) {
    throw invalidRequest(
      `VPC Subnet IPv4 address ranges must have prefix length between ${MIN_SUBNET_V4_WIDTH} and ${MAX_SUBNET_V4_WIDTH}, inclusive`,
    )
  }
  // a base inside a private range can still spill out of it (192.168.0.0/15)
  if (!PRIVATE_V4.some((p) => cidrWithin(cidr, p))) {
    throw invalidRequest('VPC Subnet IPv4 address ranges must be from a private range')
  }
  return cidr
}

/** A subnet's IPv6 block: a /64 inside the VPC's /48. */
export function checkSubnetIpv6(vpc: VpcRow, block: string): Cidr {
  const cidr = parseCidr(block)
  const prefix = parseCidr(vpc.ipv6_prefix)!
  if (!cidr || cidr.version !== 6 || cidr.width !== 64 || !cidrWithin(cidr, prefix)) {
    throw invalidRequest(
      `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix '${vpc.ipv6_prefix}'`,
    )
  }
  return cidr
}

const subnetsOf = (vpc: VpcRow) => db.vpcSubnets.filter((s) => s.vpc_id === vpc.id)

/** Refuses a block that overlaps one of another subnet of the VPC. */
export function assertNoOverlap(vpc: VpcRow, ...blocks: Cidr[]): void {
  for (const block of blocks) {
    for (const subnet of subnetsOf(vpc)) {
      const theirs = parseCidr(block.version === 4 ? subnet.ipv4_block : subnet.ipv6_block)
      if (theirs && cidrOverlaps(block, theirs)) {
        throw invalidRequest(`IP address range '${formatCidr(block)}' conflicts with an existing subnet`)
      }
    }
  }
}

/**
 * The first /64 of the VPC's prefix no subnet uses. The control plane picks one at random;
 * the first free one is as valid, and predictable in tests.
 */
export function nextIpv6Block(vpc: VpcRow): Cidr {
  const prefix = parseCidr(vpc.ipv6_prefix)!
  const taken = subnetsOf(vpc).map((s) => parseCidr(s.ipv6_block)!)
  for (let i = 0n; i < 1n << 16n; i++) {
    const candidate: Cidr = { version: 6, base: prefix.base + (i << 64n), width: 64, bits: 128 }
    if (!taken.some((t) => cidrOverlaps(t, candidate))) return candidate
  }
  throw invalidRequest(`no free IPv6 /64 left in ${vpc.ipv6_prefix}`)
}
