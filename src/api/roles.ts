// Role order and the display rows of a policy (SPEC section 6).
import type { Group, IdentityType, User } from './__generated__/Api'

const roleOrder = ['admin', 'collaborator', 'viewer'] as const
type RoleName = (typeof roleOrder)[number]

export type RoleAssignment<R extends string = RoleName> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}
export type Policy<R extends string = RoleName> = { roleAssignments: RoleAssignment<R>[] }

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

/** Replaces any assignment of the same identity (or adds one). */
export function setAssignment<R extends string>(policy: Policy<R>, assignment: RoleAssignment<R>): Policy<R> {
  return {
    roleAssignments: [...policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId), assignment],
  }
}

export function removeAssignment<R extends string>(policy: Policy<R>, identityId: string): Policy<R> {
  return { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
}

export type RoleRow<R extends string = RoleName> = {
  id: string
  identityType: IdentityType
  name: string
  roleName: R
  /** where the role comes from: this resource's policy, or the silo's */
  source: 'project' | 'silo' | 'system'
}

/**
 * One row per assignment, with display names resolved from the user and group lists;
 * groups before users, then by name.
 */
export function roleRows<R extends string>(
  policy: Policy<R>,
  source: RoleRow['source'],
  users: Pick<User, 'id' | 'displayName'>[],
  groups: Pick<Group, 'id' | 'displayName'>[],
): RoleRow<R>[] {
  const names = new Map<string, string>([...users, ...groups].map((i) => [i.id, i.displayName]))
  return policy.roleAssignments
    .map((a) => ({
      id: a.identityId,
      identityType: a.identityType,
      name: names.get(a.identityId) ?? '',
      roleName: a.roleName,
      source,
    }))
    .sort((a, b) =>
      a.identityType === b.identityType ? a.name.localeCompare(b.name) : a.identityType === 'silo_group' ? -1 : 1,
    )
}

/** Users or groups that can still be given a role: those without one in the policy. */
export function assignable<T extends { id: string }>(identities: T[], policy: Policy<string>): T[] {
  const taken = new Set(policy.roleAssignments.map((a) => a.identityId))
  return identities.filter((i) => !taken.has(i.id))
}
