import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'
import { inventoryRoutes } from './inventory/routes'
import { ipPoolRoutes } from './ip-pools/routes'

/** Under /system: the operators' screens, loaded when the area is first visited (src/routes.tsx). */
export const systemRoutes: RouteObject[] = [
  page(
    'silos',
    'Silos',
    lazyPage(() => import('./SilosPage'), 'SilosPage', 'silosLoader'),
  ),
  ...ipPoolRoutes,
  ...inventoryRoutes,
]
