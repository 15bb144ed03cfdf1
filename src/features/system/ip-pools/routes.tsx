// The operators' IP pools (under /system/networking): the list, whose create and edit forms
// open over it; a pool's page has its ranges and linked silos, and the add-range form over it.
import { page } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { poolList, serviceRangeList } from './lists'

const poolPage = loadPage(() => import('./IpPoolPage'), 'IpPoolPage')
const rangeAddForm = loadPage(() => import('./RangeAddForm'), 'RangeAddForm')
const ipPoolsPage = listPage([poolList, serviceRangeList], () => import('./IpPoolsPage'), 'IpPoolsPage')
const forms = pageModule(() => import('./IpPoolForms'))

export const ipPoolRoutes = resourceRoutes('ip-pools', 'IP pools', ipPoolsPage, {
  create: ['New IP pool', forms('IpPoolCreateForm')],
  edit: ['pool', forms('IpPoolEditForm')],
  item: ['pool', poolPage, [page('ranges-add', 'Add range', rangeAddForm)]],
})
