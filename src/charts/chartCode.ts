// The charts' drawing code (uPlot and its options), a chunk of its own: a page of charts asks
// for it from its loader, beside its calls, rather than once its cards have rendered and the
// calls have come (a first visit of the fleet's utilization asked for it ~100 ms after the
// page's last call was answered). Its own module, so that a loader's chunk holds no chart.
import { splitModule } from '~/ui/splitModule'

export const chartCode = splitModule(() => import('./UPlotChart'))

/** Asks for the charts' code; each chart says so in its place if it cannot be had. */
export const loadChartCode = () => void chartCode.load().catch(() => {})

/** A route loader of a page of charts that reads nothing itself (an instance's metrics). */
export function chartsLoader() {
  loadChartCode()
  return null
}
