import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { usePrefetchedNextPage } from './nextPage'

const asked: string[] = []
const pageQuery = (token: string) => ({
  queryKey: ['instanceList', { query: { pageToken: token } }],
  queryFn: async () => {
    asked.push(token)
    return { items: [] }
  },
})

function Reader({ next }: { next: string | null }) {
  usePrefetchedNextPage(next ? pageQuery(next) : null)
  return null
}

describe('the next page read ahead', () => {
  let client: QueryClient
  const show = (next: string | null) => (
    <QueryClientProvider client={client}>
      <Reader next={next} />
    </QueryClientProvider>
  )
  beforeEach(() => {
    vi.useFakeTimers()
    client = new QueryClient()
    asked.length = 0
  })
  afterEach(() => vi.useRealTimers())

  it('is asked for a moment after the page shows, once however often the page answers again', async () => {
    const { rerender } = render(show('b'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(asked).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(asked).toEqual(['b'])
    // a polled page answers again with the same next page
    rerender(show('b'))
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(asked).toEqual(['b'])
    expect(client.getQueryData(pageQuery('b').queryKey)).toEqual({ items: [] })
  })

  it('is not asked for when the user moves on first, nor when there is none', async () => {
    const { rerender, unmount } = render(show('b'))
    await act(() => vi.advanceTimersByTimeAsync(100))
    rerender(show('c'))
    await act(() => vi.advanceTimersByTimeAsync(400))
    expect(asked).toEqual(['c'])
    rerender(show(null))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(asked).toEqual(['c'])
  })
})
