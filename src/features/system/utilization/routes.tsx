import type { RouteObject } from 'react-router'
import { rangePage } from '~/charts/rangeRoute'
import { systemUtilizationLoader } from './queries'

export const systemUtilizationRoutes: RouteObject[] = [
  rangePage(
    'utilization',
    'Utilization',
    systemUtilizationLoader,
    () => import('./SystemUtilizationPage'),
    'SystemUtilizationPage',
  ),
]
