// A project's instances: the list, the create page, an instance's page with its tabs, and
// its serial console.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { page, paramCrumb, redirectTo } from '~/routing'
import { codePage, listPage, loadPage, pageModule, underCrumb } from '~/resourceRoutes'
import { instanceList } from './lists'
import { METRIC_VIEWS } from './metrics/views'
import { chartsLoader } from '~/charts/chartCode'

const instancesPage = listPage(instanceList, () => import('./InstancesPage'), 'InstancesPage')
const createPage = loadPage(() => import('./create/CreateInstancePage'), 'CreateInstancePage')
const instancePage = loadPage(() => import('./InstancePage'), 'InstancePage')
const serialConsolePage = loadPage(() => import('./serial-console/SerialConsolePage'), 'SerialConsolePage')
// the charts' code asked for with the tab's, not once its charts have rendered (their reads
// depend on the range, resolved as the tab renders)
const metricsPage = listPage({ loader: chartsLoader }, () => import('./metrics/MetricsTab'), 'MetricsTab')

const tabs = {
  storage: pageModule(() => import('./tabs/StorageTab')),
  networking: pageModule(() => import('./tabs/NetworkingTab')),
  metricViews: pageModule(() => import('./metrics/MetricViews')),
  connect: pageModule(() => import('./tabs/ConnectTab')),
  settings: pageModule(() => import('./tabs/SettingsTab')),
}

const instanceCrumb = paramCrumb('instance')

export const instanceRoutes: RouteObject[] = [
  codePage('instances', 'Instances', instancesPage),
  page('instances-new', 'New instance', createPage),
  page('instances/:instance', instanceCrumb, instancePage, [
    { index: true, loader: redirectTo(pb.instanceStorage) },
    page('storage', 'Storage', tabs.storage('StorageTab')),
    page('networking', 'Networking', tabs.networking('NetworkingTab')),
    codePage('metrics', 'Metrics', metricsPage, [
      // the time range rides in the query string through the redirect
      { index: true, loader: redirectTo((p) => pb.instanceMetrics(p, 'cpu'), { keepSearch: true }) },
      ...METRIC_VIEWS.map(({ view, label, component }) => page(view, label, tabs.metricViews(component))),
    ]),
    page('connect', 'Connect', tabs.connect('ConnectTab')),
    page('settings', 'Settings', tabs.settings('SettingsTab')),
  ]),
  // A sibling of the instance route, not one of its tabs: the terminal takes the whole
  // page. Nested here only so the breadcrumbs read project / instance / console.
  underCrumb('instances/:instance', instanceCrumb, [
    {
      ...page('serial-console', 'Serial console', serialConsolePage),
      handle: { crumb: 'Serial console', fill: true },
    },
  ]),
]
