import { describe, expect, it } from 'vitest'
import {
  cidrContains,
  firstFree,
  formatIp,
  normalizeIp,
  parseCidr,
  parseIp,
  randomGuestMac,
  randomVpcIpv6Prefix,
  subnetHostRange,
} from './ip'

describe('ip', () => {
  it('parses and formats IPv4 and IPv6 canonically', () => {
    expect(normalizeIp('10.0.0.1')).toBe('10.0.0.1')
    expect(normalizeIp('FD00:0099:0:0:0:0:0:0010')).toBe('fd00:99::10')
    expect(normalizeIp('::')).toBe('::')
    expect(normalizeIp('1:0:0:1:0:0:0:1')).toBe('1:0:0:1::1')
    for (const bad of ['256.0.0.1', '01.2.3.4', '1::2::3', '1.2.3', 'fd00::g', '1:2:3:4:5:6:7:8:9']) {
      expect(parseIp(bad), bad).toBeNull()
    }
  })

  it('knows which addresses a subnet holds and leaves its reserved ones alone', () => {
    const cidr = parseCidr('172.30.0.0/22')!
    expect(cidrContains(cidr, parseIp('172.30.3.254')!)).toBe(true)
    expect(cidrContains(cidr, parseIp('172.30.4.0')!)).toBe(false)
    const { first, last } = subnetHostRange(cidr)
    expect(formatIp({ version: 4, value: first })).toBe('172.30.0.5')
    expect(formatIp({ version: 4, value: last })).toBe('172.30.3.254')
    expect(firstFree(4, first, last, new Set(['172.30.0.5', '172.30.0.6']))).toBe('172.30.0.7')
    expect(parseCidr('10.0.0.0/33')).toBeNull()
  })

  it('makes guest MACs and VPC prefixes of the right shape', () => {
    expect(randomGuestMac(new Set())).toMatch(/^A8:40:25:F[0-9A-E](:[0-9A-F]{2}){2}$/)
    expect(randomVpcIpv6Prefix()).toMatch(/^fd[0-9a-f]{2}(:[0-9a-f]{1,4}){0,2}::\/48$/)
  })
})
