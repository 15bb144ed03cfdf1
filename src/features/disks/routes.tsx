// The project's disks: the list, with the create form and a disk's details over it.
import { listPage, loadPage, resourceRoutes } from '~/resourceRoutes'
import { paramCrumb } from '~/routing'
import { diskList } from './lists'

const disksPage = listPage(diskList, () => import('./DisksPage'), 'DisksPage')

export const diskRoutes = resourceRoutes('disks', 'Disks', disksPage, {
  // no error screen of its own: a missing disk replaces the list with page-not-found
  // rather than showing it under the table
  over: [
    {
      path: ':disk',
      handle: { crumb: paramCrumb('disk') },
      lazy: loadPage(() => import('./DiskDetail'), 'DiskDetail'),
    },
  ],
  create: ['New disk', loadPage(() => import('./CreateDiskPage'), 'CreateDiskPage')],
})
