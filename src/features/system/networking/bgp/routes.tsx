// BGP under /system/networking/bgp: its own tabs (configs, announce sets, peer status,
// imported routes, message history). Configs and announce sets are lists whose forms open
// over them; an announce set's page lists its announcements.
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { configList } from './lists'
import { page, redirectTo } from '~/routing'
import { netPb } from '../paths'

const setForms = pageModule(() => import('./AnnounceSetForms'))

export const bgpRoutes = [
  page(
    'bgp',
    'BGP',
    loadPage(() => import('./BgpLayout'), 'BgpLayout'),
    [
      { index: true, loader: redirectTo(netPb.bgpConfigs) },
      ...resourceRoutes(
        'configs',
        'Configs',
        listPage(configList, () => import('./ConfigsPage'), 'ConfigsPage'),
        {
          create: ['New BGP config', loadPage(() => import('./ConfigCreateForm'), 'ConfigCreateForm')],
        },
      ),
      ...resourceRoutes(
        'announce-sets',
        'Announce sets',
        loadPage(() => import('./AnnounceSetsPage'), 'AnnounceSetsPage'),
        {
          create: ['New announce set', setForms('AnnounceSetCreateForm')],
          edit: ['announceSet', setForms('AnnounceSetEditForm')],
          item: ['announceSet', loadPage(() => import('./AnnounceSetPage'), 'AnnounceSetPage')],
        },
      ),
      page(
        'status',
        'Status',
        loadPage(() => import('./StatusPage'), 'StatusPage'),
      ),
      page(
        'routes',
        'Imported routes',
        loadPage(() => import('./RoutesPage'), 'RoutesPage'),
      ),
      page(
        'history',
        'Message history',
        loadPage(() => import('./HistoryPage'), 'HistoryPage'),
      ),
    ],
  ),
]
