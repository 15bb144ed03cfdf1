// The switches' loopback addresses, declared apart from their page: the system area's route
// table carries the loader (`listPage` in ~/resourceRoutes), so the calls leave as the route
// matches. Each address names the lot it came from, so the lots are read beside them.
import { defineList } from '~/table/list'
import { allLotsQuery } from '../address-lots/queries'

export const loopbackList = defineList({
  noun: 'loopback address',
  operation: 'networkingLoopbackAddressList',
  wants: () => [allLotsQuery],
})
