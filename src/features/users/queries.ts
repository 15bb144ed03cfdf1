// A user and a group by id: the user and group screens' own, and the access pages' names of
// identities past the lists' first pages (features/access/names.ts).
import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const userQuery = ({ userId }: Pick<RouteParams, 'userId'>) => apiq('userView', { path: { userId } })
export const groupQuery = ({ groupId }: Pick<RouteParams, 'groupId'>) => apiq('groupView', { path: { groupId } })
