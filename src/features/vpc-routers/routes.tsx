// A VPC's routers: relative routes under the VPC page (projects/:project/vpcs/:vpc).
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, NoModal, page, paramCrumb } from '~/routing'

const routerForms = () => import('./RouterForms')
const routerRouteForms = () => import('./RouterRouteForms')

/**
 * The router edit form opens over the list, so `routers/:router/edit` hangs under the list,
 * while `routers/:router` is the router's own page with its route forms over its routes.
 * The two never compete: `edit` is a static segment the page's children do not have.
 */
export const routerRoutes: RouteObject[] = [
  listRoute({
    path: 'routers',
    crumb: 'Routers',
    list: lazyPage(() => import('./RoutersTab'), 'RoutersTab', 'routersLoader'),
    create: ['New router', lazyPage(routerForms, 'RouterCreateForm')],
    over: [page(':router/edit', 'Edit router', lazyPage(routerForms, 'RouterEditForm', 'routerEditLoader'))],
    item: page(
      ':router',
      paramCrumb('router'),
      lazyPage(() => import('./RouterPage'), 'RouterPage', 'routerLoader'),
      [
        { index: true, Component: NoModal },
        page('routes-new', 'New route', lazyPage(routerRouteForms, 'RouterRouteCreateForm', 'routerRouteCreateLoader')),
        page(
          'routes/:route/edit',
          'Edit route',
          lazyPage(routerRouteForms, 'RouterRouteEditForm', 'routerRouteEditLoader'),
        ),
      ],
    ),
  }),
]
