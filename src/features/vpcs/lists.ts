// The project's VPC list, declared apart from its page: the project area's route table
// carries its loader (`listPage` in ~/resourceRoutes), so its calls leave as the route matches.
import { defineList } from '~/table/list'

export const vpcList = defineList({
  noun: 'VPC',
  operation: 'vpcList',
  params: ({ project }) => ({ query: { project } }),
})
