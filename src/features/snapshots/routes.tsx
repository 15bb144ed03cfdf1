import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, page } from '~/routing'

const load = () => import('./SnapshotsPage')
const forms = () => import('./SnapshotForms')

export const snapshotRoutes: RouteObject[] = [
  {
    lazy: lazyPage(load, 'SnapshotsPage', 'snapshotsLoader'),
    children: [
      page('snapshots', 'Snapshots', undefined, [{ index: true, Component: NoModal }]),
      page('snapshots-new', 'New snapshot', lazyPage(forms, 'SnapshotCreateForm', 'snapshotCreateLoader')),
      page(
        'snapshots/:snapshot/images-new',
        'New image',
        lazyPage(forms, 'ImageFromSnapshotForm', 'imageFromSnapshotLoader'),
      ),
    ],
  },
]
