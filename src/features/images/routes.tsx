// Images: a project's and the silo's lists, each with an image's details over it; and the
// upload, a page of its own.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const list = () => import('./ImagesPage')
const detail = () => import('./ImageDetail')
const imageCrumb = (p: Record<string, string | undefined>) => p.image

export const projectImageRoutes: RouteObject[] = [
  listRoute({
    path: 'images',
    crumb: 'Images',
    list: lazyPage(list, 'ProjectImagesPage', 'projectImagesLoader'),
    over: [page(':image/edit', imageCrumb, lazyPage(detail, 'ProjectImageEdit', 'projectImageLoader'))],
  }),
  page(
    'images-new',
    'Upload image',
    lazyPage(() => import('./upload/ImageUploadPage'), 'ImageUploadPage'),
  ),
]

export const siloImageRoutes: RouteObject[] = [
  listRoute({
    path: 'images',
    crumb: 'Silo images',
    list: lazyPage(list, 'SiloImagesPage', 'siloImagesLoader'),
    over: [page(':image/edit', imageCrumb, lazyPage(detail, 'SiloImageEdit', 'siloImageLoader'))],
  }),
]
