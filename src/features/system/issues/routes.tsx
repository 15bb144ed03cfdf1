import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

export const issuesRoutes: RouteObject[] = [
  page(
    'issues',
    'Issues',
    lazyPage(() => import('./IssuesPage'), 'IssuesPage', 'issuesLoader'),
  ),
]
