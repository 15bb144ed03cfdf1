import { describe, expect, it } from 'vitest'
import { validateAnnouncement, validateNetwork, withinBlock } from './announcements'

const block = { firstAddress: '198.51.100.0', lastAddress: '198.51.100.255' }

describe('an announced network', () => {
  it.each([
    ['198.51.100', 'Must contain an IP address and a width, separated by a /'],
    ['198.51.100/24', 'Not a valid IP address'],
    ['198.51.100.0/x', 'Width must be an integer'],
    ['198.51.100.0/33', 'Max width for IPv4 is 32'],
    ['fd00::/129', 'Max width for IPv6 is 128'],
    ['198.51.100.7/24', 'Host bits must be zero: the network is 198.51.100.0/24'],
    ['fd00:99::1/64', 'Host bits must be zero: the network is fd00:99::/64'],
    ['198.51.100.0/24', undefined],
    ['198.51.100.128/25', undefined],
    ['fd00:99::/48', undefined],
  ])('%s: %s', (value, message) => {
    expect(validateNetwork(value)).toBe(message)
  })

  it('lies wholly within its block, in its family', () => {
    expect(withinBlock('198.51.100.0/24', block)).toBe(true)
    expect(withinBlock('198.51.100.192/26', block)).toBe(true)
    expect(withinBlock('198.51.100.0/23', block)).toBe(false)
    expect(withinBlock('198.51.101.0/24', block)).toBe(false)
    expect(withinBlock('fd00::/64', block)).toBe(false)
  })

  it('is refused outside the chosen block and when given twice in a set, however written', () => {
    expect(validateAnnouncement(['203.0.113.0/25'], 0, block)).toBe(
      'Must lie within the block 198.51.100.0 – 198.51.100.255',
    )
    expect(validateAnnouncement(['203.0.113.0/25'], 0, undefined)).toBeUndefined()
    const v6 = { firstAddress: 'fd00:99::', lastAddress: 'fd00:99::ffff' }
    const twice = ['fd00:99::/120', 'fd00:0099:0::/120']
    expect(validateAnnouncement(twice, 0, v6)).toBeUndefined()
    expect(validateAnnouncement(twice, 1, v6)).toBe('Items must be unique')
  })
})
