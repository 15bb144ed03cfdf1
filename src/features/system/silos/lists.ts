// The fleet's silos: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const siloList = defineList({ noun: 'silo', operation: 'siloList' })
