import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

export const systemUtilizationRoutes: RouteObject[] = [
  page(
    'utilization',
    'Utilization',
    lazyPage(() => import('./SystemUtilizationPage'), 'SystemUtilizationPage', 'systemUtilizationLoader'),
  ),
]
