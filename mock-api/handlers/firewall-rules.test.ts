import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { demoDefaultVpcId } from '../fixtures/network'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { expectError, expectOk, get, put } from '../test-utils'

const url = (vpc = 'default') => `/v1/vpc-firewall-rules?project=demo-project&vpc=${vpc}`

const rule = (overrides: object = {}) => ({
  name: 'allow-web',
  description: 'web traffic',
  status: 'enabled',
  direction: 'inbound',
  action: 'allow',
  priority: 100,
  targets: [{ type: 'vpc', value: 'default' }],
  filters: { ports: ['80'], protocols: [{ type: 'tcp' }] },
  ...overrides,
})

const replace = (rules: object[], as = projectCollaboratorId, vpc = 'default') => put(url(vpc), { as, body: { rules } })

/** Replaces the rules with one whose filters are `filters`, expecting a refusal. */
const withFilters = (filters: object) => replace([rule({ filters })])

describe('firewall rules view', () => {
  it('shows the seeded rules of every kind, sorted by name', async () => {
    const res = await get(url(), { as: siloViewerId })
    expectOk(res, 200, schema.VpcFirewallRules)
    const rules = res.body.rules
    expect(rules.map((r: { name: string }) => r.name)).toEqual([
      'allow-https',
      'allow-icmp',
      'allow-internal-inbound',
      'allow-monitoring',
      'allow-ping-v6',
      'allow-ssh',
      'allow-unreachable',
      'deny-smtp-out',
    ])
    const kinds = (
      pick: (r: { targets: { type: string }[]; filters: { hosts: { type: string }[] | null } }) => { type: string }[],
    ) => new Set(rules.flatMap(pick).map((t: { type: string }) => t.type))
    expect(kinds((r) => r.targets)).toEqual(new Set(['vpc', 'subnet', 'instance', 'ip', 'ip_net']))
    expect(kinds((r) => r.filters.hosts ?? [])).toEqual(new Set(['vpc', 'subnet', 'instance', 'ip', 'ip_net']))
    expect(rules.every((r: { vpc_id: string }) => r.vpc_id === demoDefaultVpcId)).toBe(true)
    expect((await get(`/v1/vpc-firewall-rules?vpc=${demoDefaultVpcId}`, { as: siloViewerId })).body).toEqual(res.body)
  })

  it('needs a VPC the caller can read', async () => {
    expectError(await get('/v1/vpc-firewall-rules?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await get(url('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(url(), { as: noRolesId }), 404)
  })
})

describe('firewall rules update', () => {
  it('replaces the whole list, with new ids, normalised values and nulls for absent filters', async () => {
    const res = await replace([
      rule({
        name: 'zeta',
        targets: [
          { type: 'ip', value: 'FD00::0001' },
          { type: 'ip_net', value: '10.0.0.0/8' },
        ],
        filters: {
          hosts: [{ type: 'instance', value: 'web-server-1' }],
          ports: ['0443', '8000-8000', '9000-9100'],
          protocols: [
            { type: 'icmp', value: { icmp_type: 3, code: '04' } },
            { type: 'icmp', value: { icmp_type: 8 } },
          ],
        },
      }),
      rule({ name: 'alpha', filters: {} }),
    ])
    expectOk(res, 200, schema.VpcFirewallRules)
    const [alpha, zeta] = res.body.rules
    expect(alpha).toMatchObject({
      name: 'alpha',
      vpc_id: demoDefaultVpcId,
      filters: { hosts: null, ports: null, protocols: null },
    })
    expect(zeta.targets).toEqual([
      { type: 'ip', value: 'fd00::1' },
      { type: 'ip_net', value: '10.0.0.0/8' },
    ])
    expect(zeta.filters.ports).toEqual(['443', '8000', '9000-9100'])
    expect(zeta.filters.protocols).toEqual([
      { type: 'icmp', value: { icmp_type: 3, code: '4' } },
      { type: 'icmp', value: { icmp_type: 8, code: null } },
    ])
    expect((await get(url(), { as: siloViewerId })).body).toEqual(res.body)
    // an empty body clears the list
    expect((await put(url(), { as: projectCollaboratorId, body: {} })).body).toEqual({ rules: [] })
  })

  it('refuses duplicate rule names and too many rules', async () => {
    const dupes = await replace([rule(), rule(), rule({ name: 'b' }), rule({ name: 'b' })])
    expectError(dupes, 400, 'InvalidValue')
    expect(dupes.body.message).toBe(
      'unsupported value for "rules": Rule names must be unique. Duplicates: ["allow-web", "b"]',
    )
    const many = await replace(Array.from({ length: 1025 }, (_, n) => rule({ name: `rule-${n}` })))
    expectError(many, 400, 'InvalidValue')
    expect(many.body.message).toBe('unsupported value for "rules": max length 1024')
    const targets = Array.from({ length: 257 }, (_, n) => ({ type: 'instance', value: `i-${n}` }))
    const wide = await replace([rule({ targets })])
    expect(wide.body.message).toBe('unsupported value for "targets": max length 256')
    const ports = Array.from({ length: 257 }, (_, n) => String(n + 1))
    expect((await withFilters({ ports })).body.message).toBe('unsupported value for "filters.ports": max length 256')
  })

  it('refuses priorities, ports and ICMP parameters out of range', async () => {
    expectError(await replace([rule({ priority: 65536 })]), 400)
    expectError(await replace([rule({ priority: -1 })]), 400)
    const cases: [string[], string][] = [
      [['0'], '"0" unparsable for type: number would be zero for non-zero type'],
      [['65536'], '"65536" unparsable for type: number too large to fit in target type'],
      [['22', '100-90'], 'range has larger start value than end value'],
    ]
    for (const [ports, why] of cases) {
      const res = await withFilters({ ports })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(`unable to parse JSON body: rules[0].filters.ports[${ports.length - 1}]: ${why}`)
    }
    expectError(await withFilters({ ports: ['http'] }), 400)
    expectError(await withFilters({ ports: ['1-2-3'] }), 400)
    const code = await withFilters({ protocols: [{ type: 'icmp', value: { icmp_type: 3, code: '300' } }] })
    expect(code.body.message).toBe(
      'unable to parse JSON body: rules[0].filters.protocols[0].value.code: "300" unparsable for type: number too large to fit in target type',
    )
    const backwards = await withFilters({ protocols: [{ type: 'icmp', value: { icmp_type: 3, code: '9-1' } }] })
    expect(backwards.body.message).toContain('range has larger start value than end value')
    expectError(await withFilters({ protocols: [{ type: 'icmp', value: { icmp_type: 256 } }] }), 400)
    expectError(await withFilters({ protocols: [{ type: 'sctp' }] }), 400)
  })

  it('refuses malformed targets and hosts, and entries listed twice', async () => {
    expectError(await replace([rule({ targets: [{ type: 'ip', value: '10.0.0.300' }] })]), 400)
    expectError(await replace([rule({ targets: [{ type: 'ip_net', value: '10.0.0.0/40' }] })]), 400)
    expectError(await replace([rule({ targets: [{ type: 'vpc', value: 'Not A Name' }] })]), 400)
    expectError(await replace([rule({ targets: [{ type: 'galaxy', value: 'x' }] })]), 400)
    expectError(await withFilters({ hosts: [{ type: 'ip_net', value: 'fd00::/129' }] }), 400)

    const twice = await withFilters({ ports: ['22', '22-22'] })
    expectError(twice, 400, 'InvalidValue')
    expect(twice.body.message).toBe('unsupported value for "filters.ports": rule "allow-web" lists 22 more than once')
    const hosts = await withFilters({
      hosts: [
        { type: 'ip', value: '10.0.0.1' },
        { type: 'ip', value: '10.0.0.1' },
      ],
    })
    expectError(hosts, 400, 'InvalidValue')
    const targets = await replace([
      rule({
        targets: [
          { type: 'subnet', value: 'a' },
          { type: 'subnet', value: 'a' },
        ],
      }),
    ])
    expectError(targets, 400, 'InvalidValue')
    const protocols = await withFilters({ protocols: [{ type: 'tcp' }, { type: 'tcp' }] })
    expectError(protocols, 400, 'InvalidValue')
  })

  it('accepts names of things that do not exist (yet), as the API does', async () => {
    const res = await replace([
      rule({
        targets: [{ type: 'instance', value: 'not-built-yet' }],
        filters: { hosts: [{ type: 'subnet', value: 'later' }] },
      }),
    ])
    expect(res.status).toBe(200)
  })

  it('needs project collaborator', async () => {
    expectError(await replace([rule()], siloViewerId), 403, 'Forbidden')
    expectError(await replace([rule()], noRolesId), 404)
    expect((await replace([rule()], fleetAdminId, 'backend')).status).toBe(200)
  })
})
