// A VPC's routers: relative routes under the VPC page (projects/:project/vpcs/:vpc).
import { NoModal, page } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { routerList } from './lists'

const routerPage = loadPage(() => import('./RouterPage'), 'RouterPage')
const routersTab = listPage(routerList, () => import('./RoutersTab'), 'RoutersTab')
const routerForms = pageModule(() => import('./RouterForms'))
const routeForms = pageModule(() => import('./RouterRouteForms'))

/**
 * The router edit form opens over the list, so `routers/:router/edit` hangs under the list,
 * while `routers/:router` is the router's own page with its route forms over its routes.
 * The two never compete: `edit` is a static segment the page's children do not have.
 */
export const routerRoutes = resourceRoutes('routers', 'Routers', routersTab, {
  create: ['New router', routerForms('RouterCreateForm')],
  over: [page(':router/edit', 'Edit router', routerForms('RouterEditForm'))],
  item: [
    'router',
    routerPage,
    [
      { index: true, Component: NoModal },
      page('routes-new', 'New route', routeForms('RouterRouteCreateForm')),
      page('routes/:route/edit', 'Edit route', routeForms('RouterRouteEditForm')),
    ],
  ],
})
