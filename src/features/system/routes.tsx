import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { redirectTo } from '~/routing'
import { fleetAccessRoutes } from './access/routes'
import { siloRoutes } from './silos/routes'

/** Under /system: the operators' screens. */
export const systemRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.silos) },
  ...siloRoutes,
  ...fleetAccessRoutes,
]
