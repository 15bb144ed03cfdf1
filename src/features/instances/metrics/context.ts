import { useOutletContext } from 'react-router'
import type { TimeRange } from './timeRange'

/**
 * What the metrics tab hands its views: the range resolved against one "now" and the
 * window chosen for it, so every chart on a page asks about exactly the same instants.
 */
export type MetricsContext = {
  range: TimeRange
  windowSec: number
  /** which range the user picked (a preset, or fixed instants); unchanged by a refresh */
  rangeKey: string
}

export const useMetricsContext = () => useOutletContext<MetricsContext>()
