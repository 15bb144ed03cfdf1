// The project's floating IPs, with the create and edit forms over the list.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const forms = () => import('./FloatingIpForms')

export const floatingIpRoutes: RouteObject[] = [
  listRoute({
    path: 'floating-ips',
    crumb: 'Floating IPs',
    list: lazyPage(() => import('./FloatingIpsPage'), 'FloatingIpsPage', 'floatingIpsLoader'),
    over: [
      page(':floatingIp/edit', (p) => p.floatingIp, lazyPage(forms, 'FloatingIpEditForm', 'floatingIpEditLoader')),
    ],
    beside: [
      page('floating-ips-new', 'New floating IP', lazyPage(forms, 'FloatingIpCreateForm', 'floatingIpCreateLoader')),
    ],
  }),
]
