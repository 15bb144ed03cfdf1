// The route table: the layouts, and under each the routes its feature folders declare.
// Feature pages load lazily, so the first chunk stays small.
import type { RouteObject } from 'react-router'
import { explainerReads, fleetViewerQuery, loadSession, requireFleetViewer, sessionReads } from './api/session'
import { affinityList, antiAffinityList } from './features/affinity/lists'
import { deviceRoutes, loginRoutes } from './features/auth/routes'
import { diskList } from './features/disks/lists'
import { notFound } from './features/errors/RouteError'
import { floatingIpList } from './features/floating-ips/lists'
import { projectImageList } from './features/images/lists'
import { instanceList } from './features/instances/lists'
import { projectExplainerReads, projectListRoutes, projectShellReads } from './features/projects/routes'
import { InitialLoading } from './features/shell/InitialLoading'
import { snapshotList } from './features/snapshots/lists'
import { vpcList } from './features/vpcs/lists'
import { RootLayout } from './layouts/RootLayout'
import { ProjectLayout, SettingsLayout, SiloLayout, SystemLayout } from './layouts/variants'
import { pb } from './paths'
import {
  layoutRoute,
  loadTogether,
  paramCrumb,
  patchLazyAreas,
  reading,
  redirectTo,
  routeError,
  type FirstPage,
  type LazyArea,
} from './routing'

/** An area whose module exports its routes as `areaRoutes`. */
const lazyArea = (
  id: string,
  path: LazyArea['path'],
  load: () => Promise<{ areaRoutes: RouteObject[] }>,
  firstPages?: FirstPage[],
): LazyArea => ({
  id,
  path,
  load: () => load().then((m) => m.areaRoutes),
  firstPages,
})

/** The operators' screens: only fleet users go there, so their routes load on the way in. */
const SYSTEM = lazyArea('system', pb.system(), () => import('./features/system/routes'))
/**
 * A project's screens: the console opens on the silo's projects, not inside one. A first visit
 * to one of its lists (a link shared, a page reloaded) sends that list's calls at once.
 */
const PROJECT = lazyArea('project', '/projects/:project', () => import('./projectRoutes'), [
  [pb.instances, instanceList.loader],
  [pb.disks, diskList.loader],
  [pb.snapshots, snapshotList.loader],
  [pb.projectImages, projectImageList.loader],
  [pb.vpcs, vpcList.loader],
  [pb.floatingIps, floatingIpList.loader],
  [pb.affinity, loadTogether(antiAffinityList.loader, affinityList.loader)],
])
/** The user's own settings: a visit now and then, never the first page. */
const SETTINGS = lazyArea('settings', pb.settings(), () => import('./features/settings/routes'))
/** The silo's pages besides its projects, where the console opens. */
const SILO = lazyArea(
  'silo',
  [
    pb.siloImages(),
    pb.siloAccess(),
    pb.siloUtilization(),
    pb.certificates(),
    pb.certificatesNew(),
    pb.authSettings(),
    pb.users(),
    pb.groups(),
  ],
  () => import('./siloRoutes'),
)
export const lazyAreas = [SYSTEM, PROJECT, SETTINGS, SILO]
export const patchRoutesOnNavigation = patchLazyAreas(lazyAreas)

/**
 * /lookup/instances/{id} and /lookup/i/{id}: an instance by id, wherever it lives. A rare way
 * in: its code (and the shared queries it uses) loads when it is taken. Declared here, not
 * with the instance routes, so that those load with the project area.
 */
const lookupRoutes: RouteObject[] = ['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
  path,
  loader: async (args) => (await import('./features/instances/lookup')).instanceLookupLoader(args),
}))

/**
 * The sign-in pages' shells load with those pages (at the same time, not one after the other):
 * a signed-in user's first page never shows them.
 */
const signInLayout =
  (name: 'LoginLayout' | 'DeviceLayout'): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./layouts/LoginLayout'))[name] })

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: routeError,
    HydrateFallback: InitialLoading,
    children: [
      { index: true, loader: redirectTo(pb.projects) },
      { lazy: signInLayout('LoginLayout'), children: loginRoutes },
      { lazy: signInLayout('DeviceLayout'), loader: loadSession, children: deviceRoutes },
      layoutRoute(SiloLayout, {
        id: SILO.id,
        reads: sessionReads,
        // its navigation offers what the user's silo role allows (useSiloRole)
        starts: explainerReads,
        // the silo's other pages are added when one is first visited (see `lazyAreas`)
        children: projectListRoutes,
      }),
      layoutRoute(ProjectLayout, {
        id: PROJECT.id,
        path: 'projects/:project',
        reads: projectShellReads,
        starts: projectExplainerReads,
        handle: { crumb: paramCrumb('project') },
        // the project's pages are added when one is first visited (see `lazyAreas`)
        children: [{ index: true, loader: redirectTo(pb.instances) }],
      }),
      layoutRoute(SettingsLayout, {
        id: SETTINGS.id,
        path: 'settings',
        reads: sessionReads,
        handle: { crumb: 'Settings' },
        // the pages are added when first visited (see `lazyAreas`)
        children: [{ index: true, loader: redirectTo(pb.profile) }],
      }),
      {
        path: 'system',
        // only fleet viewers get in; the gate runs before any system page's loader calls the API,
        // and its page-not-found shows without the system's navigation. Its call declared: a
        // first visit's head sends it first (src/firstCalls), as nothing here runs before its answer
        middleware: [reading(requireFleetViewer, () => [fleetViewerQuery])],
        errorElement: routeError,
        children: [
          layoutRoute(SystemLayout, {
            id: SYSTEM.id,
            reads: sessionReads,
            // the gate starts them too; declared here for a first visit's calls from the head
            starts: explainerReads,
            gated: true,
            handle: { crumb: 'System' },
            // the rest of the area is added when first visited (see `lazyAreas`)
            children: [{ index: true, loader: redirectTo(pb.silos) }],
          }),
        ],
      },
      ...lookupRoutes,
      { path: '*', element: notFound },
    ],
  },
]
