// The switches' BFD sessions (under /system/networking): their status, and the form that
// enables a session or changes one, over it.
import { loadPage, resourceRoutes } from '~/resourceRoutes'

export const bfdRoutes = resourceRoutes(
  'bfd',
  'BFD',
  loadPage(() => import('./BfdPage'), 'BfdPage'),
  {
    create: ['Enable BFD session', loadPage(() => import('./BfdSessionForm'), 'BfdSessionForm')],
  },
)
