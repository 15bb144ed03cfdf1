import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

export const authSettingsRoutes: RouteObject[] = [
  page(
    'auth-settings',
    'Authentication',
    lazyPage(() => import('./AuthSettingsPage'), 'AuthSettingsPage', 'authSettingsLoader'),
  ),
]
