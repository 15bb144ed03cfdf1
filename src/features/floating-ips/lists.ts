// The project's floating IP list: the page's and its route's (`listPage` in ~/resourceRoutes).
import { projectInstancesQuery, siloPoolsQuery } from '~/api/queries'
import { defineList } from '~/table/list'

export const floatingIpList = defineList({
  noun: 'floating IP',
  operation: 'floatingIpList',
  params: ({ project }) => ({ query: { project } }),
  // pool and instance names are only a nicety; a failure shows ids instead of failing the page
  wants: ({ project }) => [siloPoolsQuery, projectInstancesQuery(project)],
})
