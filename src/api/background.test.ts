import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { BACKGROUND_IN_FLIGHT, BACKGROUND_IN_FLIGHT_IDLE, inBackground } from './background'

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

describe('inBackground', () => {
  it('sends a few reads at once while the page reads its own, the next as one answers', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    // a read of the page's own, on its way
    let ownAnswer = () => {}
    const own = client.prefetchQuery({
      queryKey: ['own'],
      queryFn: () => new Promise<string>((resolve) => (ownAnswer = () => resolve('own'))),
    })
    const all = ids(12).map((id) => client.prefetchQuery(query(id)))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT))
    sent[0].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT + 1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent.map((s) => s.id)).toEqual(ids(BACKGROUND_IN_FLIGHT + 1))
    // the page's read is in: as the next background read ends, more leave together
    ownAnswer()
    await own
    sent[1].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(2 + BACKGROUND_IN_FLIGHT_IDLE))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(2 + BACKGROUND_IN_FLIGHT_IDLE)
    // the rest, in order, as each answers
    for (let i = 2; i < 12; i++) {
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(i))
      sent[i].answer()
    }
    await Promise.all(all)
    expect(sent.map((s) => s.id)).toEqual(ids(12))
  })

  it('sends more at once while the page reads nothing of its own, leaving a connection free', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    const all = ids(8).map((id) => client.prefetchQuery(query(id)))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
    expect(BACKGROUND_IN_FLIGHT_IDLE).toBeLessThan(6)
    // a read of the page's own starts: what ends is not replaced until only a few are left
    let ownAnswer = () => {}
    const own = client.prefetchQuery({
      queryKey: ['own'],
      queryFn: () => new Promise<string>((resolve) => (ownAnswer = () => resolve('own'))),
    })
    sent[0].answer()
    sent[1].answer()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
    sent[2].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE + 1))
    ownAnswer()
    await own
    for (let i = 3; i < 8; i++) {
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(i))
      sent[i].answer()
    }
    await Promise.all(all)
    expect(sent.map((s) => s.id)).toEqual(ids(8))
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
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT_IDLE)
  })
})
