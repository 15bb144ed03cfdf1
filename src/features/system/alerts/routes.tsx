// /system/alerts: the webhook receivers (their create and edit forms open over the list) and
// the alert classes they may subscribe to; a receiver's page has its subscriptions, secrets,
// delivery history and probe.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page } from '~/routing'

const list = () => import('./AlertsPage')
const forms = () => import('./ReceiverForms')
const receiverPage = () => import('./ReceiverPage')

const receiverCrumb = (p: Record<string, string | undefined>) => p.receiver

export const alertRoutes: RouteObject[] = [
  listRoute({
    path: 'alerts',
    crumb: 'Alerts',
    list: lazyPage(list, 'AlertsPage', 'alertsLoader'),
    over: [page(':receiver/edit', receiverCrumb, lazyPage(forms, 'ReceiverEditForm', 'receiverEditLoader'))],
    beside: [page('alerts-new', 'New webhook receiver', lazyPage(forms, 'ReceiverCreateForm', 'receiverCreateLoader'))],
  }),
  {
    // the same `alerts` segment again, only for its breadcrumb above every receiver's page
    path: 'alerts',
    handle: { crumb: 'Alerts' },
    children: [page(':receiver', receiverCrumb, lazyPage(receiverPage, 'ReceiverPage', 'receiverLoader'))],
  },
]
