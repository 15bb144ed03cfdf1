import { describe, expect, it } from 'vitest'
import type { RouterRoute } from '~/api/__generated__/Api'
import { eachCase } from '../../../test/cases'
import {
  checkIp,
  checkIpNet,
  checkTargetIp,
  destinationFamily,
  emptyRouterRouteValues,
  toRouterRouteBody,
  toRouterRouteValues,
  type RouterRouteValues,
} from './routerRouteBody'

const values = (patch: Partial<RouterRouteValues>): RouterRouteValues => ({
  ...emptyRouterRouteValues,
  name: 'r',
  description: 'd',
  ...patch,
})

const saved = (patch: Pick<RouterRoute, 'destination' | 'target'>): RouterRoute => ({
  id: 'id',
  name: 'r',
  description: 'd',
  kind: 'custom',
  vpcRouterId: 'router',
  timeCreated: new Date(0),
  timeModified: new Date(0),
  ...patch,
})

describe('toRouterRouteBody', () => {
  it('sends only the chosen kind of each end, trimmed', () => {
    const body = toRouterRouteBody(
      values({
        destinationType: 'ip_net',
        destinationIp: '10.0.0.9',
        destinationIpNet: ' 10.1.0.0/16 ',
        targetType: 'ip',
        targetIp: ' 10.50.0.10',
        targetInstance: 'web-server-2',
      }),
    )
    expect(body).toEqual({
      name: 'r',
      description: 'd',
      destination: { type: 'ip_net', value: '10.1.0.0/16' },
      target: { type: 'ip', value: '10.50.0.10' },
    })
  })

  it('builds every destination kind', () => {
    const target = { targetType: 'drop' } as const
    expect(
      toRouterRouteBody(values({ ...target, destinationType: 'ip', destinationIp: '1.2.3.4' })).destination,
    ).toEqual({
      type: 'ip',
      value: '1.2.3.4',
    })
    expect(
      toRouterRouteBody(values({ ...target, destinationType: 'subnet', destinationSubnet: 'mesh' })).destination,
    ).toEqual({ type: 'subnet', value: 'mesh' })
  })

  it('builds every target kind; drop carries no value', () => {
    const dest = { destinationType: 'ip_net', destinationIpNet: '0.0.0.0/0' } as const
    expect(toRouterRouteBody(values({ ...dest, targetType: 'instance', targetInstance: 'db' })).target).toEqual({
      type: 'instance',
      value: 'db',
    })
    expect(
      toRouterRouteBody(values({ ...dest, targetType: 'internet_gateway', targetGateway: 'egress' })).target,
    ).toEqual({
      type: 'internet_gateway',
      value: 'egress',
    })
    expect(toRouterRouteBody(values({ ...dest, targetType: 'drop', targetIp: '1.1.1.1' })).target).toEqual({
      type: 'drop',
    })
  })

  it('refuses the kinds the API refuses in custom routes', () => {
    expect(() => toRouterRouteBody(values({ destinationType: 'vpc' }))).toThrow(/VPC cannot be the destination/)
    expect(() => toRouterRouteBody(values({ destinationIpNet: '::/0', targetType: 'subnet' }))).toThrow(
      /Subnet cannot be the target/,
    )
  })
})

describe('toRouterRouteValues', () => {
  it('puts each end in the field of its kind and round-trips', () => {
    const route = saved({
      destination: { type: 'ip', value: '198.51.100.23' },
      target: { type: 'drop' },
    })
    const v = toRouterRouteValues(route)
    expect(v).toMatchObject({ destinationType: 'ip', destinationIp: '198.51.100.23', targetType: 'drop', targetIp: '' })
    expect(toRouterRouteBody(v)).toEqual({
      name: 'r',
      description: 'd',
      destination: route.destination,
      target: route.target,
    })
  })

  it('reads subnet, instance and gateway ends', () => {
    expect(
      toRouterRouteValues(
        saved({ destination: { type: 'subnet', value: 'default' }, target: { type: 'internet_gateway', value: 'gw' } }),
      ),
    ).toMatchObject({ destinationSubnet: 'default', targetGateway: 'gw', targetInstance: '' })
    expect(
      toRouterRouteValues(
        saved({ destination: { type: 'ip_net', value: '10.99.0.0/16' }, target: { type: 'instance', value: 'web' } }),
      ),
    ).toMatchObject({ destinationIpNet: '10.99.0.0/16', targetInstance: 'web', destinationIp: '' })
  })
})

describe('address rules, forgiving stray spaces', () => {
  eachCase(checkIp, [
    [' 10.0.0.1 ', undefined],
    ['10.0.0', 'Not a valid IP address'],
  ])
  eachCase(checkIpNet, [
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    [' 10.0.0.0/8', undefined],
  ])

  it('knows the IP version of an explicit destination only', () => {
    expect(destinationFamily(values({ destinationType: 'ip', destinationIp: '10.0.0.1' }))).toBe(4)
    expect(destinationFamily(values({ destinationType: 'ip_net', destinationIpNet: '::/0' }))).toBe(6)
    expect(destinationFamily(values({ destinationType: 'ip_net', destinationIpNet: 'nonsense' }))).toBeNull()
    expect(destinationFamily(values({ destinationType: 'subnet', destinationIpNet: '::/0' }))).toBeNull()
  })

  it('refuses a target IP of the other version than the destination', () => {
    const v4net = values({ destinationType: 'ip_net', destinationIpNet: '10.0.0.0/8' })
    expect(checkTargetIp('fd00::1', v4net)).toBe(
      'Cannot mix IPv4 and IPv6: the destination is IPv4 but the target is IPv6',
    )
    expect(checkTargetIp('10.1.1.1', v4net)).toBeUndefined()
    const v6ip = values({ destinationType: 'ip', destinationIp: 'fd00::9' })
    expect(checkTargetIp('10.1.1.1', v6ip)).toBe(
      'Cannot mix IPv4 and IPv6: the destination is IPv6 but the target is IPv4',
    )
    // a subnet has both versions, so any target address goes
    expect(checkTargetIp('fd00::1', values({ destinationType: 'subnet', destinationSubnet: 'mesh' }))).toBeUndefined()
    // a bad address is reported as such before any mix
    expect(checkTargetIp('fd00:::1', v4net)).toBe('Not a valid IP address')
  })
})
