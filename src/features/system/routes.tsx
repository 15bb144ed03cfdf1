import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { redirectTo } from '~/routing'
import { fleetAccessRoutes } from './access/routes'
import { siloRoutes } from './silos/routes'
import { systemUtilizationRoutes } from './utilization/routes'
import { ipPoolRoutes } from './ip-pools/routes'
import { inventoryRoutes } from './inventory/routes'
import { issuesRoutes } from './issues/routes'

/** Under /system: the operators' screens. */
export const systemRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.silos) },
  ...siloRoutes,
  ...fleetAccessRoutes,
  ...systemUtilizationRoutes,
  ...ipPoolRoutes,
  ...inventoryRoutes,
  ...issuesRoutes,
]
