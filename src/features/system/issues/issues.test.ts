import { describe, expect, it } from 'vitest'
import type { IpPool, PhysicalDisk, SiloUtilization, Sled, SledInstance } from '~/api/__generated__/Api'
import { GiB } from '~/util/bytes'
import { diskIssues, instanceIssues, ipPoolIssues, siloIssues, sledIssues } from './issues'

const sled = (id: string, policy: Sled['policy'], state: Sled['state'] = 'active') =>
  ({ id, policy, state, baseboard: { serial: `SER-${id}`, part: 'p', revision: 1 } }) as Sled
const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const

describe('sledIssues', () => {
  it('names sleds that take no new work, are expunged, or are in service but not active', () => {
    const issues = sledIssues([
      sled('ok', inService),
      sled('drained', { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
      sled('gone', { kind: 'expunged' }, 'decommissioned'),
      sled('odd', inService, 'decommissioned'),
    ])
    expect(issues.map((i) => [i.subject, i.problem, i.at])).toEqual([
      ['SER-drained', 'Not provisionable: no new instances are placed on it', { sledId: 'drained' }],
      ['SER-gone', 'Expunged: out of service for good (decommissioned)', { sledId: 'gone' }],
      ['SER-odd', 'In service but decommissioned', { sledId: 'odd' }],
    ])
  })
})

describe('diskIssues', () => {
  const disk = (id: string, policy: PhysicalDisk['policy'], state: PhysicalDisk['state'], sledId?: string) =>
    ({ id, policy, state, sledId, model: 'M', serial: id }) as PhysicalDisk
  it('names drives expunged or not active, each fixed from its sled', () => {
    const issues = diskIssues([
      disk('a', { kind: 'in_service' }, 'active', 's1'),
      disk('b', { kind: 'expunged' }, 'active', 's1'),
      disk('c', { kind: 'in_service' }, 'decommissioned', 's2'),
    ])
    expect(issues.map((i) => [i.subject, i.problem, i.at])).toEqual([
      ['M b', 'Expunged (active)', { sledId: 's1' }],
      ['M c', 'In service but decommissioned', { sledId: 's2' }],
    ])
  })
})

describe('ipPoolIssues', () => {
  const pool = (name: string) => ({ id: `id-${name}`, name }) as IpPool
  const use = (v4: [number, number], v6: [string, string] = ['0', '0']) => ({
    ipv4: { allocated: v4[0], capacity: v4[1] },
    ipv6: { allocated: v6[0], capacity: v6[1] },
  })
  it('names pools above 90 % used, IPv6 counted exactly', () => {
    const issues = ipPoolIssues([
      { pool: pool('at-90'), utilization: use([9, 10]) },
      { pool: pool('above'), utilization: use([11, 12]) },
      { pool: pool('empty'), utilization: use([0, 0]) },
      // 2^64 - 1 of 2^64: 99.9 %, which a float would round to 100 %
      { pool: pool('v6'), utilization: use([0, 0], ['18446744073709551615', '18446744073709551616']) },
    ])
    expect(issues.map((i) => [i.subject, i.problem, i.at])).toEqual([
      ['above', '91.6% of its IPv4 addresses in use', { pool: 'above' }],
      ['v6', '99.9% of its IPv6 addresses in use', { pool: 'v6' }],
    ])
  })
})

describe('siloIssues', () => {
  const silo = (name: string, provisioned: number[], allocated: number[]) =>
    ({
      siloId: `id-${name}`,
      siloName: name,
      provisioned: { cpus: provisioned[0], memory: provisioned[1], storage: provisioned[2] },
      allocated: { cpus: allocated[0], memory: allocated[1], storage: allocated[2] },
    }) as SiloUtilization
  it('names silos at or over a quota, and says which', () => {
    const issues = siloIssues([
      silo('roomy', [1, GiB, GiB], [2, 2 * GiB, 2 * GiB]),
      silo('at', [16, GiB, GiB], [16, 2 * GiB, 2 * GiB]),
      silo('over', [1, 3 * GiB, GiB], [2, 2 * GiB, GiB]),
      // nothing held against a zero quota is no issue
      silo('unused', [0, 0, 0], [0, 0, 0]),
    ])
    expect(issues.map((i) => [i.subject, i.problem, i.at])).toEqual([
      ['at', 'vCPUs at quota (16 vCPUs)', { silo: 'at' }],
      ['over', 'Memory over quota (3 GiB of 2 GiB); Storage at quota (1 GiB)', { silo: 'over' }],
    ])
  })
})

describe('instanceIssues', () => {
  it('names failed instances by silo, project and name, on the sled they ran on', () => {
    const instance = (name: string, state: SledInstance['state']) =>
      ({ id: name, name, state, siloName: 's', projectName: 'p', activeSledId: 'sled-1' }) as SledInstance
    const issues = instanceIssues([instance('a', 'running'), instance('b', 'failed')])
    expect(issues.map((i) => [i.subject, i.problem, i.at])).toEqual([['s / p / b', 'Failed', { sledId: 'sled-1' }]])
  })
})
