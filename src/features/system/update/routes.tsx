// Software update at /system/update; adding a trust root and viewing one open over the page.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const updatePage = () => import('./UpdatePage')
const trustRoots = () => import('./TrustRoots')

export const updateRoutes: RouteObject[] = [
  listRoute({
    path: 'update',
    crumb: 'Software update',
    list: lazyPage(updatePage, 'UpdatePage', 'updateLoader'),
    over: [
      page('trust-roots-new', 'Add trust root', lazyPage(trustRoots, 'TrustRootAddForm')),
      page(
        'trust-roots/:trustRootId',
        (p) => p.trustRootId?.slice(0, 8),
        lazyPage(trustRoots, 'TrustRootDetail', 'trustRootLoader'),
      ),
    ],
  }),
]
