import type { RouteObject } from 'react-router'
import { lazyPage, NoModal, page } from '~/routing'

const list = () => import('./ImagesPage')
const detail = () => import('./ImageDetail')

export const projectImageRoutes: RouteObject[] = [
  {
    lazy: lazyPage(list, 'ProjectImagesPage', 'projectImagesLoader'),
    children: [
      page('images', 'Images', undefined, [{ index: true, Component: NoModal }]),
      page('images/:image/edit', (p) => p.image ?? '', lazyPage(detail, 'ProjectImageEdit', 'projectImageLoader')),
    ],
  },
  page(
    'images-new',
    'Upload image',
    lazyPage(() => import('./upload/ImageUploadPage'), 'ImageUploadPage'),
  ),
]

export const siloImageRoutes: RouteObject[] = [
  {
    lazy: lazyPage(list, 'SiloImagesPage', 'siloImagesLoader'),
    children: [
      page('images', 'Silo images', undefined, [{ index: true, Component: NoModal }]),
      page('images/:image/edit', (p) => p.image ?? '', lazyPage(detail, 'SiloImageEdit', 'siloImageLoader')),
    ],
  },
]
