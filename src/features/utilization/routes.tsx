import type { RouteObject } from 'react-router'
import { rangePage } from '~/charts/rangeRoute'
import { utilizationLoader } from './queries'

export const siloUtilizationRoutes: RouteObject[] = [
  rangePage('utilization', 'Utilization', utilizationLoader, () => import('./UtilizationPage'), 'UtilizationPage'),
]
