/**
 * The instance's metrics tab: the range and refresh controls, links to the CPU, disk and
 * network views, and the view itself.
 *
 * No loader prefetches the charts: their queries depend on "now", which is fixed here, and
 * each chart shows its own loading state, so the controls can appear at once. The instance
 * itself comes from the instance route's loader.
 */
import { useCallback, useEffect, useState } from 'react'
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router'
import { invalidate } from '~/api/client'
import { cn } from '~/ui/cn'
import { DocsLink } from '~/ui/DocsLink'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import type { MetricsContext } from './context'
import { RangeControls } from './RangeControls'
import { METRIC_VIEWS } from './views'
import { chooseWindowSec, rangeFromSearch, rangeKey, refreshFromSearch, resolveRange } from './timeRange'

export function MetricsTab() {
  const p = useRouteParams()
  const [search] = useSearchParams()
  const { search: queryString } = useLocation()
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
  const context: MetricsContext = { range, windowSec: chooseWindowSec(range.endMs - range.startMs), rangeKey: key }

  // A preset moves its window to the new "now", which gives its queries new keys. A custom
  // range, or a preset refreshed within the same second, keeps its keys, so those queries
  // are fetched again instead.
  const refreshNow = useCallback(() => {
    const moved = resolveRange(spec, Date.now())
    if (moved.endMs === range.endMs) void invalidate('timeseriesQuery')
    else setNow(Date.now())
    // spec and range are rebuilt each render; what matters is the key and the end
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, range.endMs])
  useEffect(() => {
    if (!refresh.ms) return
    const timer = setInterval(refreshNow, refresh.ms)
    return () => clearInterval(timer)
  }, [refresh.ms, refreshNow])

  return (
    <>
      <RangeControls range={range} onRefreshNow={refreshNow} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Metrics views" className="flex gap-1 rounded-md border border-line p-0.5">
          {METRIC_VIEWS.map(({ view, label }) => (
            <NavLink
              key={view}
              // keep the range and refresh settings when switching views
              to={{ pathname: pb.instanceMetrics(p, view), search: queryString }}
              className={({ isActive }) =>
                cn(
                  'rounded px-3 py-1 text-[13px] text-ink-muted hover:text-ink',
                  isActive && 'bg-raised font-medium text-ink',
                )
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <p className="text-[13px] text-ink-muted">
          Learn more in the <DocsLink topic="metrics" />
        </p>
      </div>
      <Outlet context={context} />
    </>
  )
}
