// The switches' BFD sessions (under /system/networking): their status, and the form that
// enables a session or changes one, over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute } from '~/routing'

export const bfdRoutes: RouteObject[] = [
  listRoute({
    path: 'bfd',
    crumb: 'BFD',
    list: lazyPage(() => import('./BfdPage'), 'BfdPage', 'bfdLoader'),
    create: ['Enable BFD session', lazyPage(() => import('./BfdSessionForm'), 'BfdSessionForm')],
  }),
]
