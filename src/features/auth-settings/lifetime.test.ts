import { describe, expect, it } from 'vitest'
import { describeLifetime, splitLifetime } from './lifetime'

describe('device-token lifetimes', () => {
  it('are shown in the largest whole unit', () => {
    expect(splitLifetime(28_800)).toEqual({ amount: 8, unit: 'hours' })
    expect(splitLifetime(86_400 * 30)).toEqual({ amount: 30, unit: 'days' })
    expect(splitLifetime(90)).toEqual({ amount: 90, unit: 'seconds' })
    expect(splitLifetime(120)).toEqual({ amount: 2, unit: 'minutes' })
  })

  it('read as words, with no limit for none', () => {
    expect(describeLifetime(null)).toBe('No limit')
    expect(describeLifetime(86_400)).toBe('1 day')
    expect(describeLifetime(28_800)).toBe('8 hours')
  })
})
