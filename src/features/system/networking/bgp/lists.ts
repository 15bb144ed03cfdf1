// The rack's BGP configs: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const configList = defineList({ noun: 'BGP config', operation: 'networkingBgpConfigList' })
