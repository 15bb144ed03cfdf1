// BGP under /system/networking/bgp: its own tabs (configs, announce sets, peer status,
// imported routes, message history). Configs and announce sets are lists whose forms open
// over them; an announce set's page lists its announcements.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb, redirectTo } from '~/routing'
import { netPb } from '../paths'

const setForms = () => import('./AnnounceSetForms')

export const bgpRoutes: RouteObject[] = [
  page(
    'bgp',
    'BGP',
    lazyPage(() => import('./BgpLayout'), 'BgpLayout'),
    [
      { index: true, loader: redirectTo(netPb.bgpConfigs) },
      listRoute({
        path: 'configs',
        crumb: 'Configs',
        list: lazyPage(() => import('./ConfigsPage'), 'ConfigsPage', 'configsLoader'),
        create: [
          'New BGP config',
          lazyPage(() => import('./ConfigCreateForm'), 'ConfigCreateForm', 'configCreateLoader'),
        ],
      }),
      listRoute({
        path: 'announce-sets',
        crumb: 'Announce sets',
        list: lazyPage(() => import('./AnnounceSetsPage'), 'AnnounceSetsPage', 'announceSetsLoader'),
        create: ['New announce set', lazyPage(setForms, 'AnnounceSetCreateForm', 'announceSetCreateLoader')],
        edit: ['announceSet', lazyPage(setForms, 'AnnounceSetEditForm', 'announceSetEditLoader')],
        item: page(
          ':announceSet',
          paramCrumb('announceSet'),
          lazyPage(() => import('./AnnounceSetPage'), 'AnnounceSetPage', 'announceSetLoader'),
        ),
      }),
      page(
        'status',
        'Status',
        lazyPage(() => import('./StatusPage'), 'StatusPage', 'statusLoader'),
      ),
      page(
        'routes',
        'Imported routes',
        lazyPage(() => import('./RoutesPage'), 'RoutesPage', 'routesLoader'),
      ),
      page(
        'history',
        'Message history',
        lazyPage(() => import('./HistoryPage'), 'HistoryPage', 'historyLoader'),
      ),
    ],
  ),
]
