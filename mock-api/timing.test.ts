import { afterEach, describe, expect, it } from 'vitest'
import { makeMockHandlers } from './handlers'
import { DEFAULT_TRANSITION_MS, FAST_TRANSITION_MS, setTransitionMs, transitionMs } from './timing'

afterEach(() => setTransitionMs(FAST_TRANSITION_MS))

describe('transition timing', () => {
  it('follows makeMockHandlers’ options', () => {
    makeMockHandlers({ delay: true, chaosPercent: () => 0 })
    expect(transitionMs()).toBe(DEFAULT_TRANSITION_MS)
    makeMockHandlers({ delay: false, chaosPercent: () => 0 })
    expect(transitionMs()).toBe(FAST_TRANSITION_MS)
    makeMockHandlers({ delay: true, chaosPercent: () => 0, transitionMs: 50 })
    expect(transitionMs()).toBe(50)
  })

  it('rejects nonsense', () => {
    expect(() => setTransitionMs(-1)).toThrow(RangeError)
    expect(() => setTransitionMs(Number.NaN)).toThrow(RangeError)
  })
})
