// A VPC's routers: the page's and its route's (`listPage` in ~/resourceRoutes). (A router's routes
// keep theirs with their page: their loader also reads the router, whose query would then load with
// every project page.)
import { defineList } from '~/table/list'

export const routerList = defineList({
  noun: 'router',
  operation: 'vpcRouterList',
  params: ({ project, vpc }) => ({ query: { project, vpc } }),
})
