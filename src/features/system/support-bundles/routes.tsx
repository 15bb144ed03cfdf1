// Support bundles: the list at /system/support-bundles, whose create and comment forms open
// over it; a bundle's page has its state and its files.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const list = () => import('./SupportBundlesPage')
const forms = () => import('./BundleForms')
const bundlePage = () => import('./SupportBundlePage')

// a bundle has no name: its crumb is the start of its id, enough to tell bundles apart
const bundleCrumb = (p: Record<string, string | undefined>) => p.bundleId?.slice(0, 8)

export const supportBundleRoutes: RouteObject[] = [
  listRoute({
    path: 'support-bundles',
    crumb: 'Support bundles',
    list: lazyPage(list, 'SupportBundlesPage', 'supportBundlesLoader'),
    over: [page(':bundleId/edit', 'Edit comment', lazyPage(forms, 'BundleCommentForm', 'bundleEditLoader'))],
    beside: [page('support-bundles-new', 'New support bundle', lazyPage(forms, 'BundleCreateForm'))],
  }),
  {
    // the same segment again, only for its breadcrumb above every bundle's page
    path: 'support-bundles',
    handle: { crumb: 'Support bundles' },
    children: [page(':bundleId', bundleCrumb, lazyPage(bundlePage, 'SupportBundlePage', 'supportBundleLoader'))],
  },
]
