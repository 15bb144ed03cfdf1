// A VPC's routers, declared apart from their tab: the project area's route table carries the
// list's loader (`listPage` in ~/resourceRoutes), so its calls leave as the route matches. (A
// router's routes keep theirs with their page: their loader also reads the router, whose
// query would then load with every project page.)
import { defineList } from '~/table/list'

export const routerList = defineList({
  noun: 'router',
  operation: 'vpcRouterList',
  params: ({ project, vpc }) => ({ query: { project, vpc } }),
})
