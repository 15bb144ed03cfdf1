// /system/alerts: the webhook receivers (their create and edit forms open over the list) and
// the alert classes they may subscribe to; a receiver's page has its subscriptions, secrets,
// delivery history and probe.
import { page } from '~/routing'
import { listPage, loadPage, pageModule, resourceRoutes } from '~/resourceRoutes'
import { classList, receiverList } from './lists'

const alertsPage = listPage([receiverList, classList], () => import('./AlertsPage'), 'AlertsPage')
const forms = pageModule(() => import('./ReceiverForms'))

export const alertRoutes = resourceRoutes('alerts', 'Alerts', alertsPage, {
  edit: ['receiver', forms('ReceiverEditForm')],
  // not `alerts-new`'s convention of a crumb naming the list's items: a receiver is what is new
  beside: [page('alerts-new', 'New webhook receiver', forms('ReceiverCreateForm'))],
  item: ['receiver', loadPage(() => import('./ReceiverPage'), 'ReceiverPage')],
})
