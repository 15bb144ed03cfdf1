// The silo's projects: the page's list and its route's loader (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const projectList = defineList({ noun: 'project', operation: 'projectList' })
