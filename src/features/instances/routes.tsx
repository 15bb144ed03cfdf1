// A project's instances: the list, the create page, an instance's page with its tabs, and
// its serial console.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, page, paramCrumb, redirectTo, underCrumb } from '~/routing'
import { METRIC_VIEWS } from './metrics/views'

const tabs = {
  storage: () => import('./tabs/StorageTab'),
  networking: () => import('./tabs/NetworkingTab'),
  metrics: () => import('./metrics/MetricsTab'),
  metricViews: () => import('./metrics/MetricViews'),
  connect: () => import('./tabs/ConnectTab'),
  settings: () => import('./tabs/SettingsTab'),
}

const instanceCrumb = paramCrumb('instance')

export const instanceRoutes: RouteObject[] = [
  page(
    'instances',
    'Instances',
    lazyPage(() => import('./InstancesPage'), 'InstancesPage', 'instancesLoader'),
  ),
  page(
    'instances-new',
    'New instance',
    lazyPage(() => import('./create/CreateInstancePage'), 'CreateInstancePage', 'createInstanceLoader'),
  ),
  page(
    'instances/:instance',
    instanceCrumb,
    lazyPage(() => import('./InstancePage'), 'InstancePage', 'instanceLoader'),
    [
      { index: true, loader: redirectTo(pb.instanceStorage) },
      page('storage', 'Storage', lazyPage(tabs.storage, 'StorageTab', 'storageLoader')),
      page('networking', 'Networking', lazyPage(tabs.networking, 'NetworkingTab', 'networkingLoader')),
      page('metrics', 'Metrics', lazyPage(tabs.metrics, 'MetricsTab'), [
        // the time range rides in the query string through the redirect
        { index: true, loader: redirectTo((p) => pb.instanceMetrics(p, 'cpu'), { keepSearch: true }) },
        ...METRIC_VIEWS.map(({ view, label, component }) => page(view, label, lazyPage(tabs.metricViews, component))),
      ]),
      page('connect', 'Connect', lazyPage(tabs.connect, 'ConnectTab', 'connectLoader')),
      page('settings', 'Settings', lazyPage(tabs.settings, 'SettingsTab', 'settingsLoader')),
    ],
  ),
  // A sibling of the instance route, not one of its tabs: the terminal takes the whole
  // page. Nested here only so the breadcrumbs read project / instance / console.
  underCrumb('instances/:instance', instanceCrumb, [
    {
      ...page(
        'serial-console',
        'Serial console',
        lazyPage(() => import('./serial-console/SerialConsolePage'), 'SerialConsolePage', 'serialConsoleLoader'),
      ),
      handle: { crumb: 'Serial console', fill: true },
    },
  ]),
]
