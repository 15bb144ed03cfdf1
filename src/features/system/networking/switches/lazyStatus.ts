// Issue 16's rule: a page load makes no API call per row. A switch has 32 ports, and each
// port's link status and LLDP neighbours are calls of their own, so the ports table reads
// them only for the rows that come into view, a few at a time: an operator scrolling the
// table sees rows fill in, and a page that is opened and left at once asks for a handful.
// (Reading them all behind a "Show link status" button would hide the one thing the table
// is for; reading them only on the port's page would make the table useless for spotting
// a down link.)
import { skipToken, useQuery, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

/** How many per-row reads may be on their way at once. */
const ROW_READS_IN_FLIGHT = 4

/** Runs at most `limit` tasks at once; the others wait their turn, in order. */
export function inFlightLimit(limit: number) {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running -= 1
    waiting.shift()?.()
  }
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go))
    running += 1
    try {
      return await task()
    } finally {
      next()
    }
  }
}

const rowReads = inFlightLimit(ROW_READS_IN_FLIGHT)

/** True once the element has been on screen (and stays true: the row's data is then cached). */
export function useSeen<E extends Element>() {
  const ref = useRef<E>(null)
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (seen || !el) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [seen])
  return [ref, seen] as const
}

/**
 * A row's query, read once `wanted` (the row is in view), through the shared in-flight
 * limit. Other cells of the row may read the same query with `enabled: false`: they show
 * what this one fetched.
 */
export function useRowQuery<T>(
  options: { queryKey: QueryKey; queryFn?: ((ctx: never) => T | Promise<T>) | typeof skipToken },
  wanted: boolean,
) {
  const { queryKey, queryFn } = options
  return useQuery<T>({
    queryKey,
    queryFn:
      queryFn === skipToken || !queryFn
        ? skipToken
        : (ctx: QueryFunctionContext) => rowReads(async () => queryFn(ctx as never)),
    enabled: wanted,
  })
}
