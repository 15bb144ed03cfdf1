import { describe, expect, it } from 'vitest'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '~/api/__generated__/Api'
import { snakeify } from '~/api/__generated__/util'
import {
  byPriorityThenName,
  protocolLabel,
  ruleToUpdate,
  withRuleAdded,
  withRuleRemoved,
  withRuleReplaced,
} from './rules'

const created = new Date('2025-04-02T09:00:00Z')

function rule(name: string, overrides: Partial<VpcFirewallRule> = {}): VpcFirewallRule {
  return {
    id: `id-${name}`,
    vpcId: 'vpc-1',
    timeCreated: created,
    timeModified: created,
    name,
    description: `about ${name}`,
    action: 'allow',
    direction: 'inbound',
    priority: 100,
    status: 'enabled',
    targets: [{ type: 'vpc', value: 'default' }],
    filters: { hosts: null, ports: null, protocols: null },
    ...overrides,
  }
}

const everyKind = rule('allow-everything', {
  action: 'deny',
  direction: 'outbound',
  priority: 65535,
  status: 'disabled',
  targets: [
    { type: 'vpc', value: 'default' },
    { type: 'subnet', value: 'app' },
    { type: 'instance', value: 'web-1' },
    { type: 'ip', value: 'fd00::1' },
    { type: 'ip_net', value: '10.0.0.0/8' },
  ],
  filters: {
    hosts: [
      { type: 'ip', value: '203.0.113.10' },
      { type: 'instance', value: 'build-runner' },
    ],
    ports: ['22', '8000-8080'],
    protocols: [
      { type: 'tcp' },
      { type: 'udp' },
      { type: 'icmp', value: null },
      { type: 'icmp', value: { icmpType: 3, code: '0-15' } },
      { type: 'icmp', value: { icmpType: 11 } },
    ],
  },
})

describe('a rule as read, turned into the update body', () => {
  it('keeps every user-set field and drops what the system owns', () => {
    expect(ruleToUpdate(everyKind)).toEqual({
      name: 'allow-everything',
      description: 'about allow-everything',
      action: 'deny',
      direction: 'outbound',
      priority: 65535,
      status: 'disabled',
      targets: everyKind.targets,
      filters: {
        hosts: everyKind.filters.hosts,
        ports: ['22', '8000-8080'],
        protocols: [
          ...everyKind.filters.protocols!.slice(0, -1),
          // an ICMP filter without a code says so explicitly
          { type: 'icmp', value: { icmpType: 11, code: null } },
        ],
      },
    })
  })

  it('goes on the wire in the snake_case the API reads', () => {
    const wire = snakeify({ rules: [ruleToUpdate(everyKind)] }) as { rules: Record<string, unknown>[] }
    const [sent] = wire.rules
    expect(Object.keys(sent).sort()).toEqual(
      ['action', 'description', 'direction', 'filters', 'name', 'priority', 'status', 'targets'].sort(),
    )
    expect(sent.filters).toMatchObject({
      protocols: expect.arrayContaining([{ type: 'icmp', value: { icmp_type: 3, code: '0-15' } }]),
    })
    // kind names are values, not keys, and keep their underscore
    expect(sent.targets).toContainEqual({ type: 'ip_net', value: '10.0.0.0/8' })
  })

  it('keeps absent filters absent, not empty', () => {
    expect(ruleToUpdate(rule('plain')).filters).toEqual({ hosts: null, ports: null, protocols: null })
  })

  it('copies rather than shares the lists, so changing the body never changes the cache', () => {
    const body = ruleToUpdate(everyKind)
    body.targets.push({ type: 'vpc', value: 'other' })
    body.filters.ports!.push('1')
    expect(everyKind.targets).toHaveLength(5)
    expect(everyKind.filters.ports).toEqual(['22', '8000-8080'])
  })
})

describe('the whole list sent to replace the rules', () => {
  const current = [rule('allow-icmp'), everyKind, rule('allow-ssh', { priority: 65534 })]
  const added: VpcFirewallRuleUpdate = { ...ruleToUpdate(rule('new-rule')), priority: 5 }

  it('adds a rule after every existing one, each sent as it was', () => {
    const next = withRuleAdded(current, added)
    expect(next).toEqual([...current.map(ruleToUpdate), added])
  })

  it('refuses to add a rule whose name is taken', () => {
    expect(() => withRuleAdded(current, { ...added, name: 'allow-ssh' })).toThrow(
      'A rule named allow-ssh already exists',
    )
  })

  it('replaces the edited rule by its original name and leaves the rest alone', () => {
    const edited = { ...ruleToUpdate(current[2]), name: 'allow-ssh-renamed', action: 'deny' as const }
    const next = withRuleReplaced(current, 'allow-ssh', edited)
    expect(next).toEqual([ruleToUpdate(current[0]), ruleToUpdate(current[1]), edited])
  })

  it('refuses a rename onto another rule, and an edit of a rule deleted meanwhile', () => {
    const edited = { ...ruleToUpdate(current[2]), name: 'allow-icmp' }
    expect(() => withRuleReplaced(current, 'allow-ssh', edited)).toThrow('A rule named allow-icmp already exists')
    expect(() => withRuleReplaced(current, 'gone', added)).toThrow(/Rule gone no longer exists/)
  })

  it('deletes by sending every other rule', () => {
    expect(withRuleRemoved(current, 'allow-everything')).toEqual([ruleToUpdate(current[0]), ruleToUpdate(current[2])])
    expect(() => withRuleRemoved(current, 'gone')).toThrow('Rule gone no longer exists')
  })
})

describe('showing rules', () => {
  it('sorts by priority, then by name', () => {
    const rules = [rule('b', { priority: 10 }), rule('c', { priority: 5 }), rule('a', { priority: 10 })]
    expect(rules.sort(byPriorityThenName).map((r) => r.name)).toEqual(['c', 'a', 'b'])
  })

  it('names protocols, with ICMP type and code when given', () => {
    expect(protocolLabel({ type: 'tcp' })).toBe('TCP')
    expect(protocolLabel({ type: 'udp' })).toBe('UDP')
    expect(protocolLabel({ type: 'icmp', value: null })).toBe('ICMP')
    expect(protocolLabel({ type: 'icmp', value: { icmpType: 8 } })).toBe('ICMP type 8')
    expect(protocolLabel({ type: 'icmp', value: { icmpType: 8, code: '0' } })).toBe('ICMP type 8 code 0')
    expect(protocolLabel({ type: 'icmp', value: { icmpType: 3, code: '0-15' } })).toBe('ICMP type 3 code 0-15')
  })
})
