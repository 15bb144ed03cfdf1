import { useOutletContext } from 'react-router'
import type { ChartedRange } from '~/charts/useTimeRange'

/**
 * What the metrics tab hands its views: the range resolved against one "now" and the
 * window chosen for it, so every chart on a page asks about exactly the same instants.
 */
export type MetricsContext = Omit<ChartedRange, 'refreshNow'>

export const useMetricsContext = () => useOutletContext<MetricsContext>()
