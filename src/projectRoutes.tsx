// The pages inside a project, loaded as one lazy area (see `lazyAreas` in src/routes.tsx):
// the silo's pages, where the console opens, do not carry the route tables of every
// project screen, nor the list of chunks each of those pages needs.
//
// The entry holds the list declarations of these pages (`firstPages` of the area in
// src/routes.tsx, whose calls a first visit sends before this chunk has come), never their
// routes. Images and access also declare silo pages: those load with the silo's lazy area
// (src/siloRoutes.tsx), never from the entry.
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
