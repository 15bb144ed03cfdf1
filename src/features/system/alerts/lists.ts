// The alert receivers and classes, declared apart from their page: the system area's route
// table carries their loader (`listPage` in ~/resourceRoutes), so the calls leave as the route
// matches.
import { defineList } from '~/table/list'

export const receiverList = defineList({ noun: 'receiver', operation: 'alertReceiverList' })
// the alert classes: a second list on the page, with its own page in the URL
export const classList = defineList({ noun: 'alert class', operation: 'alertClassList', pageKey: 'classes' })
