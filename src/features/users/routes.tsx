// The silo's people: users (with their groups) and groups (with their members), and a page
// for each, where a user's roles, tokens and sessions are, and signing them out everywhere.
import type { RouteObject } from 'react-router'
import { listPage, withCode } from '~/resourceRoutes'
import { lazyPage, page, routeError } from '~/routing'
import { groupList, memberships, userList } from './lists'

// one module: the pages share the membership lookups, and stay out of the entry chunk together
const pages = () => import('./UserPages')

export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { crumb: 'Users' },
    children: [
      withCode({ index: true, errorElement: routeError }, listPage([userList, memberships], pages, 'UsersPage')),
      page(':userId', 'User', lazyPage(pages, 'UserPage', 'userLoader')),
    ],
  },
  {
    path: 'groups',
    handle: { crumb: 'Groups' },
    children: [
      withCode({ index: true, errorElement: routeError }, listPage(groupList, pages, 'GroupsPage')),
      page(':groupId', 'Group', lazyPage(pages, 'GroupPage', 'groupLoader')),
    ],
  },
]
