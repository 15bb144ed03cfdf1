// Images: a project's and the silo's lists, each with an image's details over it; and the
// upload, a page of its own.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const list = () => import('./ImagesPage')
const detail = () => import('./ImageDetail')

/** `images`, with an image's details over it at `images/:image/edit`. */
const imagesRoute = (crumb: string, images: RouteObject['lazy'], details: RouteObject['lazy']) =>
  listRoute({ path: 'images', crumb, list: images, over: [page(':image/edit', (p) => p.image, details)] })

export const projectImageRoutes: RouteObject[] = [
  imagesRoute(
    'Images',
    lazyPage(list, 'ProjectImagesPage', 'projectImagesLoader'),
    lazyPage(detail, 'ProjectImageEdit', 'projectImageLoader'),
  ),
  page(
    'images-new',
    'Upload image',
    lazyPage(() => import('./upload/ImageUploadPage'), 'ImageUploadPage'),
  ),
]

export const siloImageRoutes: RouteObject[] = [
  imagesRoute(
    'Silo images',
    lazyPage(list, 'SiloImagesPage', 'siloImagesLoader'),
    lazyPage(detail, 'SiloImageEdit', 'siloImageLoader'),
  ),
]
