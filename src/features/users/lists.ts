// The silo's users and groups: the page's and its route's (`listPage` in ~/resourceRoutes). The
// rows name who is in which group, so the memberships load beside either list.
import { loadMemberships } from '~/features/access/queries'
import { defineList } from '~/table/list'

export const userList = defineList({ operation: 'userList', noun: 'user' })

export const groupList = defineList({ operation: 'groupList', noun: 'group' })

/** Who is in which group, as a route's loader beside a list's (`listPage([list, memberships], …)`). */
export const memberships = { loader: () => loadMemberships().then(() => null) }
