// Queries only the user and group screens read.
import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const userQuery = ({ userId }: Pick<RouteParams, 'userId'>) => apiq('userView', { path: { userId } })
export const groupQuery = ({ groupId }: Pick<RouteParams, 'groupId'>) => apiq('groupView', { path: { groupId } })
// the same query the session reads; named here so these lazy pages do not import the session module
export const meQuery = apiq('currentUserView', {})
