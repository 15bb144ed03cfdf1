// The route table: the layouts, and under each the routes its feature folders declare.
// Feature pages load lazily, so the first chunk stays small.
import type { RouteObject } from 'react-router'
import { loadSession, requireFleetViewer } from './api/session'
import { deviceRoutes, loginRoutes } from './features/auth/routes'
import { projectAccessRoutes, siloAccessRoutes } from './features/access/routes'
import { authSettingsRoutes } from './features/auth-settings/routes'
import { certificateRoutes } from './features/certificates/routes'
import { affinityRoutes } from './features/affinity/routes'
import { diskRoutes } from './features/disks/routes'
import { NotFoundPage } from './features/errors/NotFoundPage'
import { floatingIpRoutes } from './features/floating-ips/routes'
import { projectImageRoutes, siloImageRoutes } from './features/images/routes'
import { instanceRoutes, lookupRoutes } from './features/instances/routes'
import { projectLayoutLoader, projectListRoutes } from './features/projects/routes'
import { settingsRoutes } from './features/settings/routes'
import { InitialLoading } from './features/shell/InitialLoading'
import { snapshotRoutes } from './features/snapshots/routes'
import { userRoutes } from './features/users/routes'
import { siloUtilizationRoutes } from './features/utilization/routes'
import { vpcRoutes } from './features/vpcs/routes'
import { DeviceLayout, LoginLayout } from './layouts/LoginLayout'
import { RootLayout } from './layouts/RootLayout'
import { ProjectLayout, SettingsLayout, SiloLayout, SystemLayout } from './layouts/variants'
import { pb } from './paths'
import { type LazyArea, layoutRoute, patchLazyAreas, redirectTo, routeError } from './routing'

/** The operators' screens: only fleet users go there, so their routes load on the way in. */
const SYSTEM: LazyArea = {
  id: 'system',
  path: pb.system(),
  load: () => import('./features/system/routes').then((m) => m.systemRoutes),
}
export const lazyAreas = [SYSTEM]
export const patchRoutesOnNavigation = patchLazyAreas(lazyAreas)

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: routeError,
    HydrateFallback: InitialLoading,
    children: [
      { index: true, loader: redirectTo(pb.projects) },
      { element: <LoginLayout />, children: loginRoutes },
      { element: <DeviceLayout />, loader: loadSession, children: deviceRoutes },
      layoutRoute(SiloLayout, {
        loader: loadSession,
        children: [
          ...projectListRoutes,
          ...siloAccessRoutes,
          ...siloImageRoutes,
          ...siloUtilizationRoutes,
          ...certificateRoutes,
          ...authSettingsRoutes,
          ...userRoutes,
        ],
      }),
      layoutRoute(ProjectLayout, {
        path: 'projects/:project',
        loader: projectLayoutLoader,
        handle: { crumb: (p: Record<string, string | undefined>) => p.project },
        children: [
          { index: true, loader: redirectTo(pb.instances) },
          ...instanceRoutes,
          ...diskRoutes,
          ...snapshotRoutes,
          ...projectImageRoutes,
          ...vpcRoutes,
          ...floatingIpRoutes,
          ...affinityRoutes,
          ...projectAccessRoutes,
        ],
      }),
      layoutRoute(SettingsLayout, {
        path: 'settings',
        loader: loadSession,
        handle: { crumb: 'Settings' },
        children: settingsRoutes,
      }),
      {
        path: 'system',
        // only fleet viewers get in; the gate runs before any system page's loader calls the API,
        // and its page-not-found shows without the system's navigation
        middleware: [requireFleetViewer],
        errorElement: routeError,
        children: [
          layoutRoute(SystemLayout, {
            id: SYSTEM.id,
            loader: loadSession,
            handle: { crumb: 'System' },
            // the rest of the area is added when first visited (see `lazyAreas`)
            children: [{ index: true, loader: redirectTo(pb.silos) }],
          }),
        ],
      },
      ...lookupRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
