// The IP pools' page lists: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'
import { servicePoolQuery } from './queries'

export const poolList = defineList({ noun: 'IP pool', operation: 'ipPoolList' })

// the service pool's ranges: a second list on the page, with its own page in the URL
export const serviceRangeList = defineList({
  noun: 'range',
  operation: 'ipPoolServiceRangeList',
  pageKey: 'service',
  wants: () => [servicePoolQuery],
})
