import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { BACKGROUND_IN_FLIGHT, BACKGROUND_IN_FLIGHT_IDLE, inBackground, inTenths } from './background'

/** Reads that answer only when told to; records which were sent and the signal each was given. */
function reads() {
  const sent: { id: number; signal: AbortSignal; answer: () => void }[] = []
  const query = (id: number) =>
    inBackground({
      queryKey: ['item', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        new Promise<number>((resolve) => sent.push({ id, signal, answer: () => resolve(id) })),
    })
  return { sent, query }
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => i)

/** A read of the page's own, on its way until `answer`; `done` once it is in. */
function pageRead(client: QueryClient) {
  let answer = () => {}
  const done = client.prefetchQuery({
    queryKey: ['own'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('own'))),
  })
  return { answer: () => answer(), done }
}

/** Answers the reads from `from` on, in order, each once it has been sent; then all `total` were sent in order. */
async function answerTheRest(sent: ReturnType<typeof reads>['sent'], from: number, total: number) {
  for (let i = from; i < total; i++) {
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(i))
    sent[i].answer()
  }
  expect(sent.map((s) => s.id)).toEqual(ids(total))
}

/** Lets pending reads start, where one might wrongly be sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('inBackground', () => {
  it('sends a few reads at once while the page reads its own, the next as one answers', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    const own = pageRead(client)
    const all = ids(12).map((id) => client.prefetchQuery(query(id)))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT))
    sent[0].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT + 1))
    await settle()
    expect(sent.map((s) => s.id)).toEqual(ids(BACKGROUND_IN_FLIGHT + 1))
    // the page's read is in: as the next background read ends, more leave together
    own.answer()
    await own.done
    sent[1].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(2 + BACKGROUND_IN_FLIGHT_IDLE))
    await settle()
    expect(sent).toHaveLength(2 + BACKGROUND_IN_FLIGHT_IDLE)
    // the rest, in order, as each answers
    await answerTheRest(sent, 2, 12)
    await Promise.all(all)
  })

  it('sends more at once while the page reads nothing of its own, leaving a connection free', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    const all = ids(8).map((id) => client.prefetchQuery(query(id)))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE))
    await settle()
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
    expect(BACKGROUND_IN_FLIGHT_IDLE).toBeLessThan(6)
    // a read of the page's own starts: what ends is not replaced until only a few are left
    const own = pageRead(client)
    sent[0].answer()
    sent[1].answer()
    await settle()
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
    sent[2].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE + 1))
    own.answer()
    await own.done
    await answerTheRest(sent, 3, 8)
    await Promise.all(all)
  })

  it('sends nothing for a read no one observes any more, and cancels one on its way', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    // a page's observers of ten reads, which it leaves while the first are on their way
    const observers = ids(10).map((id) => new QueryObserver(client, query(id)))
    const unsubscribes = observers.map((o) => o.subscribe(() => {}))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE))
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    expect(sent.every((s) => s.signal.aborted)).toBe(true)
    // the queue moves on, and finds only reads no one wants: none is sent
    sent.forEach((s) => s.answer())
    await settle()
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
  })
})

describe('inTenths', () => {
  it('tells of the reads in steps of a tenth of them, and of all once all are in', () => {
    // 305 reads: steps of 31
    expect([0, 30, 31, 61, 62, 304, 305].map((done) => inTenths(done, 305))).toEqual([0, 0, 31, 31, 62, 279, 305])
    // fewer than ten: each read
    expect([0, 1, 2, 3].map((done) => inTenths(done, 3))).toEqual([0, 1, 2, 3])
    expect(inTenths(0, 0)).toBe(0)
  })
})
