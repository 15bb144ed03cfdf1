// What every address-like field of the network forms says about what was typed: one table,
// so the same input reads the same way (or differs on purpose) from form to form.
import { describe, expect, it } from 'vitest'
import { icmpTypeError, portError } from '../firewall-rules/ruleForm'
import { checkIp, checkIpNet } from '../vpc-routers/routerRouteBody'
import { validateSubnetBlock, validateVpcPrefix } from './vpcRules'

const WIDTH_MISSING = 'Must contain an IP address and a width, separated by a /'

describe('address fields of the network forms', () => {
  const prefix = validateVpcPrefix
  const v4 = validateSubnetBlock(4, true)
  const v6 = validateSubnetBlock(6, false)
  it.each([
    // a VPC's IPv6 prefix: optional, a /48 in fd00::/8
    ['VPC prefix', prefix, '', undefined],
    ['VPC prefix', prefix, 'fd00::/48', undefined],
    ['VPC prefix', prefix, 'FDAB:1234:5678::/48', undefined],
    ['VPC prefix', prefix, 'fd00::', WIDTH_MISSING],
    ['VPC prefix', prefix, 'fd00::/48/1', WIDTH_MISSING],
    ['VPC prefix', prefix, 'fd00:::/48', 'Not a valid IP address'],
    ['VPC prefix', prefix, 'fd00::/x', 'Width must be an integer'],
    ['VPC prefix', prefix, 'fd00::/129', 'Max width for IPv6 is 128'],
    ['VPC prefix', prefix, '10.0.0.0/8', 'Must be an IPv6 network'],
    ['VPC prefix', prefix, 'fd00::/64', 'Width must be 48'],
    ['VPC prefix', prefix, '2001:db8::/48', 'Must be in the unique local range fd00::/8'],
    ['VPC prefix', prefix, 'fd0::/48', 'Must be in the unique local range fd00::/8'],
    // a subnet's blocks: IPv4 required, IPv6 optional
    ['IPv4 block', v4, '', 'IPv4 block is required'],
    ['IPv4 block', v4, '10.1.0.0/24', undefined],
    ['IPv4 block', v4, '10.1.0.0', WIDTH_MISSING],
    ['IPv4 block', v4, '10.1.0.0/33', 'Max width for IPv4 is 32'],
    ['IPv4 block', v4, 'fd00::/64', 'Must be an IPv4 network'],
    ['IPv6 block', v6, '', undefined],
    ['IPv6 block', v6, 'fd00:1:2:3::/64', undefined],
    ['IPv6 block', v6, '10.1.0.0/24', 'Must be an IPv6 network'],
    ['IPv6 block', v6, 'fd00::/200', 'Max width for IPv6 is 128'],
    // a route's ends, forgiving stray spaces
    ['route IP', checkIp, ' 10.0.0.1 ', undefined],
    ['route IP', checkIp, '10.0.0', 'Not a valid IP address'],
    ['route IP network', checkIpNet, '10.0.0.0', WIDTH_MISSING],
    ['route IP network', checkIpNet, 'fd00::/129', 'Max width for IPv6 is 128'],
    ['route IP network', checkIpNet, ' 10.0.0.0/8', undefined],
    // a firewall rule's ports and ICMP types
    ['port', portError, '22', undefined],
    ['port', portError, '1-65535', undefined],
    ['port', portError, 'http', 'Not a valid port or port range'],
    ['port', portError, '22-', 'Not a valid port or port range'],
    ['port', portError, '123456', 'Not a valid port or port range'],
    ['port', portError, '90-80', 'A port range must not end below its start'],
    ['port', portError, '0', 'Ports must be between 1 and 65535'],
    ['port', portError, '80-70000', 'Ports must be between 1 and 65535'],
    ['ICMP type', icmpTypeError, '', undefined],
    ['ICMP type', icmpTypeError, '0', undefined],
    ['ICMP type', icmpTypeError, '255', undefined],
    ['ICMP type', icmpTypeError, '256', 'ICMP type must be a whole number from 0 to 255'],
    ['ICMP type', icmpTypeError, '-1', 'ICMP type must be a whole number from 0 to 255'],
    ['ICMP type', icmpTypeError, '8.5', 'ICMP type must be a whole number from 0 to 255'],
  ])('%s %j -> %j', (_field, rule, value, message) => {
    expect(rule(value)).toBe(message)
  })
})
