import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

const pages = () => import('./AccessPages')

export const siloAccessRoutes: RouteObject[] = [
  page('access', 'Silo access', lazyPage(pages, 'SiloAccessPage', 'siloAccessLoader')),
  page(
    'access/effective',
    'Effective access',
    lazyPage(() => import('./EffectiveAccessPage'), 'EffectiveAccessPage', 'effectiveAccessLoader'),
  ),
]

export const projectAccessRoutes: RouteObject[] = [
  page('access', 'Access', lazyPage(pages, 'ProjectAccessPage', 'projectAccessLoader')),
]
