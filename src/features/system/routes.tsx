import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, page, redirectTo } from '~/routing'
import { fleetAccessRoutes } from './access/routes'

/** Under /system: the operators' screens. */
export const systemRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.silos) },
  page(
    'silos',
    'Silos',
    lazyPage(() => import('./SilosPage'), 'SilosPage', 'silosLoader'),
  ),
  ...fleetAccessRoutes,
]
