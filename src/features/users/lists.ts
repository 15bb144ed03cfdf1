// The silo's users and groups: the page's and its route's (`listPage` in ~/resourceRoutes). The
// users' rows name who is in which group, so the memberships load beside that list.
import { loadMemberships } from '~/features/access/queries'
import { defineList } from '~/table/list'

export const userList = defineList({ operation: 'userList', noun: 'user' })

export const groupList = defineList({ operation: 'groupList', noun: 'group' })

/**
 * Who is in which group, as a route's loader beside a list's (`listPage([list, memberships], …)`):
 * its calls leave with the list's, but the rows show without waiting for them (a call per
 * group, which grows with the silo); each row's groups fill in once every read is in.
 */
export const memberships = {
  loader: () => {
    // a failed read is the row's to show ('Could not read'), not the page's
    loadMemberships().catch(() => undefined)
    return null
  },
}
