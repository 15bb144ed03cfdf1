// A project's probes: the page's and its route's (`listPage` in ~/resourceRoutes). Each probe names
// the sled it runs on, so the sleds are read beside them.
import { defineList } from '~/table/list'
import { allSledsQuery } from '~/features/system/inventory/queries'

export const probeList = defineList({
  noun: 'probe',
  operation: 'probeList',
  params: ({ project }) => ({ query: { project } }),
  wants: () => [allSledsQuery],
})
