import { describe, expect, it } from 'vitest'
import { addressCount, countText, inBlock } from './blocks'

const block = (firstAddress: string, lastAddress: string) => ({ firstAddress, lastAddress })

describe('address lot blocks', () => {
  it('counts both ends, to the last address of a wide IPv6 block', () => {
    expect(addressCount('172.20.26.1', '172.20.26.10')).toBe(10n)
    expect(addressCount('10.0.0.1', '10.0.0.1')).toBe(1n)
    // 2^64 + 1: a float would round it
    expect(addressCount('fd00::', 'fd00::1:0:0:0:0')).toBe(18446744073709551617n)
    expect(countText(block('fd00::', 'fd00::1:0:0:0:0'))).toBe('18,446,744,073,709,551,617 addresses')
    expect(countText(block('10.0.0.1', '10.0.0.1'))).toBe('1 address')
  })

  it('has no count for ends that are not a range', () => {
    expect(addressCount('10.0.0.9', '10.0.0.1')).toBeNull()
    expect(addressCount('10.0.0', '10.0.0.1')).toBeNull()
  })

  it('finds an address in a block of its own family only, ends included', () => {
    const b = block('10.255.0.1', '10.255.0.16')
    expect(inBlock('10.255.0.1', b)).toBe(true)
    expect(inBlock('10.255.0.16', b)).toBe(true)
    expect(inBlock('10.255.0.17', b)).toBe(false)
    expect(inBlock('::ffff:10.255.0.2', b)).toBe(false)
    expect(inBlock('not an address', b)).toBe(false)
  })
})
