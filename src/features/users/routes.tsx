// The silo's people: users (with their groups) and groups (with their members), and a page
// for each, where a user's roles, tokens and sessions are, and signing them out everywhere.
import type { RouteObject } from 'react-router'
import { lazyPage, page, routeError } from '~/routing'

// one module: the pages share the membership lookups, and stay out of the entry chunk together
const pages = () => import('./UserPages')

export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { crumb: 'Users' },
    children: [
      { index: true, errorElement: routeError, lazy: lazyPage(pages, 'UsersPage', 'usersLoader') },
      page(':userId', 'User', lazyPage(pages, 'UserPage', 'userLoader')),
    ],
  },
  {
    path: 'groups',
    handle: { crumb: 'Groups' },
    children: [
      { index: true, errorElement: routeError, lazy: lazyPage(pages, 'GroupsPage', 'groupsLoader') },
      page(':groupId', 'Group', lazyPage(pages, 'GroupPage', 'groupLoader')),
    ],
  },
]
