import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { BACKGROUND_IN_FLIGHT, inBackground } from './background'

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
  it('sends at most a few reads at once, the next as one answers', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    const all = ids(10).map((id) => client.prefetchQuery(query(id)))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT))
    sent[0].answer()
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT + 1))
    expect(sent.map((s) => s.id)).toEqual(ids(BACKGROUND_IN_FLIGHT + 1))
    // the rest, in order, as each answers
    for (let i = 1; i < 10; i++) {
      await vi.waitFor(() => expect(sent.length).toBeGreaterThan(i))
      sent[i].answer()
    }
    await Promise.all(all)
    expect(sent.map((s) => s.id)).toEqual(ids(10))
  })

  it('sends nothing for a read no one observes any more, and cancels one on its way', async () => {
    const client = new QueryClient()
    const { sent, query } = reads()
    // a page's observers of ten reads, which it leaves while the first are on their way
    const observers = ids(10).map((id) => new QueryObserver(client, query(id)))
    const unsubscribes = observers.map((o) => o.subscribe(() => {}))
    await vi.waitFor(() => expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT))
    unsubscribes.forEach((unsubscribe) => unsubscribe())
    expect(sent.every((s) => s.signal.aborted)).toBe(true)
    // the queue moves on, and finds only reads no one wants: none is sent
    sent.forEach((s) => s.answer())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toHaveLength(BACKGROUND_IN_FLIGHT)
  })
})
