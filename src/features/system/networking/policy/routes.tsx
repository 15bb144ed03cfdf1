// The rack-wide policy of user-facing services (under /system/networking): the allow list and
// inbound ICMP, on one page.
import { loadPage } from '~/resourceRoutes'
import { page } from '~/routing'

export const policyRoutes = [
  page(
    'policy',
    'Allow list & ICMP',
    loadPage(() => import('./PolicyPage'), 'PolicyPage'),
  ),
]
