/**
 * What needs an operator's attention now, worked out from what the API says: sleds that take
 * no new work or are out of service, physical disks that are expunged or not active, IP pools
 * almost out of addresses, silos at or over a quota, and failed instances. Pure functions;
 * the page fetches, this decides.
 */
import type {
  IpPool,
  IpPoolUtilization,
  PhysicalDisk,
  SiloUtilization,
  Sled,
  SledInstance,
} from '~/api/__generated__/Api'
import { formatAmount } from '~/features/utilization/capacity'

export type IssueKind = 'sled' | 'disk' | 'ip-pool' | 'silo' | 'instance'

export type Issue = {
  /** unique among the issues: kind and the subject's id */
  key: string
  kind: IssueKind
  /** what the issue is about, as people name it: a sled's serial, a pool's name */
  subject: string
  /** what is wrong, in a sentence */
  problem: string
}

/** A pool above this share of its addresses in use is about to run out. */
export const POOL_NEARLY_FULL = 0.9

export function sledIssues(sleds: Sled[]): Issue[] {
  return sleds.flatMap((sled): Issue[] => {
    const subject = sled.baseboard.serial
    const key = `sled-${sled.id}`
    if (sled.policy.kind === 'expunged') {
      return [{ key, kind: 'sled', subject, problem: `Expunged: out of service for good (${sled.state})` }]
    }
    if (sled.state !== 'active') {
      return [{ key, kind: 'sled', subject, problem: `In service but ${sled.state}` }]
    }
    if (sled.policy.provisionPolicy === 'non_provisionable') {
      return [{ key, kind: 'sled', subject, problem: 'Not provisionable: no new instances are placed on it' }]
    }
    return []
  })
}

export function diskIssues(disks: PhysicalDisk[]): Issue[] {
  return disks.flatMap((disk): Issue[] => {
    const subject = `${disk.vendor} ${disk.model} ${disk.serial}`
    const key = `disk-${disk.id}`
    if (disk.policy.kind === 'expunged') {
      return [{ key, kind: 'disk', subject, problem: `Expunged (${disk.state})` }]
    }
    if (disk.state !== 'active') return [{ key, kind: 'disk', subject, problem: `In service but ${disk.state}` }]
    return []
  })
}

/**
 * The share of a pool's addresses in use, above POOL_NEARLY_FULL, as a whole percentage; or
 * undefined when the pool has room. IPv6 counts are 128-bit integer strings: compared as
 * BigInt, never as floats.
 */
function nearlyFullShare(u: IpPoolUtilization): number | undefined {
  const allocated = BigInt(u.ipv4.allocated) + BigInt(u.ipv6.allocated)
  const capacity = BigInt(u.ipv4.capacity) + BigInt(u.ipv6.capacity)
  if (capacity === 0n) return undefined
  // allocated / capacity > 9 / 10, in integers
  if (allocated * 10n <= capacity * 9n) return undefined
  // the percentage, rounded down so that 99.9 % does not read as 100 %
  return Number((allocated * 100n) / capacity)
}

export function ipPoolIssues(pools: { pool: IpPool; utilization: IpPoolUtilization }[]): Issue[] {
  return pools.flatMap(({ pool, utilization }): Issue[] => {
    const share = nearlyFullShare(utilization)
    if (share === undefined) return []
    const problem = share >= 100 ? 'Every address is in use' : `${share}% of its addresses are in use`
    return [{ key: `ip-pool-${pool.id}`, kind: 'ip-pool', subject: pool.name, problem }]
  })
}

const RESOURCES = [
  { key: 'cpus', name: 'vCPUs' },
  { key: 'memory', name: 'memory' },
  { key: 'storage', name: 'storage' },
] as const

/** A silo whose provisioned amount of a resource has reached its quota (a quota of zero it does not use is no issue). */
export function siloIssues(silos: SiloUtilization[]): Issue[] {
  return silos.flatMap((silo): Issue[] => {
    const full = RESOURCES.filter(({ key }) => {
      const held = silo.provisioned[key]
      const quota = silo.allocated[key]
      return held >= quota && held > 0
    })
    if (full.length === 0) return []
    const said = full.map(({ key, name }) => {
      const held = silo.provisioned[key]
      const quota = silo.allocated[key]
      return held > quota
        ? `${name} over quota (${formatAmount(key, held)} of ${formatAmount(key, quota)})`
        : `${name} at quota (${formatAmount(key, quota)})`
    })
    return [{ key: `silo-${silo.siloId}`, kind: 'silo', subject: silo.siloName, problem: capitalise(said.join('; ')) }]
  })
}

export function instanceIssues(instances: SledInstance[]): Issue[] {
  return instances
    .filter((i) => i.state === 'failed')
    .map((i) => ({
      key: `instance-${i.id}`,
      kind: 'instance' as const,
      subject: `${i.siloName} / ${i.projectName} / ${i.name}`,
      problem: 'Failed',
    }))
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)
