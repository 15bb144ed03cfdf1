// Images: a project's and the silo's lists, each with an image's details over it; and the
// upload, a page of its own.
import type { RouteObject } from 'react-router'
import { page } from '~/routing'
import { loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'

const uploadPage = loadPage(() => import('./upload/ImageUploadPage'), 'ImageUploadPage')
const list = pageModule(() => import('./ImagesPage'))
const detail = pageModule(() => import('./ImageDetail'))

export const projectImageRoutes: RouteObject[] = [
  // an image's details open over the list at `images/:image/edit`
  ...resourceRoutes('images', 'Images', list('ProjectImagesPage'), {
    edit: ['image', detail('ProjectImageEdit', 'projectImageLoader')],
  }),
  page('images-new', 'Upload image', uploadPage),
]

export const siloImageRoutes = resourceRoutes('images', 'Silo images', list('SiloImagesPage'), {
  edit: ['image', detail('SiloImageEdit', 'siloImageLoader')],
})
