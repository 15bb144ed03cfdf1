// The rack's address lots (under /system/networking): the list, whose create form opens over
// it, and a lot's page with its blocks.
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { lotList } from './lists'

export const addressLotRoutes = resourceRoutes(
  'address-lots',
  'Address lots',
  listPage(lotList, () => import('./AddressLotsPage'), 'AddressLotsPage'),
  {
    create: ['New address lot', loadPage(() => import('./AddressLotCreateForm'), 'AddressLotCreateForm')],
    item: ['addressLot', loadPage(() => import('./AddressLotPage'), 'AddressLotPage')],
  },
)
