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
import { isNearlyFull, percentUsed, usageByFamily } from '../ip-pools/utilization'

export type IssueKind = 'sled' | 'disk' | 'ip-pool' | 'silo' | 'instance'

export type Issue = {
  /** unique among the issues: kind and the subject's id */
  key: string
  kind: IssueKind
  /** what the issue is about, as people name it: a sled's serial, a pool's name */
  subject: string
  /** what is wrong, in a sentence */
  problem: string
  /** where it is fixed, by the names the screens take: the sled, the pool, the silo */
  at: { sledId: string } | { pool: string } | { silo: string }
}

export function sledIssues(sleds: Sled[]): Issue[] {
  return sleds.flatMap((sled): Issue[] => {
    const issue = (problem: string): Issue[] => [
      { key: `sled-${sled.id}`, kind: 'sled', subject: sled.baseboard.serial, problem, at: { sledId: sled.id } },
    ]
    if (sled.policy.kind === 'expunged') return issue(`Expunged: out of service for good (${sled.state})`)
    if (sled.state !== 'active') return issue(`In service but ${sled.state}`)
    if (sled.policy.provisionPolicy === 'non_provisionable') {
      return issue('Not provisionable: no new instances are placed on it')
    }
    return []
  })
}

export function diskIssues(disks: PhysicalDisk[]): Issue[] {
  return disks.flatMap((disk): Issue[] => {
    // a drive is fixed from its sled's page; one no longer in a sled has nowhere else to go
    const at = disk.sledId ? { sledId: disk.sledId } : undefined
    const issue = (problem: string): Issue[] =>
      at ? [{ key: `disk-${disk.id}`, kind: 'disk', subject: `${disk.model} ${disk.serial}`, problem, at }] : []
    if (disk.policy.kind === 'expunged') return issue(`Expunged (${disk.state})`)
    if (disk.state !== 'active') return issue(`In service but ${disk.state}`)
    return []
  })
}

/** A pool over 90 % used in either family (ip-pools/utilization.ts): it is about to run out. */
export function ipPoolIssues(pools: { pool: IpPool; utilization: IpPoolUtilization }[]): Issue[] {
  return pools.flatMap(({ pool, utilization }): Issue[] => {
    const { v4, v6 } = usageByFamily(utilization)
    const full = [
      { family: 'IPv4', usage: v4 },
      { family: 'IPv6', usage: v6 },
    ].filter(({ usage }) => isNearlyFull(usage))
    if (full.length === 0) return []
    const problem = full.map(({ family, usage }) => `${percentUsed(usage)} of its ${family} addresses in use`)
    return [
      {
        key: `ip-pool-${pool.id}`,
        kind: 'ip-pool',
        subject: pool.name,
        problem: problem.join('; '),
        at: { pool: pool.name },
      },
    ]
  })
}

const RESOURCES = [
  { key: 'cpus', name: 'vCPUs' },
  { key: 'memory', name: 'Memory' },
  { key: 'storage', name: 'Storage' },
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
    return [
      {
        key: `silo-${silo.siloId}`,
        kind: 'silo',
        subject: silo.siloName,
        problem: said.join('; '),
        at: { silo: silo.siloName },
      },
    ]
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
      // an operator sees it among the instances of the sled it ran on
      at: { sledId: i.activeSledId },
    }))
}
