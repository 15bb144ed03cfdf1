// The silo's users and groups, declared apart from their pages: the silo area's route table
// carries their loaders (`listPage` in ~/resourceRoutes), so the calls leave as the route
// matches. The rows name who is in which group, so the memberships load beside either list.
import { loadMemberships } from '~/features/access/queries'
import { defineList } from '~/table/list'

export const userList = defineList({ operation: 'userList', noun: 'user' })

export const groupList = defineList({ operation: 'groupList', noun: 'group' })

/** Who is in which group, as a route's loader beside a list's (`listPage([list, memberships], …)`). */
export const memberships = { loader: () => loadMemberships().then(() => null) }
