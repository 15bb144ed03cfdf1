// A project's probes, declared apart from their page: the system area's route table carries
// the loader (`listPage` in ~/resourceRoutes), so the calls leave as the route matches. Each
// probe names the sled it runs on, so the sleds are read beside them.
import { defineList } from '~/table/list'
import { allSledsQuery } from './queries'

export const probeList = defineList({
  noun: 'probe',
  operation: 'probeList',
  params: ({ project }) => ({ query: { project } }),
  wants: () => [allSledsQuery],
})
