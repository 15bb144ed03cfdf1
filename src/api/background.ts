// Reads a page makes in the background, one for each item of a list the API answers no other
// way (every group's members, to know who is in which group): a silo of 300 groups asked for
// 300 at once, and over HTTP/1.1, which the API speaks, the browser sends six at a time to a
// host and queues the rest in order, the next page's calls behind them. A click on another
// page then waited for the whole queue (~15 s, production bundle, the Node mock's 200-400 ms
// delay). Here at most BACKGROUND_IN_FLIGHT leave at once, so the page's own calls and the next
// page's always find a connection free, and a read no one wants any more (its page was left)
// is dropped before it leaves, or cancelled on its way.
import type { QueryFunction, QueryKey } from '@tanstack/react-query'
import pLimit from 'p-limit'

/** Half a browser's connections to a host: the other half stay the page's. */
export const BACKGROUND_IN_FLIGHT = 3
const queue = pLimit(BACKGROUND_IN_FLIGHT)

/**
 * `query` read in the background queue. Its query function should pass the signal it is given
 * on to its calls: that is what cancels one on its way (and tells the query client the read
 * may be cancelled once nothing observes it).
 */
export function inBackground<Q extends { queryKey: QueryKey; queryFn?: unknown }>(query: Q): Q {
  const queryFn = query.queryFn as QueryFunction<unknown, Q['queryKey']> | undefined
  if (typeof queryFn !== 'function') throw new Error(`inBackground needs a query function: ${String(query.queryKey)}`)
  return {
    ...query,
    queryFn: (context: Parameters<typeof queryFn>[0]) => {
      // taken now, not once its turn comes: the query client cancels a read whose page has
      // left only when its signal was asked for
      const { signal } = context
      return queue(() => {
        // its page left while it waited: nothing is sent
        signal.throwIfAborted()
        return queryFn(context)
      })
    },
  }
}
