import type { RouteObject } from 'react-router'
import { lazyPage, page } from '~/routing'

// an entry's record opens over the list (`?entry=<id>`), keeping the range and filters
export const auditLogRoutes: RouteObject[] = [
  page(
    'audit-log',
    'Audit log',
    lazyPage(() => import('./AuditLogPage'), 'AuditLogPage'),
  ),
]
