// Reads a page makes in the background, one for each item of a list the API answers no other
// way (every group's members, to know who is in which group): a silo of 300 groups asked for
// 300 at once, and over HTTP/1.1, which the API speaks, the browser sends six at a time to a
// host and queues the rest in order, the next page's calls behind them. A click on another
// page then waited for the whole queue (~15 s, production bundle, the Node mock's 200-400 ms
// delay). Here a few leave at once, fewer while the page reads something of its own, so the
// page's own calls and the next page's always find a connection free, and a read no one wants
// any more (its page was left) is dropped before it leaves, or cancelled on its way.
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import pLimit from 'p-limit'
import { queryClient } from './client'

/** While the page reads something of its own: half a browser's connections to a host. */
export const BACKGROUND_IN_FLIGHT = 3
/**
 * While it reads nothing: all but one, which stays free for what a click asks for next; the
 * next page's reads then narrow the queue, and take each connection its reads leave. 300
 * groups' members were read in 32 s at 3 at once, 19.7 s so; a click on another page once the
 * reads were under way took 437 -> 451 ms, within its spread (347-525 ms; production bundle,
 * the Node mock's delay, medians of 10).
 */
export const BACKGROUND_IN_FLIGHT_IDLE = 5
const queue = pLimit(BACKGROUND_IN_FLIGHT)
const IN_BACKGROUND = 'inBackground'

/**
 * How many may be in flight, looked at as each read joins the queue and as each ends (at three
 * in flight, every ~100 ms with the mock's delay): a wider queue waits for the next end.
 */
function fitWidth(client: QueryClient) {
  const pageReading =
    client.isFetching({ predicate: (q) => q.meta?.[IN_BACKGROUND] !== true }) > 0 || client.isMutating() > 0
  const width = pageReading ? BACKGROUND_IN_FLIGHT : BACKGROUND_IN_FLIGHT_IDLE
  if (queue.concurrency !== width) queue.concurrency = width
}

/**
 * `query` read in the background queue. Its query function should pass the signal it is given
 * on to its calls: that is what cancels one on its way (and tells the query client the read
 * may be cancelled once nothing observes it).
 */
export function inBackground<Q extends { queryKey: QueryKey; queryFn?: unknown; meta?: Record<string, unknown> }>(
  query: Q,
): Q {
  const queryFn = query.queryFn as QueryFunction<unknown, Q['queryKey']> | undefined
  if (typeof queryFn !== 'function') throw new Error(`inBackground needs a query function: ${String(query.queryKey)}`)
  return {
    ...query,
    meta: { ...query.meta, [IN_BACKGROUND]: true },
    queryFn: (context: Parameters<typeof queryFn>[0]) => {
      // taken now, not once its turn comes: the query client cancels a read whose page has
      // left only when its signal was asked for
      const { signal, client } = context
      fitWidth(client)
      return queue(async () => {
        // its page left while it waited: nothing is sent
        signal.throwIfAborted()
        try {
          return await queryFn(context)
        } finally {
          // before the queue takes its next read
          fitWidth(client)
        }
      })
    },
  }
}

/**
 * How many of `total` reads in the background to tell of when `done` are in: in steps of a tenth
 * of them, so that a page redrawn with them, and a live region saying how far they have got,
 * change ten times, not once a read; all of them once all are in.
 */
export function inTenths(done: number, total: number) {
  const step = Math.max(1, Math.ceil(total / 10))
  return done === total ? done : done - (done % step)
}

type Read = { queryKey: QueryKey; queryFn?: unknown; meta?: Record<string, unknown> }

/**
 * `query` read in the background queue (`background`) or as one of the page's own calls, under
 * keys apart: a read the page waits for is never queued behind the background ones (a user's
 * page waited ~32 s for its groups' members, last of 300 in the queue), and each starts from
 * what the other has read.
 */
export function readApart<Q extends Read>(query: Q, background: boolean): Q {
  const inQueue = [...query.queryKey, IN_BACKGROUND] as unknown as Q['queryKey']
  const [key, other] = background ? [inQueue, query.queryKey] : [query.queryKey, inQueue]
  const seeded = {
    ...query,
    queryKey: key,
    initialData: () => queryClient.getQueryData(other),
    initialDataUpdatedAt: () => queryClient.getQueryState(other)?.dataUpdatedAt,
  }
  return background ? inBackground(seeded) : seeded
}
