import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, page, routeError } from '~/routing'

const list = () => import('./RoutersTab')
const routerForms = () => import('./RouterForms')
const detail = () => import('./RouterPage')
const routeForms = () => import('./RouteForms')

/**
 * Children of the VPC page (`projects/:project/vpcs/:vpc`).
 *
 * The router edit form opens over the list, so `routers/:router/edit` hangs under the list,
 * while `routers/:router` is the router's own page with its route forms under it. The two
 * never compete: `edit` is a static segment the page's children do not have. `routers` is
 * declared twice, the second time only to put a "Routers" crumb above a router's page; the
 * list's copy wins for `routers` itself because it has an index route, which ranks higher.
 */
export const routerRoutes: RouteObject[] = [
  {
    // pathless, so the list stays on screen under its forms
    errorElement: routeError,
    lazy: lazyPage(list, 'RoutersTab', 'routersLoader'),
    children: [
      {
        path: 'routers',
        handle: { crumb: 'Routers' },
        children: [
          { index: true, Component: NoModal },
          page(':router/edit', 'Edit router', lazyPage(routerForms, 'RouterEditForm', 'routerEditLoader')),
        ],
      },
      page('routers-new', 'New router', lazyPage(routerForms, 'RouterCreateForm')),
    ],
  },
  {
    path: 'routers',
    handle: { crumb: 'Routers' },
    children: [
      page(':router', (p) => p.router ?? '', lazyPage(detail, 'RouterPage', 'routerLoader'), [
        { index: true, Component: NoModal },
        page('routes-new', 'New route', lazyPage(routeForms, 'RouteCreateForm', 'routeCreateLoader')),
        page('routes/:route/edit', 'Edit route', lazyPage(routeForms, 'RouteEditForm', 'routeEditLoader')),
      ]),
    ],
  },
]
