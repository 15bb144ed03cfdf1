// The rack-wide policy of user-facing services (under /system/networking): the allow list and
// inbound ICMP, on one page.
import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

export const policyRoutes: RouteObject[] = [
  page(
    'policy',
    'Allow list & ICMP',
    lazyPage(() => import('./PolicyPage'), 'PolicyPage', 'policyLoader'),
  ),
]
