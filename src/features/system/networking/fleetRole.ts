// Whether the signed-in user may change the rack's network: fleet viewers read every
// networking page, fleet admins change it (the API answers a viewer's change with 403).
// The queries are the session's own (same operations and params, so the same cache entries,
// already loaded by the system area's gate); `~/api/session` itself is not imported, as a
// lazily loaded page importing an entry module splits the entry (see scripts/check-entry.mjs).
import { useQuery } from '@tanstack/react-query'
import { apiq, apiqErrorsAllowed } from '~/api/client'
import { effectiveRole } from '~/api/roleRank'

const systemPolicyQuery = apiqErrorsAllowed('systemPolicyView', {})
const meQuery = apiq('currentUserView', {})
const myGroupsQuery = apiq('currentUserGroups', {})

export const FLEET_ADMIN_ONLY = 'Only fleet admins can change the rack’s network'

/**
 * Why the user may not change the rack's network, or undefined when they may (or while that
 * is being learned: the API still refuses a change it does not allow, and says so).
 */
export function useNetworkChangeRefusal(): string | undefined {
  const policy = useQuery(systemPolicyQuery).data
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  if (!policy || !me || !groups) return undefined
  if (policy.type !== 'success') return FLEET_ADMIN_ONLY
  const role = effectiveRole(policy.data, [me.id, ...groups.items.map((g) => g.id)])
  return role === 'admin' ? undefined : FLEET_ADMIN_ONLY
}
