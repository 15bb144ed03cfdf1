// The switches' loopback addresses (under /system/networking): the list, and the create form
// over it.
import { loadPage, resourceRoutes } from '~/resourceRoutes'

export const loopbackAddressRoutes = resourceRoutes(
  'loopback-addresses',
  'Loopback addresses',
  loadPage(() => import('./LoopbackAddressesPage'), 'LoopbackAddressesPage'),
  {
    create: [
      'New loopback address',
      loadPage(() => import('./LoopbackAddressForm'), 'LoopbackAddressForm', 'loopbackAddressFormLoader'),
    ],
  },
)
