// /system/alerts: the webhook receivers (their create and edit forms open over the list) and
// the alert classes they may subscribe to; a receiver's page has its subscriptions, secrets,
// delivery history and probe.
import type { RouteObject } from 'react-router'
import { lazyPage, listRoute, page, paramCrumb } from '~/routing'

const forms = () => import('./ReceiverForms')

export const alertRoutes: RouteObject[] = [
  listRoute({
    path: 'alerts',
    crumb: 'Alerts',
    list: lazyPage(() => import('./AlertsPage'), 'AlertsPage', 'alertsLoader'),
    edit: ['receiver', lazyPage(forms, 'ReceiverEditForm', 'receiverEditLoader')],
    // not `alerts-new`'s convention of a crumb naming the list's items: a receiver is what is new
    beside: [page('alerts-new', 'New webhook receiver', lazyPage(forms, 'ReceiverCreateForm', 'receiverCreateLoader'))],
    item: page(
      ':receiver',
      paramCrumb('receiver'),
      lazyPage(() => import('./ReceiverPage'), 'ReceiverPage', 'receiverLoader'),
    ),
  }),
]
