import { describe, expect, it } from 'vitest'
import type { VpcFirewallRuleTarget } from '~/api/__generated__/Api'
import { instancesTargeted, type TargetScope } from './targets'

// a VPC with two subnets; `db` has an interface in each, `web` one, `idle` none in this VPC
const scope: TargetScope = {
  vpc: { id: 'v1', name: 'backend' },
  subnets: [
    { id: 's-app', name: 'app' },
    { id: 's-data', name: 'data' },
  ],
  instances: [
    { id: 'i-web', name: 'web' },
    { id: 'i-db', name: 'db' },
    { id: 'i-idle', name: 'idle' },
  ],
  nics: [
    { instanceId: 'i-web', subnetId: 's-app', ip: '10.20.0.7' },
    { instanceId: 'i-db', subnetId: 's-app', ip: '10.20.0.5' },
    { instanceId: 'i-db', subnetId: 's-data', ip: '10.20.1.5' },
  ],
}

const names = (targets: VpcFirewallRuleTarget[]) => instancesTargeted(targets, scope).map((i) => i.name)

describe('instancesTargeted', () => {
  it.each<[string, VpcFirewallRuleTarget[], string[]]>([
    ['the VPC: every instance with an interface in it, by name', [{ type: 'vpc', value: 'backend' }], ['db', 'web']],
    ['another VPC: none of this one’s', [{ type: 'vpc', value: 'default' }], []],
    ['a subnet: the instances with an interface in it', [{ type: 'subnet', value: 'data' }], ['db']],
    ['a subnet name of no subnet here', [{ type: 'subnet', value: 'nope' }], []],
    ['an instance with an interface in the VPC', [{ type: 'instance', value: 'web' }], ['web']],
    ['an instance with no interface in the VPC', [{ type: 'instance', value: 'idle' }], []],
    ['an interface’s address', [{ type: 'ip', value: '10.20.1.5' }], ['db']],
    ['an address no interface has', [{ type: 'ip', value: '10.20.1.6' }], []],
    ['a network holding some interfaces', [{ type: 'ip_net', value: '10.20.0.0/24' }], ['db', 'web']],
    ['a network of one address', [{ type: 'ip_net', value: '10.20.0.7/32' }], ['web']],
    ['an IPv6 network, where the interfaces are IPv4', [{ type: 'ip_net', value: 'fd00::/8' }], []],
    [
      'several targets: each instance once',
      [
        { type: 'instance', value: 'db' },
        { type: 'subnet', value: 'data' },
        { type: 'ip', value: '10.20.0.7' },
      ],
      ['db', 'web'],
    ],
    ['no targets', [], []],
  ])('%s', (_, targets, expected) => {
    expect(names(targets)).toEqual(expected)
  })

  it('compares addresses as addresses, not as text', () => {
    const v6 = { ...scope, nics: [{ instanceId: 'i-web', subnetId: 's-app', ip: 'fd00:0:0::7' }] }
    expect(instancesTargeted([{ type: 'ip', value: 'fd00::7' }], v6).map((i) => i.name)).toEqual(['web'])
    expect(instancesTargeted([{ type: 'ip_net', value: 'fd00::/64' }], v6).map((i) => i.name)).toEqual(['web'])
  })
})
