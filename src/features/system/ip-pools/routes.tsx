// The operators' IP pools: /system/networking leads to the list, whose create and edit forms
// open over it; a pool's page has its ranges and linked silos, and the add-range form over it.
import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, listRoute, page, redirectTo } from '~/routing'

const list = () => import('./IpPoolsPage')
const forms = () => import('./IpPoolForms')
const poolPage = () => import('./IpPoolPage')
const rangeForm = () => import('./RangeAddForm')

const poolCrumb = (p: Record<string, string | undefined>) => p.pool

export const ipPoolRoutes: RouteObject[] = [
  {
    path: 'networking',
    handle: { crumb: 'Networking' },
    children: [
      { index: true, loader: redirectTo(pb.ipPools) },
      listRoute({
        path: 'ip-pools',
        crumb: 'IP pools',
        list: lazyPage(list, 'IpPoolsPage', 'ipPoolsLoader'),
        over: [page(':pool/edit', poolCrumb, lazyPage(forms, 'IpPoolEditForm', 'ipPoolEditLoader'))],
        beside: [page('ip-pools-new', 'New IP pool', lazyPage(forms, 'IpPoolCreateForm'))],
      }),
      {
        // the same `ip-pools` segment again, only for its breadcrumb above every pool's page
        path: 'ip-pools',
        handle: { crumb: 'IP pools' },
        children: [
          page(':pool', poolCrumb, lazyPage(poolPage, 'IpPoolPage', 'ipPoolLoader'), [
            page('ranges-add', 'Add range', lazyPage(rangeForm, 'RangeAddForm')),
          ]),
        ],
      },
    ],
  },
]
