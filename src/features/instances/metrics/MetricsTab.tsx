/**
 * The instance's metrics tab: the range and refresh controls, links to the CPU, disk and
 * network views, and the view itself.
 *
 * No loader prefetches the charts: their queries depend on "now", which is fixed here, and
 * each chart shows its own loading state, so the controls can appear at once. The instance
 * itself comes from the instance route's loader; the charts' code is asked for by the tab's
 * (~/charts/chartCode).
 */
import { NavLink, Outlet, useLocation } from 'react-router'
import { RangeControls } from '~/charts/RangeControls'
import { useTimeRange } from '~/charts/useTimeRange'
import { cn } from '~/ui/cn'
import { DocsLink } from '~/ui/DocsLink'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import type { MetricsContext } from './context'
import { METRIC_VIEWS } from './views'

export function MetricsTab() {
  const p = useRouteParams()
  const { search: queryString } = useLocation()
  const { refreshNow, ...context } = useTimeRange('timeseriesQuery')

  return (
    <>
      <RangeControls range={context.range} onRefreshNow={refreshNow} />
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
      <Outlet context={context satisfies MetricsContext} />
    </>
  )
}
