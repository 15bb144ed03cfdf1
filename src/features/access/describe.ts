// The words for where a role comes from, shared by the access tables and the effective-access view.
import type { Grant, MappedGrant, RoleSource } from '~/api/roles'

export const sourceLabel: Record<RoleSource, string> = { here: 'Assigned here', silo: 'Inherited from silo' }

/**
 * One path to a role, e.g. "Through group web-devs", "Inherited from silo, assigned directly"
 * or "Mapped from your admin role on your silo".
 */
export function describeGrant(grant: Grant<string> | MappedGrant<string>, groupName: (id: string) => string): string {
  if (grant.source === 'mapped') return `Mapped from your ${grant.siloRole} role on your silo`
  const how = grant.groupId ? `through group ${groupName(grant.groupId)}` : 'assigned directly'
  return grant.source === 'silo' ? `Inherited from silo, ${how}` : how.charAt(0).toUpperCase() + how.slice(1)
}
