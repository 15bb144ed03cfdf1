import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

// Both pages load as one module: loaded apart, with the session module imported by each,
// rolldown 1.2 split the router and API client out of the entry chunk (scripts/check-entry.mjs).
const pages = () => import('./AccessPages')

export const siloAccessRoutes: RouteObject[] = [
  page('access', 'Silo access', lazyPage(pages, 'SiloAccessPage', 'siloAccessLoader')),
  page('access/effective', 'Effective access', lazyPage(pages, 'EffectiveAccessPage', 'effectiveAccessLoader')),
]

export const projectAccessRoutes: RouteObject[] = [
  page('access', 'Access', lazyPage(pages, 'ProjectAccessPage', 'projectAccessLoader')),
]
