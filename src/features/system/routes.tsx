import type { RouteObject } from 'react-router'
import { inventoryRoutes } from './inventory/routes'
import { ipPoolRoutes } from './ip-pools/routes'
import { siloRoutes } from './silos/routes'

/** Under /system: the operators' screens, loaded when the area is first visited (src/routes.tsx). */
export const systemRoutes: RouteObject[] = [...siloRoutes, ...ipPoolRoutes, ...inventoryRoutes]
