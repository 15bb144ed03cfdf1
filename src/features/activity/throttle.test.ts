import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { throttle } from './throttle'

describe('throttle', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('sends the first value at once and then the latest of each window', () => {
    const sent: number[] = []
    const t = throttle((v: number) => sent.push(v), 250)
    for (let i = 1; i <= 100; i++) t.push(i)
    expect(sent).toEqual([1])
    vi.advanceTimersByTime(250)
    expect(sent).toEqual([1, 100])
    // nothing new: nothing sent
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual([1, 100])
  })

  it('sends a thousand values over two seconds as at most nine writes', () => {
    const sent: number[] = []
    const t = throttle((v: number) => sent.push(v), 250)
    for (let i = 1; i <= 1000; i++) {
      t.push(i)
      vi.advanceTimersByTime(2)
    }
    t.flush()
    expect(sent.length).toBeLessThanOrEqual(9)
    expect(sent.at(-1)).toBe(1000)
  })

  it('flush sends what waits at once; cancel drops it', () => {
    const sent: string[] = []
    const t = throttle((v: string) => sent.push(v), 250)
    t.push('a')
    t.push('b')
    t.flush()
    expect(sent).toEqual(['a', 'b'])
    t.push('c')
    t.cancel()
    vi.advanceTimersByTime(1000)
    expect(sent).toEqual(['a', 'b'])
  })
})
