// The switches' loopback addresses (under /system/networking): the list, and the create form
// over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute } from '~/routing'

export const loopbackAddressRoutes: RouteObject[] = [
  listRoute({
    path: 'loopback-addresses',
    crumb: 'Loopback addresses',
    list: lazyPage(() => import('./LoopbackAddressesPage'), 'LoopbackAddressesPage', 'loopbackAddressesLoader'),
    create: [
      'New loopback address',
      lazyPage(() => import('./LoopbackAddressForm'), 'LoopbackAddressForm', 'loopbackAddressFormLoader'),
    ],
  }),
]
