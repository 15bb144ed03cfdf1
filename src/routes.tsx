// The one table of every route. Feature pages load lazily so the first chunk stays small.
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { apiq, queryClient } from './api/client'
import { loadSession } from './api/session'
import { NotFoundPage } from './features/errors/NotFoundPage'
import { RouteError } from './features/errors/RouteError'
import { InitialLoading } from './features/shell/InitialLoading'
import { RootLayout } from './layouts/RootLayout'
import { DeviceLayout, LoginLayout } from './layouts/LoginLayout'
import { ProjectLayout, SettingsLayout, SiloLayout, SystemLayout } from './layouts/variants'


const to = (path: string) => () => redirect(path)
/** The list itself, with no form open over it. */
const NoModal = () => null
const err = <RouteError />

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
            ],
          },
          {
            path: 'projects/:project',
            element: <ProjectLayout />,
            loader: projectLoader,
            handle: { crumb: (p: Record<string, string | undefined>) => p.project ?? '' },
            children: [
              // until the instance list lands, a project opens on its access page
              { index: true, loader: ({ params }) => redirect(`/projects/${params.project}/access`) },
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
                  import('./features/system/SilosPage').then((m) => ({ Component: m.SilosPage, loader: m.silosLoader })),
              },
            ],
          },
        ],
      },
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
