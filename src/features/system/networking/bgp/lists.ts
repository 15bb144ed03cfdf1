// The rack's BGP configs, declared apart from the page: the system area's route table carries the
// loader (`listPage` in ~/resourceRoutes), so the calls leave as the route matches.
import { defineList } from '~/table/list'

export const configList = defineList({ noun: 'BGP config', operation: 'networkingBgpConfigList' })
