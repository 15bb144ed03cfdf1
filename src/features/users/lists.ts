// The silo's users and groups: the page's and its route's (`listPage` in ~/resourceRoutes). The
// users' rows name who is in which group, so the memberships load beside that list.
import { prefetchGroups } from '~/features/access/memberships'
import { defineList } from '~/table/list'

export const userList = defineList({ operation: 'userList', noun: 'user' })

export const groupList = defineList({ operation: 'groupList', noun: 'group' })

/**
 * Who is in which group, as a route's loader beside a list's (`listPage([list, memberships], …)`):
 * the silo's groups leave with the list's call, but the rows show without waiting for them, and
 * each group's members are read once the rows show (a call per group, which grows with the
 * silo, in the background queue); each row's groups fill in as they are found.
 */
export const memberships = {
  loader: () => {
    prefetchGroups()
    return null
  },
}
