import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, page } from '~/routing'

const list = () => import('./FloatingIpsPage')
const forms = () => import('./FloatingIpForms')

export const floatingIpRoutes: RouteObject[] = [
  {
    lazy: lazyPage(list, 'FloatingIpsPage', 'floatingIpsLoader'),
    children: [
      page('floating-ips', 'Floating IPs', undefined, [{ index: true, Component: NoModal }]),
      page('floating-ips-new', 'New floating IP', lazyPage(forms, 'FloatingIpCreateForm', 'floatingIpCreateLoader')),
      page(
        'floating-ips/:floatingIp/edit',
        (p) => p.floatingIp ?? '',
        lazyPage(forms, 'FloatingIpEditForm', 'floatingIpEditLoader'),
      ),
    ],
  },
]
