import { describe, expect, it } from 'vitest'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import { eachCase } from '../../../test/cases'
import {
  describeRouteEnd,
  routesToGateway,
  subnetCreateBody,
  subnetUpdateBody,
  validateSubnetBlock,
  validateVpcPrefix,
  vpcCreateBody,
  vpcUpdateBody,
} from './vpcRules'

describe("a VPC's IPv6 prefix: optional, a /48 in fd00::/8", () => {
  eachCase(validateVpcPrefix, [
    ['', undefined],
    ['fd00::/48', undefined],
    ['FDAB:1234:5678::/48', undefined],
    ['fd00::', 'Must contain an IP address and a width, separated by a /'],
    ['fd00::/48/1', 'Must contain an IP address and a width, separated by a /'],
    ['fd00:::/48', 'Not a valid IP address'],
    ['fd00::/x', 'Width must be an integer'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['10.0.0.0/8', 'Must be an IPv6 network'],
    ['fd00::/64', 'Width must be 48'],
    ['2001:db8::/48', 'Must be in the unique local range fd00::/8'],
    ['fd0::/48', 'Must be in the unique local range fd00::/8'],
  ])
})

describe("a subnet's IPv4 block: required", () => {
  eachCase(validateSubnetBlock(4, true), [
    ['', 'IPv4 block is required'],
    ['10.1.0.0/24', undefined],
    ['10.1.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.1.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/64', 'Must be an IPv4 network'],
  ])
})

describe("a subnet's IPv6 block: optional", () => {
  eachCase(validateSubnetBlock(6, false), [
    ['', undefined],
    ['fd00:1:2:3::/64', undefined],
    ['10.1.0.0/24', 'Must be an IPv6 network'],
    ['fd00::/200', 'Max width for IPv6 is 128'],
  ])
})

describe('request bodies', () => {
  it('leaves an empty VPC prefix out so the control plane picks one', () => {
    const base = { name: 'a', description: '', dnsName: 'a' }
    expect(vpcCreateBody({ ...base, ipv6Prefix: ' ' })).toEqual(base)
    expect(vpcCreateBody({ ...base, ipv6Prefix: ' fd00::/48 ' })).toEqual({ ...base, ipv6Prefix: 'fd00::/48' })
  })

  it('sends no prefix on update, since it is fixed once the VPC exists', () => {
    const base = { name: 'a', description: 'd', dnsName: 'a' }
    expect(vpcUpdateBody({ ...base, ipv6Prefix: 'fd00::/48' })).toEqual(base)
  })

  it('sends a subnet without an IPv6 block or router as the API expects', () => {
    expect(
      subnetCreateBody({ name: 's', description: 'd', ipv4Block: ' 10.0.0.0/24', ipv6Block: '', customRouter: '' }),
    ).toEqual({ name: 's', description: 'd', ipv4Block: '10.0.0.0/24', customRouter: null })
  })

  it('always sends the router on update, since leaving it out detaches it', () => {
    expect(subnetUpdateBody({ name: 's', description: '', customRouter: 'r-id' })).toEqual({
      name: 's',
      description: '',
      customRouter: 'r-id',
    })
    expect(subnetUpdateBody({ name: 's', description: '', customRouter: '' }).customRouter).toBeNull()
  })
})

describe('routes to a gateway', () => {
  const router = (name: string) => ({ id: `${name}-id`, name }) as VpcRouter
  const route = (name: string, target: RouterRoute['target']) => ({ name, target }) as RouterRoute
  const gateway = { id: 'gw-id', name: 'egress' }

  it('finds routes that name the gateway or give its id, in any router', () => {
    const found = routesToGateway(gateway, [
      {
        router: router('system'),
        routes: [
          route('default-v4', { type: 'internet_gateway', value: 'default' }),
          route('by-id', { type: 'internet_gateway', value: 'gw-id' }),
        ],
      },
      {
        router: router('mesh'),
        routes: [
          route('ipv6-egress', { type: 'internet_gateway', value: 'egress' }),
          route('to-instance', { type: 'instance', value: 'egress' }),
          route('drop', { type: 'drop' }),
        ],
      },
    ])
    expect(found.map((f) => `${f.router.name}/${f.route.name}`)).toEqual(['system/by-id', 'mesh/ipv6-egress'])
  })

  it('describes route ends in words', () => {
    expect(describeRouteEnd({ type: 'ip_net', value: '::/0' })).toBe('IP network ::/0')
    expect(describeRouteEnd({ type: 'subnet', value: 'default' })).toBe('Subnet default')
    expect(describeRouteEnd({ type: 'drop' })).toBe('Drop')
  })
})
