// The fleet's silos, declared apart from the page: the system area's route table carries the loader
// (`listPage` in ~/resourceRoutes), so the calls leave as the route matches.
import { defineList } from '~/table/list'

export const siloList = defineList({ noun: 'silo', operation: 'siloList' })
