import { describe, expect, it } from 'vitest'
import { intervalText, microsecondsOf, thresholdText } from './bfd'

describe('BFD timers in operators’ units', () => {
  it('reads the receive interval in milliseconds and says how soon a dead peer is noticed', () => {
    expect(intervalText({ requiredRx: 300_000 })).toBe('300 ms')
    expect(intervalText({ requiredRx: 3_300 })).toBe('3.3 ms')
    expect(thresholdText({ detectionThreshold: 3, requiredRx: 300_000 })).toBe('3 missed packets (900 ms)')
    expect(thresholdText({ detectionThreshold: 1, requiredRx: 50_000 })).toBe('1 missed packet (50 ms)')
  })

  it('sends the API microseconds', () => {
    expect(microsecondsOf(300)).toBe(300_000)
  })
})
