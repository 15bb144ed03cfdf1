// The pages inside a project, loaded as one lazy area (see `lazyAreas` in src/routes.tsx):
// the silo's pages, where the console opens, do not carry the route tables of every
// project screen, nor the list of chunks each of those pages needs.
//
// Only route modules that nothing in the entry chunk imports belong here. A module the
// entry also holds (images and access export the silo's routes too) stays in src/routes.tsx:
// this chunk importing it made rolldown 1.2 split the router and the API client out of the
// entry chunk (rolldown#10731, scripts/check-entry.mjs).
import type { RouteObject } from 'react-router'
import { affinityRoutes } from './features/affinity/routes'
import { diskRoutes } from './features/disks/routes'
import { floatingIpRoutes } from './features/floating-ips/routes'
import { instanceRoutes } from './features/instances/routes'
import { snapshotRoutes } from './features/snapshots/routes'
import { vpcRoutes } from './features/vpcs/routes'

export const projectRoutes: RouteObject[] = [
  ...instanceRoutes,
  ...diskRoutes,
  ...snapshotRoutes,
  ...vpcRoutes,
  ...floatingIpRoutes,
  ...affinityRoutes,
]
