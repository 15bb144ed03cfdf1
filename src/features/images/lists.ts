// A project's images and the silo's, declared apart from their page: the area route tables
// (the project's, the silo's) carry their loaders (`listPage` in ~/resourceRoutes), so their
// calls leave as the route matches.
import { defineList } from '~/table/list'

export const projectImageList = defineList({
  operation: 'imageList',
  noun: 'image',
  params: ({ project }) => ({ query: { project } }),
})
export const siloImageList = defineList({ operation: 'imageList', noun: 'image' })
