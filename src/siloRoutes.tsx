// The silo's pages other than its projects, loaded as a lazy area (see `lazyAreas` in
// src/routes.tsx): images, access, utilization, and the admins' certificates and
// authentication settings, users and groups. Like src/projectRoutes.tsx, only route modules that nothing in the
// entry chunk imports belong here (rolldown#10731).
import type { RouteObject } from 'react-router'
import { siloAccessRoutes } from './features/access/routes'
import { authSettingsRoutes } from './features/auth-settings/routes'
import { certificateRoutes } from './features/certificates/routes'
import { siloImageRoutes } from './features/images/routes'
import { userRoutes } from './features/users/routes'
import { siloUtilizationRoutes } from './features/utilization/routes'

export const areaRoutes: RouteObject[] = [
  ...siloImageRoutes,
  ...siloAccessRoutes,
  ...siloUtilizationRoutes,
  ...certificateRoutes,
  ...authSettingsRoutes,
  ...userRoutes,
]
