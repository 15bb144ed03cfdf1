import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

export const siloUtilizationRoutes: RouteObject[] = [
  page(
    'utilization',
    'Utilization',
    lazyPage(() => import('./UtilizationPage'), 'UtilizationPage', 'utilizationLoader'),
  ),
]
