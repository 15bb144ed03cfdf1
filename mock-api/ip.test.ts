import { describe, expect, it } from 'vitest'
import {
  cidrContains,
  cidrOverlaps,
  cidrWithin,
  firstFree,
  formatCidr,
  formatIp,
  inRange,
  normalizeIp,
  normalizeNet,
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

  it('refuses the lenient forms ipaddr.js itself would take', () => {
    // hex, octal and short IPv4; IPv6 with a zone id or a dotted quad; stray colons or spaces
    const lenient = ['0x7f.0.0.1', '127.1', '1.2.3.04', '::ffff:1.2.3.4', 'fe80::1%eth0', ':1::', '1:::2', ' 1.2.3.4']
    for (const bad of lenient) expect(parseIp(bad), bad).toBeNull()
    expect(normalizeIp('0.0.0.0')).toBe('0.0.0.0')
    expect(normalizeIp('1:2:3:4:5:6:7::')).toBe('1:2:3:4:5:6:7:0')
  })

  it('prints IPv6 as RFC 5952 says: the first of the longest zero runs, never a lone zero', () => {
    expect(normalizeIp('1:0:0:2:0:0:3:4')).toBe('1::2:0:0:3:4')
    expect(normalizeIp('1:0:2:3:4:5:6:7')).toBe('1:0:2:3:4:5:6:7')
    expect(normalizeIp('0:0:0:0:0:0:0:1')).toBe('::1')
    expect(normalizeIp('FD00:0:0:0:0:0:0:0')).toBe('fd00::')
    expect(formatIp({ version: 6, value: (1n << 128n) - 1n })).toBe('ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff')
  })

  it('tells whether an address lies in a range of its family', () => {
    const ip = (s: string) => parseIp(s)!
    expect(inRange(ip('10.0.0.10'), ip('10.0.0.10'), ip('10.0.0.250'))).toBe(true)
    expect(inRange(ip('10.0.0.251'), ip('10.0.0.10'), ip('10.0.0.250'))).toBe(false)
    expect(inRange(ip('::a0a:a'), ip('10.0.0.0'), ip('10.0.0.250'))).toBe(false)
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

  it('compares networks: overlap, containment, canonical form', () => {
    const net = (s: string) => parseCidr(s)!
    expect(formatCidr(net('10.1.2.3/16'))).toBe('10.1.0.0/16')
    expect(formatCidr(net('FD00:0:0:1::5/64'))).toBe('fd00:0:0:1::/64')
    expect(normalizeNet('FD00:0::5/064')).toBe('fd00::5/64')
    expect(normalizeNet('10.1.2.3/8')).toBe('10.1.2.3/8')
    expect(normalizeNet('10.1.2.3')).toBeNull()
    expect(cidrOverlaps(net('10.20.0.0/16'), net('10.20.1.0/24'))).toBe(true)
    expect(cidrOverlaps(net('10.20.1.0/24'), net('10.20.0.0/16'))).toBe(true)
    expect(cidrOverlaps(net('10.20.0.0/24'), net('10.20.1.0/24'))).toBe(false)
    expect(cidrOverlaps(net('10.0.0.0/8'), net('fd00::/8'))).toBe(false)
    expect(cidrWithin(net('192.168.0.0/16'), net('192.168.0.0/16'))).toBe(true)
    expect(cidrWithin(net('192.168.0.0/15'), net('192.168.0.0/16'))).toBe(false)
    expect(cidrWithin(net('fd12:3456:789a:1::/64'), net('fd12:3456:789a::/48'))).toBe(true)
  })

  it('makes guest MACs and VPC prefixes of the right shape', () => {
    expect(randomGuestMac(new Set())).toMatch(/^A8:40:25:F[0-9A-E](:[0-9A-F]{2}){2}$/)
    expect(randomVpcIpv6Prefix()).toMatch(/^fd[0-9a-f]{2}(:[0-9a-f]{1,4}){0,2}::\/48$/)
  })
})
