// The rack's address lots (under /system/networking): the list, whose create form opens over
// it, and a lot's page with its blocks.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

export const addressLotRoutes: RouteObject[] = [
  listRoute({
    path: 'address-lots',
    crumb: 'Address lots',
    list: lazyPage(() => import('./AddressLotsPage'), 'AddressLotsPage', 'addressLotsLoader'),
    create: ['New address lot', lazyPage(() => import('./AddressLotCreateForm'), 'AddressLotCreateForm')],
    item: page(
      ':addressLot',
      paramCrumb('addressLot'),
      lazyPage(() => import('./AddressLotPage'), 'AddressLotPage', 'addressLotLoader'),
    ),
  }),
]
