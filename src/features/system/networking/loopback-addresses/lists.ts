// The switches' loopback addresses: the page's and its route's (`listPage` in ~/resourceRoutes).
// Each address names the lot it came from, so the lots are read beside them.
import { defineList } from '~/table/list'
import { allLotsQuery } from '../address-lots/queries'

export const loopbackList = defineList({
  noun: 'loopback address',
  operation: 'networkingLoopbackAddressList',
  wants: () => [allLotsQuery],
})
