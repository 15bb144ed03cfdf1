// What the signed-in user may do in their own silo, for the shell to offer only what works.
import { useQuery } from '@tanstack/react-query'
import { effectiveRole } from './roleRank'
import { meQuery, myGroupsQuery, siloPolicyReadQuery } from './queries'
import { fleetViewerQuery } from './session'

type Role = 'admin' | 'collaborator' | 'viewer'

/**
 * What the silo layout tells its pages. Pages read the role from here rather than calling
 * `useSiloRole` themselves: a lazily loaded page importing this module made rolldown split
 * the router and API client out of the entry chunk (see scripts/check-entry.mjs).
 */
export type SiloLayoutContext = { siloRole: Role | undefined }

/**
 * The user's role on their silo, counting their groups, and with a fleet admin counted as a
 * silo admin (the API lets fleet admins manage every silo's settings). Undefined while it is
 * being learned, or for a user without one; a policy the user may not read means no role.
 */
export function useSiloRole(): Role | undefined {
  const policy = useQuery(siloPolicyReadQuery).data
  const fleet = useQuery(fleetViewerQuery).data
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  if (!me || !groups) return undefined
  const ids = [me.id, ...groups.items.map((g) => g.id)]
  if (fleet?.type === 'success' && effectiveRole(fleet.data, ids) === 'admin') return 'admin'
  return policy?.type === 'success' ? effectiveRole(policy.data, ids) : undefined
}
