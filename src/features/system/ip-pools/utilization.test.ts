import { describe, expect, it } from 'vitest'
import { isNearlyFull, percentUsed, usageByFamily } from './utilization'
import { groupedCount } from '~/util/numbers'

describe('IP pool utilization', () => {
  it('reads IPv6 counts exactly, beyond what a float holds', () => {
    const { v4, v6 } = usageByFamily({
      ipv4: { allocated: 11, capacity: 12 },
      ipv6: { allocated: '1', capacity: '18446744073709551856' },
    })
    expect(groupedCount(v6.capacity)).toBe('18,446,744,073,709,551,856')
    // a float would have said ...552,000
    expect(groupedCount(BigInt(Number('18446744073709551856')))).not.toBe(groupedCount(v6.capacity))
    expect(groupedCount(v4.allocated)).toBe('11')
  })

  it('gives percentages to one decimal, rounded down, and none for an empty family', () => {
    expect(percentUsed({ allocated: 11n, capacity: 12n })).toBe('91.6%')
    expect(percentUsed({ allocated: 6n, capacity: 241n })).toBe('2.4%')
    expect(percentUsed({ allocated: 1n, capacity: 2n ** 128n })).toBe('0.0%')
    expect(percentUsed({ allocated: 0n, capacity: 0n })).toBeNull()
  })

  it('calls a pool nearly full above 90 %', () => {
    expect(isNearlyFull({ allocated: 11n, capacity: 12n })).toBe(true)
    expect(isNearlyFull({ allocated: 9n, capacity: 10n })).toBe(false)
    expect(isNearlyFull({ allocated: 0n, capacity: 0n })).toBe(false)
  })
})
