// The project's disks: the list, with the create form and a disk's details over it.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, paramCrumb } from '~/routing'

export const diskRoutes: RouteObject[] = [
  listRoute({
    path: 'disks',
    crumb: 'Disks',
    list: lazyPage(() => import('./DisksPage'), 'DisksPage', 'disksLoader'),
    // no error screen of its own: a missing disk replaces the list with page-not-found
    // rather than showing it under the table
    over: [
      {
        path: ':disk',
        handle: { crumb: paramCrumb('disk') },
        lazy: lazyPage(() => import('./DiskDetail'), 'DiskDetail', 'diskDetailLoader'),
      },
    ],
    create: ['New disk', lazyPage(() => import('./CreateDiskPage'), 'CreateDiskPage', 'createDiskLoader')],
  }),
]
