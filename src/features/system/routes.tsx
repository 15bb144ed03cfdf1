import type { RouteObject } from 'react-router'
import { fleetAccessRoutes } from './access/routes'
import { auditLogRoutes } from './audit-log/routes'
import { builtinUserRoutes } from './builtin-users/routes'
import { alertRoutes } from './alerts/routes'
import { inventoryRoutes } from './inventory/routes'
import { issuesRoutes } from './issues/routes'
import { networkingRoutes } from './networking/routes'
import { siloRoutes } from './silos/routes'
import { supportBundleRoutes } from './support-bundles/routes'
import { updateRoutes } from './update/routes'
import { systemUtilizationRoutes } from './utilization/routes'

/** Under /system: the operators' screens, loaded when the area is first visited (src/routes.tsx). */
export const areaRoutes: RouteObject[] = [
  ...siloRoutes,
  ...fleetAccessRoutes,
  ...builtinUserRoutes,
  ...systemUtilizationRoutes,
  ...networkingRoutes,
  ...inventoryRoutes,
  ...issuesRoutes,
  ...auditLogRoutes,
  ...supportBundleRoutes,
  ...alertRoutes,
  ...updateRoutes,
]
