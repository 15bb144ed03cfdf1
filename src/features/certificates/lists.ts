// The silo's certificates: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const certificateList = defineList({ noun: 'certificate', operation: 'certificateList' })
