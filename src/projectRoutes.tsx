// The pages inside a project, loaded as one lazy area (see `lazyAreas` in src/routes.tsx):
// the silo's pages, where the console opens, do not carry the route tables of every
// project screen, nor the list of chunks each of those pages needs.
//
// Only route modules that nothing in the entry chunk imports belong here: this chunk importing
// a module the entry holds (the instance routes, when they also declared the lookups) made
// rolldown 1.2 split the router and the API client out of the entry chunk (rolldown#10731,
// scripts/check-entry.mjs). Images and access also declare silo pages: those load with the
// silo's lazy area (src/siloRoutes.tsx), never from the entry.
import type { RouteObject } from 'react-router'
import { projectAccessRoutes } from './features/access/routes'
import { affinityRoutes } from './features/affinity/routes'
import { diskRoutes } from './features/disks/routes'
import { floatingIpRoutes } from './features/floating-ips/routes'
import { projectImageRoutes } from './features/images/routes'
import { instanceRoutes } from './features/instances/routes'
import { snapshotRoutes } from './features/snapshots/routes'
import { vpcRoutes } from './features/vpcs/routes'

export const areaRoutes: RouteObject[] = [
  ...instanceRoutes,
  ...diskRoutes,
  ...snapshotRoutes,
  ...projectImageRoutes,
  ...vpcRoutes,
  ...floatingIpRoutes,
  ...affinityRoutes,
  ...projectAccessRoutes,
]
