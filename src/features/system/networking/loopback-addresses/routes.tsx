// The switches' loopback addresses (under /system/networking): the list, and the create form
// over it.
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { loopbackList } from './lists'

export const loopbackAddressRoutes = resourceRoutes(
  'loopback-addresses',
  'Loopback addresses',
  listPage(loopbackList, () => import('./LoopbackAddressesPage'), 'LoopbackAddressesPage'),
  {
    create: [
      'New loopback address',
      loadPage(() => import('./LoopbackAddressForm'), 'LoopbackAddressForm', 'loopbackAddressFormLoader'),
    ],
  },
)
