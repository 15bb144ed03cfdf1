// The operators' IP pools (under /system/networking): the list, whose create and edit forms
// open over it; a pool's page has its ranges and linked silos, and the add-range form over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

const forms = () => import('./IpPoolForms')

export const ipPoolRoutes: RouteObject[] = [
  listRoute({
    path: 'ip-pools',
    crumb: 'IP pools',
    list: lazyPage(() => import('./IpPoolsPage'), 'IpPoolsPage', 'ipPoolsLoader'),
    create: ['New IP pool', lazyPage(forms, 'IpPoolCreateForm')],
    edit: ['pool', lazyPage(forms, 'IpPoolEditForm', 'ipPoolEditLoader')],
    item: page(
      ':pool',
      paramCrumb('pool'),
      lazyPage(() => import('./IpPoolPage'), 'IpPoolPage', 'ipPoolLoader'),
      [
        page(
          'ranges-add',
          'Add range',
          lazyPage(() => import('./RangeAddForm'), 'RangeAddForm'),
        ),
      ],
    ),
  }),
]
