// Which role is stronger, and the one a user holds (SPEC section 6): all the silo layout
// needs to learn the user's silo role. Kept apart from ./roles, whose policy rows and edits
// only the access pages use, so that those stay out of the entry chunk.
import type { Policy } from './roles'

const roleOrder = ['admin', 'collaborator', 'viewer'] as const
export type RoleName = (typeof roleOrder)[number]

const rank = (role: string) => {
  const i = roleOrder.indexOf(role as RoleName)
  return i === -1 ? roleOrder.length : i
}

/** The strongest of several roles, or undefined for none. */
export function strongestRole<R extends string>(roles: R[]): R | undefined {
  return [...roles].sort((a, b) => rank(a) - rank(b))[0]
}

/** The role that applies to a user, counting the groups they are in. */
export function effectiveRole<R extends string>(policy: Policy<R>, identityIds: string[]): R | undefined {
  const ids = new Set(identityIds)
  return strongestRole(policy.roleAssignments.filter((a) => ids.has(a.identityId)).map((a) => a.roleName))
}
