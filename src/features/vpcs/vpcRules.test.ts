import { describe, expect, it } from 'vitest'
import type { RouterRoute, VpcRouter } from '~/api/__generated__/Api'
import {
  describeRouteEnd,
  routesToGateway,
  subnetCreateBody,
  subnetUpdateBody,
  vpcCreateBody,
  vpcUpdateBody,
} from './vpcRules'

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
