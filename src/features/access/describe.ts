// The words for where a role comes from, shared by the access tables and the effective-access view.
import type { Grant, RoleSource } from '~/api/roles'

export const sourceLabel: Record<RoleSource, string> = { here: 'Assigned here', silo: 'Inherited from silo' }

/** One path to a role, e.g. "Through group web-devs" or "Inherited from silo, assigned directly". */
export function describeGrant(grant: Grant<string>, groupName: (id: string) => string): string {
  const how = grant.groupId ? `through group ${groupName(grant.groupId)}` : 'assigned directly'
  return grant.source === 'silo' ? `Inherited from silo, ${how}` : how.charAt(0).toUpperCase() + how.slice(1)
}
