import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

// the fleet's access page is one module with the silo's and projects' (see features/access/routes.tsx)
export const fleetAccessRoutes: RouteObject[] = [
  page(
    'access',
    'Fleet access',
    lazyPage(() => import('~/features/access/AccessPages'), 'FleetAccessPage', 'fleetAccessLoader'),
  ),
]
