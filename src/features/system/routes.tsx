import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, page, redirectTo } from '~/routing'
import { inventoryRoutes } from './inventory/routes'

/** Under /system: the operators' screens. */
export const systemRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.silos) },
  page(
    'silos',
    'Silos',
    lazyPage(() => import('./SilosPage'), 'SilosPage', 'silosLoader'),
  ),
  ...inventoryRoutes,
]
