// The one table of every route. Feature pages load lazily so the first chunk stays small.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { apiq, queryClient } from './api/client'
import { loadSession } from './api/session'
import { NotFoundPage } from './features/errors/NotFoundPage'
import { InitialLoading } from './features/shell/InitialLoading'
import { RootLayout } from './layouts/RootLayout'
import { DeviceLayout, LoginLayout } from './layouts/LoginLayout'
import { ProjectLayout, SettingsLayout, SiloLayout, SystemLayout } from './layouts/variants'
import { NoModal, routeError } from './routing'
import { diskRoutes } from './features/disks/routes'
import { snapshotRoutes } from './features/snapshots/routes'
import { projectImageRoutes, siloImageRoutes } from './features/images/routes'
import { vpcRoutes } from './features/vpcs/routes'
import { floatingIpRoutes } from './features/floating-ips/routes'

const to = (path: string) => () => redirect(path)
const err = routeError

async function projectLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(apiq('projectView', { path: { project: params.project! } }))
  return null
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: err,
    HydrateFallback: InitialLoading,
    children: [
      { index: true, loader: to('/projects') },
      {
        element: <LoginLayout />,
        children: [
          { path: 'login', lazy: () => import('./features/auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'login/:silo/local',
            lazy: () => import('./features/auth/LocalLoginPage').then((m) => ({ Component: m.LocalLoginPage })),
          },
          {
            path: 'login/:silo/saml/:provider',
            lazy: () => import('./features/auth/SamlLoginPage').then((m) => ({ Component: m.SamlLoginPage })),
          },
        ],
      },
      {
        element: <DeviceLayout />,
        loader: loadSession,
        children: [
          {
            path: 'device/verify',
            lazy: () => import('./features/auth/DeviceVerifyPage').then((m) => ({ Component: m.DeviceVerifyPage })),
          },
          {
            path: 'device/success',
            lazy: () => import('./features/auth/DeviceVerifyPage').then((m) => ({ Component: m.DeviceSuccessPage })),
          },
        ],
      },
      {
        // everything below needs a signed-in user
        loader: loadSession,
        children: [
          {
            element: <SiloLayout />,
            children: [
              {
                errorElement: err,
                lazy: () =>
                  import('./features/projects/ProjectsPage').then((m) => ({
                    Component: m.ProjectsPage,
                    loader: m.projectsLoader,
                  })),
                children: [
                  { path: 'projects', handle: { crumb: 'Projects' }, Component: NoModal },
                  { path: 'projects-new', handle: { crumb: 'New project' }, lazy: projectForm('ProjectCreateForm') },
                  {
                    path: 'projects/:project/edit',
                    handle: { crumb: 'Edit project' },
                    lazy: projectForm('ProjectEditForm'),
                  },
                ],
              },
              {
                path: 'access',
                errorElement: err,
                handle: { crumb: 'Silo access' },
                lazy: () =>
                  import('./features/access/AccessPages').then((m) => ({
                    Component: m.SiloAccessPage,
                    loader: m.siloAccessLoader,
                  })),
              },
              ...siloImageRoutes,
            ],
          },
          {
            path: 'projects/:project',
            element: <ProjectLayout />,
            loader: projectLoader,
            handle: { crumb: (p: Record<string, string | undefined>) => p.project ?? '' },
            children: [
              { index: true, loader: ({ params }) => redirect(`/projects/${params.project}/instances`) },
              {
                path: 'instances',
                errorElement: err,
                handle: { crumb: 'Instances' },
                lazy: () =>
                  import('./features/instances/InstancesPage').then((m) => ({
                    Component: m.InstancesPage,
                    loader: m.instancesLoader,
                  })),
              },
              {
                path: 'instances-new',
                errorElement: err,
                handle: { crumb: 'New instance' },
                lazy: () =>
                  import('./features/instances/create/CreateInstancePage').then((m) => ({
                    Component: m.CreateInstancePage,
                    loader: m.createInstanceLoader,
                  })),
              },
              {
                path: 'instances/:instance',
                errorElement: err,
                handle: { crumb: (p: Record<string, string | undefined>) => p.instance ?? '' },
                lazy: () =>
                  import('./features/instances/InstancePage').then((m) => ({
                    Component: m.InstancePage,
                    loader: m.instanceLoader,
                  })),
                children: [
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(`/projects/${params.project}/instances/${params.instance}/storage`),
                  },
                  instanceTab('storage', 'Storage', () =>
                    import('./features/instances/tabs/StorageTab').then((m) => ({
                      Component: m.StorageTab,
                      loader: m.storageLoader,
                    })),
                  ),
                  instanceTab('networking', 'Networking', () =>
                    import('./features/instances/tabs/NetworkingTab').then((m) => ({
                      Component: m.NetworkingTab,
                      loader: m.networkingLoader,
                    })),
                  ),
                  {
                    path: 'metrics',
                    handle: { crumb: 'Metrics' },
                    errorElement: err,
                    lazy: () =>
                      import('./features/instances/metrics/MetricsTab').then((m) => ({ Component: m.MetricsTab })),
                    children: [
                      // keep the range in the query string through the redirect
                      {
                        index: true,
                        loader: ({ params, request }) =>
                          redirect(
                            `/projects/${params.project}/instances/${params.instance}/metrics/cpu${new URL(request.url).search}`,
                          ),
                      },
                      ...(
                        [
                          ['cpu', 'CPU', 'CpuView'],
                          ['disk', 'Disk', 'DiskView'],
                          ['network', 'Network', 'NetworkView'],
                        ] as const
                      ).map(([path, crumb, view]) =>
                        instanceTab(path, crumb, () =>
                          import('./features/instances/metrics/MetricViews').then((m) => ({ Component: m[view] })),
                        ),
                      ),
                    ],
                  },
                  instanceTab('connect', 'Connect', () =>
                    import('./features/instances/tabs/ConnectTab').then((m) => ({
                      Component: m.ConnectTab,
                      loader: m.connectLoader,
                    })),
                  ),
                  instanceTab('settings', 'Settings', () =>
                    import('./features/instances/tabs/SettingsTab').then((m) => ({
                      Component: m.SettingsTab,
                      loader: m.settingsLoader,
                    })),
                  ),
                ],
              },
              {
                // A sibling of the instance route, not one of its tabs: the terminal takes the
                // whole page. Nested here only so the breadcrumbs read project / instance / console.
                path: 'instances/:instance',
                handle: { crumb: (p: Record<string, string | undefined>) => p.instance ?? '' },
                children: [
                  {
                    path: 'serial-console',
                    errorElement: err,
                    handle: { crumb: 'Serial console', fill: true },
                    lazy: () =>
                      import('./features/instances/serial-console/SerialConsolePage').then((m) => ({
                        Component: m.SerialConsolePage,
                        loader: m.serialConsoleLoader,
                      })),
                  },
                ],
              },
              {
                path: 'access',
                errorElement: err,
                handle: { crumb: 'Access' },
                lazy: () =>
                  import('./features/access/AccessPages').then((m) => ({
                    Component: m.ProjectAccessPage,
                    loader: m.projectAccessLoader,
                  })),
              },
              ...diskRoutes,
              ...snapshotRoutes,
              ...projectImageRoutes,
              ...vpcRoutes,
              ...floatingIpRoutes,
            ],
          },
          {
            path: 'settings',
            element: <SettingsLayout />,
            handle: { crumb: 'Settings' },
            children: [
              { index: true, loader: to('/settings/profile') },
              {
                path: 'profile',
                errorElement: err,
                handle: { crumb: 'Profile' },
                lazy: () =>
                  import('./features/settings/ProfilePage').then((m) => ({
                    Component: m.ProfilePage,
                    loader: m.profileLoader,
                  })),
              },
            ],
          },
          {
            path: 'system',
            element: <SystemLayout />,
            handle: { crumb: 'System' },
            children: [
              { index: true, loader: to('/system/silos') },
              {
                path: 'silos',
                errorElement: err,
                handle: { crumb: 'Silos' },
                lazy: () =>
                  import('./features/system/SilosPage').then((m) => ({
                    Component: m.SilosPage,
                    loader: m.silosLoader,
                  })),
              },
            ],
          },
        ],
      },
      ...['lookup/instances/:instance', 'lookup/i/:instance'].map((path) => ({
        path,
        lazy: () => import('./features/instances/lookup').then((m) => ({ loader: m.instanceLookupLoader })),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

function projectForm(name: 'ProjectCreateForm' | 'ProjectEditForm') {
  return () =>
    import('./features/projects/ProjectForms').then((m) => ({
      Component: m[name],
      loader: name === 'ProjectEditForm' ? m.projectEditLoader : undefined,
    }))
}

function instanceTab(path: string, crumb: string, lazy: RouteObject['lazy']): RouteObject {
  return { path, handle: { crumb }, errorElement: err, lazy } as RouteObject
}
