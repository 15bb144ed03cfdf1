// The project's disk screens: the list, with the create form and a disk's details opening
// over it as child routes, so the list stays on screen behind them.
import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, page, routeError } from '~/routing'

type Params = Record<string, string | undefined>

export const diskRoutes: RouteObject[] = [
  {
    // pathless, so the list and its loader stay mounted under the list and every modal
    errorElement: routeError,
    lazy: lazyPage(() => import('./DisksPage'), 'DisksPage', 'disksLoader'),
    children: [
      {
        // Without error elements of their own below here, a missing disk replaces the whole
        // list with the not-found page instead of showing it under the table.
        path: 'disks',
        handle: { crumb: 'Disks' },
        children: [
          { index: true, Component: NoModal },
          {
            path: ':disk',
            handle: { crumb: (p: Params) => p.disk ?? '' },
            lazy: lazyPage(() => import('./DiskDetail'), 'DiskDetail', 'diskDetailLoader'),
          },
        ],
      },
      page(
        'disks-new',
        'New disk',
        lazyPage(() => import('./CreateDiskForm'), 'CreateDiskForm', 'createDiskLoader'),
      ),
    ],
  },
]
