// The rack's address lots: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const lotList = defineList({ noun: 'address lot', operation: 'networkingAddressLotList' })
