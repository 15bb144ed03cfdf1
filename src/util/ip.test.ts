import { describe, expect, it } from 'vitest'
import { eachCase } from '../../test/cases'
import { parsePortRange, validateIp, validateIpNet } from './ip'

describe('IP addresses', () => {
  it.each(['10.0.0.1', '255.255.255.255', '::1', 'fd00::1', '2001:db8::ff00:42:8329'])('accepts %s', (ip) => {
    expect(validateIp(ip)).toBeUndefined()
  })
  it.each(['10.0.0', '256.1.1.1', 'abc', '', '10.0.0.1/24', '1.2.3.4.5'])('rejects %j', (ip) => {
    expect(validateIp(ip)).toBe('Not a valid IP address')
  })
})

describe('IP networks', () => {
  eachCase(validateIpNet, [
    ['10.0.0.0/8', undefined],
    ['fd00::/64', undefined],
    ['10.0.0.0', 'Must contain an IP address and a width, separated by a /'],
    ['10.0.0.0/8/1', 'Must contain an IP address and a width, separated by a /'],
    ['nope/8', 'Not a valid IP address'],
    ['10.0.0.0/x', 'Width must be an integer'],
    ['10.0.0.0/2.5', 'Width must be an integer'],
    ['10.0.0.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
  ])
})

describe('port ranges', () => {
  eachCase(parsePortRange, [
    ['22', [22, 22]],
    ['8000-8080', [8000, 8080]],
    ['80-80', [80, 80]],
  ])
  it.each(['', '123456', '80-', '-80', '8080-8000', 'a-b', '1-2-3'])('rejects %j', (value) => {
    expect(parsePortRange(value)).toBeUndefined()
  })
})
