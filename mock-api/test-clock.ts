/**
 * A fake clock for tests of timed transitions: only `Date` is faked (the handlers never use
 * timers), and each test starts from a fresh state stamped at the fake "now".
 */
import { afterEach, beforeEach, vi } from 'vitest'
import { resetDb } from './db'
import { FAST_TRANSITION_MS, setTransitionMs } from './timing'

export const T0 = Date.parse('2025-08-01T12:00:00.000Z')

/** Installs the fake clock around every test of the calling file; steps last `stepMs`. */
export function withFakeClock(stepMs = 100): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(T0)
    setTransitionMs(stepMs)
    resetDb()
  })
  afterEach(() => {
    vi.useRealTimers()
    setTransitionMs(FAST_TRANSITION_MS)
  })
}

export const advanceClock = (ms: number) => vi.setSystemTime(Date.now() + ms)

export const setClock = (ms: number) => vi.setSystemTime(ms)
