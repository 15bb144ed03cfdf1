// Support bundles: the list at /system/support-bundles, whose create and comment forms open
// over it; a bundle's page has its state and its files.
import { page } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { bundleList } from './lists'

const supportBundlesPage = listPage(bundleList, () => import('./SupportBundlesPage'), 'SupportBundlesPage')
const forms = pageModule(() => import('./BundleForms'))

export const supportBundleRoutes = resourceRoutes('support-bundles', 'Support bundles', supportBundlesPage, {
  create: ['New support bundle', forms('BundleCreateForm')],
  over: [page(':bundleId/edit', 'Edit comment', forms('BundleCommentForm', 'bundleEditLoader'))],
  // a bundle has no name: its crumb is the start of its id, enough to tell bundles apart
  item: page(
    ':bundleId',
    (p) => p.bundleId?.slice(0, 8),
    loadPage(() => import('./SupportBundlePage'), 'SupportBundlePage'),
  ),
})
