import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FIRST_CALLS_KEY, forgetFirstCalls, type FirstCalls } from '~/firstCalls/head'
import { onAnotherRange, rangeAt, rangeLoader } from './rangeRoute'

const revalidates = (from: string, to: string, defaultShouldRevalidate = true) =>
  onAnotherRange({
    currentUrl: new URL(from, 'http://console'),
    nextUrl: new URL(to, 'http://console'),
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs)

describe("a range page's loader", () => {
  afterEach(() => {
    forgetFirstCalls()
    vi.useRealTimers()
  })

  it('resolves the range the URL names at the instant it is given, and says which range and when', () => {
    const now = Date.UTC(2026, 11, 7, 4, 30, 15, 400)
    expect(rangeAt(new URLSearchParams('range=24h'), now)).toEqual({
      rangeKey: '24h',
      nowMs: now,
      range: { startMs: Date.UTC(2026, 11, 6, 4, 30, 16), endMs: Date.UTC(2026, 11, 7, 4, 30, 16) },
    })
  })

  it('on a first visit, resolves the range at the instant the page’s head did, whose calls it sent; then at its own', async () => {
    const headRan = Date.UTC(2026, 11, 7, 4, 30, 15, 400)
    const loaded = Date.UTC(2026, 11, 7, 4, 30, 16, 100)
    vi.useFakeTimers({ toFake: ['Date'], now: loaded })
    Reflect.set(globalThis, FIRST_CALLS_KEY, { at: 90, calls: {}, now: headRan } satisfies FirstCalls)
    const read = vi.fn()
    const loader = rangeLoader(read)
    const args = { request: new Request('https://console.test/system/audit-log?range=6h') } as LoaderFunctionArgs
    expect(await loader(args)).toEqual({ rangeKey: '6h', nowMs: headRan })
    expect(read).toHaveBeenLastCalledWith({
      startMs: Date.UTC(2026, 11, 6, 22, 30, 16),
      endMs: Date.UTC(2026, 11, 7, 4, 30, 16),
    })
    // run again (another range, a refresh): now
    expect(await loader(args)).toEqual({ rangeKey: '6h', nowMs: loaded })
    expect(read).toHaveBeenLastCalledWith({
      startMs: Date.UTC(2026, 11, 6, 22, 30, 17),
      endMs: Date.UTC(2026, 11, 7, 4, 30, 17),
    })
  })

  it('runs again for another range or the same address opened again, not for filters or an entry', () => {
    expect(revalidates('/system/audit-log', '/system/audit-log?range=7d')).toBe(true)
    expect(revalidates('/system/audit-log?range=1h', '/system/audit-log')).toBe(false)
    expect(revalidates('/system/audit-log?range=7d', '/system/audit-log?range=7d&result=error')).toBe(false)
    expect(revalidates('/system/audit-log?range=7d&entry=e1', '/system/audit-log?range=7d')).toBe(false)
    expect(
      revalidates(
        '/system/audit-log?start=2026-12-01T00:00:00Z&end=2026-12-02T00:00:00Z',
        '/system/audit-log?range=7d',
      ),
    ).toBe(true)
    // a refresh, or "Try again" on the error screen
    expect(revalidates('/system/audit-log?range=7d', '/system/audit-log?range=7d')).toBe(true)
    // nor where the router would not run it at all
    expect(revalidates('/system/audit-log?range=1h', '/system/audit-log?range=7d', false)).toBe(false)
  })
})
