// Queries only the user and group screens read.
import { apiq } from '~/api/client'
import type { RouteParams } from '~/params'

export const userQuery = ({ userId }: Pick<RouteParams, 'userId'>) => apiq('userView', { path: { userId } })
export const groupQuery = ({ groupId }: Pick<RouteParams, 'groupId'>) => apiq('groupView', { path: { groupId } })
