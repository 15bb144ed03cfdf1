// Whether the signed-in user may change the rack's network: fleet admins change it, fleet
// viewers only read it (SPEC section 6). The pages disable their change controls with the
// reason rather than let the API refuse a form already filled in.
import { useQuery } from '@tanstack/react-query'
import { apiq, apiqErrorsAllowed } from '~/api/client'
import { effectiveRole, strongestRole } from '~/api/roleRank'

// Not `~/api/session`'s queries: a lazily loaded page importing that entry module splits the
// entry chunk (rolldown#10731). The same keys, so the answers the shell has already are reused.
const meQuery = apiq('currentUserView', {})
const myGroupsQuery = apiq('currentUserGroups', {})
/** fleet viewers may read the fleet's policy; everyone under /system is one */
const fleetPolicyQuery = apiq('systemPolicyView', {})
/** the silo policy, which a fleet viewer who holds no silo role may not read */
const siloPolicyQuery = apiqErrorsAllowed('policyView', {})

const NOT_FLEET_ADMIN = 'Only fleet admins can change the rack’s network'

/**
 * The reason the user may not change the rack's network, or undefined when they may. While
 * the roles are still being learned the controls stay usable: the API refuses anyway.
 * A fleet role comes from the fleet policy, or from the user's silo role through the silo's
 * mapped fleet roles, as the API counts it.
 */
export function useNotFleetAdmin(): string | undefined {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  const fleet = useQuery(fleetPolicyQuery).data
  const siloPolicy = useQuery(siloPolicyQuery).data
  const siloQuery = useQuery({ ...apiq('siloView', { path: { silo: me?.siloId ?? '' } }), enabled: !!me })
  if (!me || !groups || !fleet || !siloPolicy) return undefined
  const ids = [me.id, ...groups.items.map((g) => g.id)]
  const siloRole = siloPolicy.type === 'success' ? effectiveRole(siloPolicy.data, ids) : undefined
  if (siloRole && siloQuery.isPending) return undefined
  const silo = siloQuery.data
  const mapped = siloRole && silo ? (silo.mappedFleetRoles[siloRole] ?? []) : []
  const role = strongestRole([effectiveRole(fleet, ids), ...mapped].filter((r) => r !== undefined))
  return role === 'admin' ? undefined : NOT_FLEET_ADMIN
}
