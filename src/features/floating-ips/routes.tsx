// The project's floating IPs, with the create and edit forms over the list.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute } from '~/routing'

const forms = () => import('./FloatingIpForms')

export const floatingIpRoutes: RouteObject[] = [
  listRoute({
    path: 'floating-ips',
    crumb: 'Floating IPs',
    list: lazyPage(() => import('./FloatingIpsPage'), 'FloatingIpsPage', 'floatingIpsLoader'),
    create: ['New floating IP', lazyPage(forms, 'FloatingIpCreateForm', 'floatingIpCreateLoader')],
    edit: ['floatingIp', lazyPage(forms, 'FloatingIpEditForm', 'floatingIpEditLoader')],
  }),
]
