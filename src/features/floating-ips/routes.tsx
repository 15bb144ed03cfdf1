// The project's floating IPs, with the create and edit forms over the list.
import { listPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { floatingIpList } from './lists'

const floatingIpsPage = listPage(floatingIpList, () => import('./FloatingIpsPage'), 'FloatingIpsPage')
const forms = pageModule(() => import('./FloatingIpForms'))

export const floatingIpRoutes = resourceRoutes('floating-ips', 'Floating IPs', floatingIpsPage, {
  create: ['New floating IP', forms('FloatingIpCreateForm')],
  edit: ['floatingIp', forms('FloatingIpEditForm')],
})
