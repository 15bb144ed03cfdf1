// /system/users-builtin: the control plane's own identities; one opens over the list.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const pages = () => import('./BuiltinUsersPage')

export const builtinUserRoutes: RouteObject[] = [
  listRoute({
    path: 'users-builtin',
    crumb: 'Built-in users',
    list: lazyPage(pages, 'BuiltinUsersPage', 'builtinUsersLoader'),
    over: [page(':builtinUser', (p) => p.builtinUser, lazyPage(pages, 'BuiltinUserView', 'builtinUserLoader'))],
  }),
]
