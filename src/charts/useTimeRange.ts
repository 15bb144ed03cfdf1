import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useRouteMatches } from '~/routing'
import { invalidate, type OpName } from '~/api/client'
import {
  chooseWindowSec,
  rangeFromSearch,
  rangeKey,
  refreshFromSearch,
  resolveRange,
  type TimeRange,
} from './timeRange'
import type { RangeAt } from './rangeRoute'

export type ChartedRange = {
  range: TimeRange
  /** the alignment window that suits the range's length */
  windowSec: number
  /** which range the user picked (a preset, or fixed instants); unchanged by a refresh */
  rangeKey: string
  /** fetches the charts again now; the refresh picker calls it on its interval too */
  refreshNow: () => void
}

/**
 * The range a page of charts shows, read from the URL (`?range=`, or `?start=&end=`), and
 * its refreshing (`?refresh=`). `charts` are the operations whose queries depend on the
 * range; `alongside` are others to fetch again at each refresh (current totals, say).
 */
export function useTimeRange(charts: OpName, alongside: OpName[] = []): ChartedRange {
  const [search] = useSearchParams()
  const spec = rangeFromSearch(search)
  const refresh = refreshFromSearch(search)

  // The "now" a preset ends at. It moves on a refresh and when another range is picked,
  // and stays put otherwise, so the queries (and their cache keys) hold still between. A
  // page whose loader read the range (`rangeAt`) takes the loader's instant, each time the
  // loader runs.
  const key = rangeKey(spec)
  // found among the matches' data rather than by the router's `useLoaderData`, which nothing
  // else reads: it would be kept in the entry chunk, where the router is, for this alone
  const loaded = useRouteMatches().findLast((m) => (m.data as Partial<RangeAt> | null)?.rangeKey === key)
  const pinned = (loaded?.data as RangeAt | undefined)?.nowMs
  const [now, setNow] = useState(() => pinned ?? Date.now())
  const [last, setLast] = useState({ key, pinned })
  if (key !== last.key || pinned !== last.pinned) {
    setLast({ key, pinned })
    setNow(pinned ?? Date.now())
  }
  const range = resolveRange(spec, now)

  // A preset moves its window to the new "now", which gives its queries new keys. A custom
  // range, or a preset refreshed within the same second, keeps its keys, so those queries
  // are fetched again instead.
  const alongsideKey = alongside.join()
  const refreshNow = useCallback(() => {
    for (const op of alongside) void invalidate(op)
    const moved = resolveRange(spec, Date.now())
    if (moved.endMs === range.endMs) void invalidate(charts)
    else setNow(Date.now())
    // spec, range and alongside are rebuilt each render; what matters is the key, the end
    // and the operations
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, range.endMs, charts, alongsideKey])
  useEffect(() => {
    if (!refresh.ms) return
    const timer = setInterval(refreshNow, refresh.ms)
    return () => clearInterval(timer)
  }, [refresh.ms, refreshNow])

  return { range, windowSec: chooseWindowSec(range.endMs - range.startMs), rangeKey: key, refreshNow }
}
