// The project's floating IPs, with the create and edit forms over the list.
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const floatingIpsPage = loadPage(() => import('./FloatingIpsPage'), 'FloatingIpsPage')
const forms = pageModule(() => import('./FloatingIpForms'))

export const floatingIpRoutes = resourceRoutes('floating-ips', 'Floating IPs', floatingIpsPage, {
  create: ['New floating IP', forms('FloatingIpCreateForm')],
  edit: ['floatingIp', forms('FloatingIpEditForm')],
})
