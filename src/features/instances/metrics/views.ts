import type { MetricView } from '~/paths'

/**
 * The metric views, in the order the tab links them: the route table makes a route of
 * each (rendering the `component` MetricViews.tsx exports), the tab a link to each.
 */
export const METRIC_VIEWS: { view: MetricView; label: string; component: 'CpuView' | 'DiskView' | 'NetworkView' }[] = [
  { view: 'cpu', label: 'CPU', component: 'CpuView' },
  { view: 'disk', label: 'Disk', component: 'DiskView' },
  { view: 'network', label: 'Network', component: 'NetworkView' },
]
