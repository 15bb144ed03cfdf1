// The project's snapshots, with the create form and the image-from-snapshot form over the list.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const forms = () => import('./SnapshotForms')

export const snapshotRoutes: RouteObject[] = [
  listRoute({
    path: 'snapshots',
    crumb: 'Snapshots',
    list: lazyPage(() => import('./SnapshotsPage'), 'SnapshotsPage', 'snapshotsLoader'),
    create: ['New snapshot', lazyPage(forms, 'SnapshotCreateForm', 'snapshotCreateLoader')],
    beside: [
      page(
        'snapshots/:snapshot/images-new',
        'New image',
        lazyPage(forms, 'ImageFromSnapshotForm', 'imageFromSnapshotLoader'),
      ),
    ],
  }),
]
