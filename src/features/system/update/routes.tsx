// Software update at /system/update; adding a trust root and viewing one open over the page.
import { page } from '~/routing'
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const updatePage = loadPage(() => import('./UpdatePage'), 'UpdatePage')
const trustRoots = pageModule(() => import('./TrustRoots'))

export const updateRoutes = resourceRoutes('update', 'Software update', updatePage, {
  over: [
    page('trust-roots-new', 'Add trust root', trustRoots('TrustRootAddForm')),
    page(
      'trust-roots/:trustRootId',
      (p) => p.trustRootId?.slice(0, 8),
      trustRoots('TrustRootDetail', 'trustRootLoader'),
    ),
  ],
})
