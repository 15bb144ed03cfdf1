// A column whose value needs a call of its own for each row (an instance's external IPs, a
// pool's use, an id no list read holds): no list operation answers for many rows at once, so
// the call waits until its row is on screen, and a bounded number run at once. A page of 50 rows then loads with the
// list call alone, and scrolling never floods the API (issue 16: no call per row on load).
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import pLimit from 'p-limit'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { isApiError } from '~/api/errors'

/**
 * How many of these calls may be in flight together, across every list on the page: about a
 * screen of rows in one go. Four went out in rounds, and each round through the in-browser mock
 * took ~16 ms: 50-instance page of scale-test, test bundle, 18 runs each alternating builds,
 * median 129 -> 113.5 ms. Over HTTP/1.1 a browser sends six at once to a host; the rest wait
 * in its queue, still bounded.
 */
export const ROW_CALLS_IN_FLIGHT = 12
const inFlight = pLimit(ROW_CALLS_IN_FLIGHT)

/**
 * Whether the element has come on screen (once it has, it stays true). No margin ahead of
 * the fold: the pages scroll inside their main pane, which clips the rows before a margin on
 * the window could see them, and one on the pane (the observer's root) called for 14 rows of
 * the 50-instance page instead of 9, more than may be in flight, so the page took a second
 * round (every call answered: ~210 -> ~340 ms, test bundle, 2 x 5 runs).
 */
function useOnScreen<E extends Element>() {
  const ref = useRef<E>(null)
  // where there is no IntersectionObserver, every row counts as seen
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  // made before the paint, the observer reports in the frame the rows first show; made after
  // it (an effect), a frame later, and the rows on screen start their calls that much later.
  // Its report waits for the rows' first layout (the calls leave 35-60 ms after 50 rows are in
  // the page). Reading each row's place here instead forces that layout before the paint: the
  // first row came 30-50 ms later. Fetching from the report, not the render after: no gain.
  useLayoutEffect(() => {
    const element = ref.current
    if (seen || !element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen])
  return { ref, seen }
}

// the query's own options (retries, say) stand; its call is queued and waits to be seen
export type RowQuery<T, K extends QueryKey = QueryKey> = UseQueryOptions<T, Error, T, K>

type CellProps<T, K extends QueryKey> = {
  query: RowQuery<T, K>
  /** shown until the answer is in */
  pending: ReactNode
  /** shown when the call failed (from its error, given a function) */
  failed: ReactNode | ((error: Error) => ReactNode)
  /** the cell, from the answer */
  children: (data: T) => ReactNode
}

/**
 * A cell whose value is one call's answer: the call starts when the cell is on screen,
 * queued behind the others in flight; what is cached shows at once. A cell not yet seen holds
 * no query at all, so a 50-row page makes only its visible rows' queries (each one a cache
 * entry, an observer and its news otherwise).
 */
export function RowQueryCell<T, K extends QueryKey>({ query, ...shown }: CellProps<T, K>) {
  const { ref, seen } = useOnScreen<HTMLSpanElement>()
  const cached = useQueryClient().getQueryData(query.queryKey) !== undefined
  return <span ref={ref}>{seen || cached ? <Answer query={query} enabled={seen} {...shown} /> : shown.pending}</span>
}

function Answer<T, K extends QueryKey>({
  query,
  enabled,
  pending,
  failed,
  children,
}: CellProps<T, K> & { enabled: boolean }) {
  const queryFn = query.queryFn
  if (typeof queryFn !== 'function') throw new Error(`RowQueryCell needs a query function: ${String(query.queryKey)}`)
  const result = useQuery({
    ...query,
    queryFn: (context) => inFlight(() => queryFn(context)),
    enabled,
  })
  if (result.isError) {
    const shown = typeof failed === 'function' ? failed(result.error) : failed
    if (!mayPassOnRetry(result.error)) return shown
    return <TryAgain onClick={() => void result.refetch()}>{shown}</TryAgain>
  }
  return result.data === undefined ? pending : children(result.data)
}

/**
 * Whether the same call may pass if sent again: the API was unreachable, failed (5xx), or was
 * busy (408, 429); not a refusal or a missing object, which say the same the next time.
 * (Here, not in ~/api/errors: that module is in the entry chunk, held to its budget.)
 */
const mayPassOnRetry = (e: unknown) =>
  !isApiError(e) || e.statusCode === undefined || e.statusCode >= 500 || [408, 429].includes(e.statusCode)

/** A cell's failed read, with a way to read it again (the rest of the page stays as it is). */
export function TryAgain({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <>
      {children}{' '}
      <button type="button" className="text-[12px] text-accent hover:underline" onClick={onClick}>
        Try again
      </button>
    </>
  )
}
