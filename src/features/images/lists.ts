// A project's images and the silo's: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const projectImageList = defineList({
  operation: 'imageList',
  noun: 'image',
  params: ({ project }) => ({ query: { project } }),
})
export const siloImageList = defineList({ operation: 'imageList', noun: 'image' })
