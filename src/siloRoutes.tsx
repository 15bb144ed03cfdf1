// The silo's pages that load as a lazy area (see `lazyAreas` in src/routes.tsx): utilization,
// and the admins' certificates and authentication settings. Like src/projectRoutes.tsx, only
// route modules that nothing in the entry chunk imports belong here (rolldown#10731).
import type { RouteObject } from 'react-router'
import { authSettingsRoutes } from './features/auth-settings/routes'
import { certificateRoutes } from './features/certificates/routes'
import { siloUtilizationRoutes } from './features/utilization/routes'

export const siloRoutes: RouteObject[] = [...siloUtilizationRoutes, ...certificateRoutes, ...authSettingsRoutes]
