/**
 * Addresses: private ones for network interfaces from their subnet's IPv4 block, external
 * ones (ephemeral and floating) from the ranges of the IP pools linked to the caller's silo.
 */
import { byNameOrId, db } from './db'
import { alreadyExists, invalidRequest, notFound } from './errors'
import {
  cidrContains,
  firstFree,
  formatIp,
  inRange,
  normalizeIp,
  parseCidr,
  parseIp,
  type ParsedIp,
  randomGuestMac,
  randomVpcIpv6Prefix,
  subnetHostRange,
} from './ip'
import { insufficientCapacity } from './quotas'
import type { IpPoolRow, IpPoolSiloLink, NetworkInterfaceRow, ProjectRow, VpcRow, VpcSubnetRow } from './records'
import { newIdentity, timestamp } from './resources'
import { insertVpc } from './vpc-store'

/** The control plane's limit on interfaces per instance. */
export const MAX_NICS_PER_INSTANCE = 8

// ---------------------------------------------------------------------------------------
// VPCs

/**
 * Every project starts with a `default` VPC holding a `default` subnet, and everything else
 * a VPC comes with (see vpc-store.ts), as in the real API.
 */
export function createDefaultVpc(project: ProjectRow, now = timestamp()): VpcRow {
  const spec = {
    name: 'default',
    description: 'Default VPC',
    dns_name: 'default',
    ipv6_prefix: randomVpcIpv6Prefix(),
    subnetDescription: 'The default subnet for default',
  }
  return insertVpc(project, spec, now)
}

/** Instances' interfaces and probes' (handlers/probes.ts): all take addresses and MACs. */
export const allNics = (): NetworkInterfaceRow[] => [...db.networkInterfaces, ...db.probes.map((p) => p.nic)]

/** Picks (or checks) an interface's private address in the subnet's IPv4 block. */
function allocatePrivateIp(subnet: VpcSubnetRow, requested?: string | null, pendingIps: string[] = []): string {
  const used = new Set([
    ...allNics()
      .filter((n) => n.subnet_id === subnet.id)
      .map((n) => n.ip),
    ...pendingIps,
  ])
  const block = parseCidr(subnet.ipv4_block)!
  const { first, last } = subnetHostRange(block)
  if (requested) {
    const ip = parseIp(requested)
    if (!ip || ip.version !== 4 || !cidrContains(block, ip) || ip.value < first || ip.value > last) {
      throw invalidRequest(
        `IP address ${requested} is not available for guests in subnet "${subnet.name}" (${subnet.ipv4_block})`,
      )
    }
    const text = formatIp(ip)
    if (used.has(text)) throw invalidRequest(`IP address ${text} is already in use in subnet "${subnet.name}"`)
    return text
  }
  const ip = firstFree(4, first, last, used)
  if (!ip) throw insufficientCapacity(`No available IP addresses for interface in subnet ${subnet.name}`)
  return ip
}

export type NicSpec = {
  name: string
  description: string
  subnet: VpcSubnetRow
  ip?: string | null
}

/** A new interface for an instance, not yet stored (instance create checks them all first). */
export function prepareNetworkInterface(
  instanceId: string,
  spec: NicSpec,
  primary: boolean,
  others: NetworkInterfaceRow[] = [],
): NetworkInterfaceRow {
  const macs = new Set([...allNics().map((n) => n.mac), ...others.map((n) => n.mac)])
  return {
    ...newIdentity(spec),
    instance_id: instanceId,
    subnet_id: spec.subnet.id,
    vpc_id: spec.subnet.vpc_id,
    ip: allocatePrivateIp(
      spec.subnet,
      spec.ip,
      others.filter((n) => n.subnet_id === spec.subnet.id).map((n) => n.ip),
    ),
    mac: randomGuestMac(macs),
    primary,
    transit_ips: [],
  }
}

// ---------------------------------------------------------------------------------------
// IP pools and external addresses

export type SiloPool = { pool: IpPoolRow; link: IpPoolSiloLink }

export function siloPools(siloId: string): SiloPool[] {
  const result: SiloPool[] = []
  for (const link of db.ipPoolSiloLinks) {
    if (link.silo_id !== siloId) continue
    const pool = db.ipPools.find((p) => p.id === link.pool_id)
    if (pool) result.push({ pool, link })
  }
  return result
}

/** A pool linked to the silo, by name or id; a pool the silo cannot use is "not found". */
export function lookupSiloPool(siloId: string, nameOrId: string): SiloPool {
  const linked = siloPools(siloId)
  const pools = linked.map((p) => p.pool)
  const pool = byNameOrId(pools, 'ip-pool', nameOrId)
  return linked.find((p) => p.pool === pool)!
}

/** The named pool, or the silo's default pool when none is named. */
export function poolFor(siloId: string, nameOrId?: string | null): IpPoolRow {
  if (nameOrId) return lookupSiloPool(siloId, nameOrId).pool
  const fallback = siloPools(siloId).find(({ link }) => link.is_default)
  if (!fallback) throw notFound('default IP pool for silo', 'id', siloId)
  return fallback.pool
}

/** Whether one of the pool's ranges holds `ip`. */
export function poolCovers(poolId: string, ip: ParsedIp): boolean {
  return db.ipPoolRanges.some((r) => r.pool_id === poolId && inRange(ip, parseIp(r.first)!, parseIp(r.last)!))
}

/** Every external address in use: floating, ephemeral, or a probe's. */
function usedExternalIps(): Set<string> {
  return new Set([
    ...db.floatingIps.map((f) => f.ip),
    ...db.ephemeralIps.map((e) => e.ip),
    ...db.probes.map((p) => p.external_ip),
  ])
}

/** The first free address of the pool's ranges. */
export function allocateExternalIp(pool: IpPoolRow, taken: string[] = []): string {
  const used = usedExternalIps()
  for (const ip of taken) used.add(ip)
  for (const range of db.ipPoolRanges.filter((r) => r.pool_id === pool.id)) {
    const first = parseIp(range.first)!
    const last = parseIp(range.last)!
    const ip = firstFree(first.version, first.value, last.value, used)
    if (ip) return ip
  }
  throw insufficientCapacity(`No external IP addresses available in IP pool "${pool.name}"`)
}

/**
 * A specific external address asked for by a floating IP: it must be free and lie in a range
 * of the named pool or, when no pool is named, of any pool the silo may use.
 */
export function claimExternalIp(
  siloId: string,
  requested: string,
  poolNameOrId?: string | null,
): { ip: string; pool: IpPoolRow } {
  const ip = normalizeIp(requested)
  if (!ip) throw invalidRequest(`"${requested}" is not a valid IP address`)
  const candidates = poolNameOrId ? [lookupSiloPool(siloId, poolNameOrId).pool] : siloPools(siloId).map((p) => p.pool)
  const pool = candidates.find((p) => poolCovers(p.id, parseIp(ip)!))
  if (!pool)
    throw invalidRequest(
      `IP address ${ip} is not in ${poolNameOrId ? `IP pool "${poolNameOrId}"` : 'any IP pool available to this silo'}`,
    )
  if (usedExternalIps().has(ip)) throw alreadyExists('external-ip', ip)
  return { ip, pool }
}
