import type { RouteObject } from 'react-router'
import { pb } from '~/paths'
import { lazyPage, page, redirectTo } from '~/routing'

/** Under /settings: the user's own profile and credentials. */
export const settingsRoutes: RouteObject[] = [
  { index: true, loader: redirectTo(pb.profile) },
  page(
    'profile',
    'Profile',
    lazyPage(() => import('./ProfilePage'), 'ProfilePage', 'profileLoader'),
  ),
]
