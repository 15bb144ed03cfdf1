import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPINNER_MIN_MS, useSpinnerVisible } from './Spinner'

afterEach(() => vi.useRealTimers())

describe('useSpinnerVisible', () => {
  it('keeps a spinner up for at least 500 ms after a fast answer', () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(({ busy }) => useSpinnerVisible(busy), { initialProps: { busy: true } })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(50))
    rerender({ busy: false })
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(SPINNER_MIN_MS - 100))
    expect(result.current).toBe(true)
    act(() => vi.advanceTimersByTime(100))
    expect(result.current).toBe(false)
  })

  it('never shows when nothing was busy', () => {
    const { result } = renderHook(() => useSpinnerVisible(false))
    expect(result.current).toBe(false)
  })
})
