import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeObserver } from '../../test/fakeObserver'
import { ApiError } from '~/api/errors'
import { ROW_CALLS_IN_FLIGHT, RowQueryCell } from './rowQuery'

const calls: { row: string; answer: (v: string) => void }[] = []
const fetchRow = (row: string) => new Promise<string>((answer) => calls.push({ row, answer }))

function Cell({ row }: { row: string }) {
  return (
    <RowQueryCell
      query={{ queryKey: ['row', row], queryFn: () => fetchRow(row) }}
      pending={`${row}:…`}
      failed={`${row}:failed`}
    >
      {(data) => `${row}:${data}`}
    </RowQueryCell>
  )
}

// more rows than may call at once, and some never seen
const ROWS = Array.from({ length: ROW_CALLS_IN_FLIGHT + 8 }, (_, i) => `r${i}`)
const SEEN = ROW_CALLS_IN_FLIGHT + 6

/** Every row's cell, none of them seen yet. */
async function renderRows(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      {ROWS.map((row) => (
        <Cell key={row} row={row} />
      ))}
    </QueryClientProvider>,
  )
  await act(async () => {})
}

describe('RowQueryCell', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    FakeObserver.all = []
    calls.length = 0
  })

  it('calls for a row only once it is seen, and a few at a time', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const client = new QueryClient()
    await renderRows(client)
    expect(calls).toEqual([]) // nothing on screen yet: no call

    FakeObserver.show(ROWS.slice(0, SEEN))
    const rowsCalled = () => calls.map((c) => c.row)
    await waitFor(() => expect(rowsCalled()).toEqual(ROWS.slice(0, ROW_CALLS_IN_FLIGHT)))

    await act(async () => calls[0].answer('one'))
    expect(await screen.findByText('r0:one')).toBeInTheDocument()
    // the answered call makes room for the next seen row, never for an unseen one
    await waitFor(() => expect(rowsCalled()).toEqual(ROWS.slice(0, ROW_CALLS_IN_FLIGHT + 1)))
    for (let i = 1; i < SEEN; i++) {
      await waitFor(() => expect(calls[i]).toBeDefined())
      await act(async () => calls[i].answer(`v${i}`))
    }
    expect(await screen.findByText(`r${SEEN - 1}:v${SEEN - 1}`)).toBeInTheDocument()
    expect(rowsCalled()).toEqual(ROWS.slice(0, SEEN))
    expect(screen.getByText(`r${ROWS.length - 1}:…`)).toBeInTheDocument()
  })

  it('holds no query for a row not yet seen, and shows at once what is cached', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const client = new QueryClient()
    client.setQueryData(['row', 'r1'], 'kept')
    await renderRows(client)
    expect(screen.getByText('r1:kept')).toBeInTheDocument()
    expect(screen.getByText('r2:…')).toBeInTheDocument()
    // the cached row's query only: none for the eleven rows unseen
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((q) => q.queryKey),
    ).toEqual([['row', 'r1']])
    expect(calls).toEqual([])
  })

  /** One cell whose call answers with each of `answers` in turn (an Error fails it). */
  function renderAnswering(answers: (string | Error)[]) {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const queryFn = vi.fn(async () => {
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return answer!
    })
    render(
      <QueryClientProvider client={client}>
        <RowQueryCell query={{ queryKey: ['bad'], queryFn }} pending="bad:…" failed="bad:failed">
          {(data: string) => `bad:${data}`}
        </RowQueryCell>
      </QueryClientProvider>,
    )
    FakeObserver.show(['bad'])
    return queryFn
  }

  it('says so when its call fails, and reads it again when asked', async () => {
    const queryFn = renderAnswering([new TypeError('Failed to fetch'), 'read'])
    expect(await screen.findByText('bad:failed')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('bad:read')).toBeInTheDocument()
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('offers no second read of what the API refused or no longer has', async () => {
    for (const statusCode of [403, 404]) {
      renderAnswering([new ApiError({ message: 'no', statusCode })])
      expect(await screen.findByText('bad:failed')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
      cleanup()
    }
  })
})
