// The IP pools' page lists, declared apart from it: the system area's route table carries
// their loaders (`listPage` in ~/resourceRoutes), so the calls leave as the route matches.
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
