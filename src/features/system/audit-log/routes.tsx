import type { RouteObject } from 'react-router'
import { rangePage } from '~/charts/rangeRoute'
import { auditLogLoader } from './queries'

// an entry's record opens over the list (`?entry=<id>`), keeping the range and filters
export const auditLogRoutes: RouteObject[] = [
  rangePage('audit-log', 'Audit log', auditLogLoader, () => import('./AuditLogPage'), 'AuditLogPage'),
]
