// Images: a project's and the silo's lists, each with an image's details over it; and the
// upload, a page of its own.
import type { RouteObject } from 'react-router'
import { page } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { projectImageList, siloImageList } from './lists'

const uploadPage = loadPage(() => import('./upload/ImageUploadPage'), 'ImageUploadPage')
/** The lists' page's code (the upload fetches it too, once its image exists) */
export const listsPage = () => import('./ImagesPage')
const detail = pageModule(() => import('./ImageDetail'))

export const projectImageRoutes: RouteObject[] = [
  // an image's details open over the list at `images/:image/edit`
  ...resourceRoutes('images', 'Images', listPage(projectImageList, listsPage, 'ProjectImagesPage'), {
    edit: ['image', detail('ProjectImageEdit', 'projectImageLoader')],
  }),
  page('images-new', 'Upload image', uploadPage),
]

export const siloImageRoutes = resourceRoutes(
  'images',
  'Silo images',
  listPage(siloImageList, listsPage, 'SiloImagesPage'),
  {
    edit: ['image', detail('SiloImageEdit', 'siloImageLoader')],
  },
)
