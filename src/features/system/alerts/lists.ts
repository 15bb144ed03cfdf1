// The alert receivers and classes: the page's and its route's (`listPage` in ~/resourceRoutes).
import { defineList } from '~/table/list'

export const receiverList = defineList({ noun: 'receiver', operation: 'alertReceiverList' })
// the alert classes: a second list on the page, with its own page in the URL
export const classList = defineList({ noun: 'alert class', operation: 'alertClassList', pageKey: 'classes' })
