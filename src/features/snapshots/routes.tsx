// The project's snapshots, with the create form and the image-from-snapshot form over the list.
import { page } from '~/routing'
import { listPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { snapshotList } from './lists'

const snapshotsPage = listPage(snapshotList, () => import('./SnapshotsPage'), 'SnapshotsPage')
const forms = pageModule(() => import('./SnapshotForms'))

export const snapshotRoutes = resourceRoutes('snapshots', 'Snapshots', snapshotsPage, {
  create: ['New snapshot', forms('SnapshotCreateForm')],
  beside: [page('snapshots/:snapshot/images-new', 'New image', forms('ImageFromSnapshotForm'))],
})
