// A column whose value needs a call of its own for each row (an instance's external IPs, a
// pool's use): no list operation answers for many rows at once, so the call waits until its
// row is near the screen, and only a few run at once. A page of 50 rows then loads with the
// list call alone, and scrolling never floods the API (issue 16: no call per row on load).
import { useQuery, type QueryFunction, type QueryKey, type SkipToken } from '@tanstack/react-query'
import pLimit from 'p-limit'
import { useEffect, useRef, useState } from 'react'

/** How many of these calls may be in flight together, across every list on the page. */
export const ROW_CALLS_IN_FLIGHT = 4
const inFlight = pLimit(ROW_CALLS_IN_FLIGHT)

/** How far below the fold a row starts its call, so it is there as the user scrolls. */
const AHEAD = '200px'

/** Whether the element has come near the screen (once it has, it stays true). */
function useNearScreen<E extends Element>() {
  const ref = useRef<E>(null)
  // where there is no IntersectionObserver, every row counts as seen
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: AHEAD,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen])
  return { ref, seen }
}

/**
 * The query of one row's cell: `ref` goes on the cell's element; the call starts when that
 * is near the screen, queued behind the others in flight. What is cached shows at once.
 */
export function useRowQuery<T, K extends QueryKey>(options: {
  queryKey: K
  queryFn?: QueryFunction<T, K> | SkipToken
}) {
  const { ref, seen } = useNearScreen<HTMLSpanElement>()
  const queryFn = options.queryFn
  if (typeof queryFn !== 'function') throw new Error(`useRowQuery needs a query function: ${String(options.queryKey)}`)
  const query = useQuery({
    queryKey: options.queryKey,
    queryFn: (context) => inFlight(() => queryFn(context)),
    enabled: seen,
  })
  return { ref, query }
}
