import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { invalidate, type OpName } from '~/api/client'
import {
  chooseWindowSec,
  rangeFromSearch,
  rangeKey,
  refreshFromSearch,
  resolveRange,
  type TimeRange,
} from './timeRange'

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
  // and stays put otherwise, so the queries (and their cache keys) hold still between.
  const [now, setNow] = useState(Date.now)
  const key = rangeKey(spec)
  const [lastKey, setLastKey] = useState(key)
  if (key !== lastKey) {
    setLastKey(key)
    setNow(Date.now())
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
