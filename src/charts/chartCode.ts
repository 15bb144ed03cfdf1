// The charts' drawing code (uPlot and its options), a chunk of its own: a page of charts asks
// for it from its loader, beside its calls, rather than once its cards have rendered and the
// calls have come (a first visit of the fleet's utilization asked for it ~100 ms after the
// page's last call was answered). Its own module, so that a loader's chunk holds no chart.
import { splitModule } from '~/ui/splitModule'

export const chartCode = splitModule(() => import('./UPlotChart'))
