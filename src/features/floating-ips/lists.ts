// The project's floating IP list, declared apart from its page: the project area's route table
// carries its loader (`listPage` in ~/resourceRoutes), so its calls leave as the route matches.
import { projectInstancesQuery, siloPoolsQuery } from '~/api/queries'
import { defineList } from '~/table/list'

export const floatingIpList = defineList({
  noun: 'floating IP',
  operation: 'floatingIpList',
  params: ({ project }) => ({ query: { project } }),
  // pool and instance names are only a nicety; a failure shows ids instead of failing the page
  wants: ({ project }) => [siloPoolsQuery, projectInstancesQuery(project)],
})
