// Support bundles: the list at /system/support-bundles, whose create and comment forms open
// over it; a bundle's page has its state and its files.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const forms = () => import('./BundleForms')

export const supportBundleRoutes: RouteObject[] = [
  listRoute({
    path: 'support-bundles',
    crumb: 'Support bundles',
    list: lazyPage(() => import('./SupportBundlesPage'), 'SupportBundlesPage', 'supportBundlesLoader'),
    create: ['New support bundle', lazyPage(forms, 'BundleCreateForm')],
    over: [page(':bundleId/edit', 'Edit comment', lazyPage(forms, 'BundleCommentForm', 'bundleEditLoader'))],
    // a bundle has no name: its crumb is the start of its id, enough to tell bundles apart
    item: page(
      ':bundleId',
      (p) => p.bundleId?.slice(0, 8),
      lazyPage(() => import('./SupportBundlePage'), 'SupportBundlePage', 'supportBundleLoader'),
    ),
  }),
]
