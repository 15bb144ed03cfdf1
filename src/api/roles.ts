// The display rows of a policy, and changes to it (SPEC section 6). Which role is stronger
// lives in ./roleRank, which the shell needs too; this module only the access pages load.
import type { Group, IdentityType, User } from './__generated__/Api'
import { strongestRole, type RoleName } from './roleRank'

export { effectiveRole, strongestRole } from './roleRank'

export type RoleAssignment<R extends string = RoleName> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}
export type Policy<R extends string = RoleName> = { roleAssignments: RoleAssignment<R>[] }

/** Replaces any assignment of the same identity (or adds one). */
export function setAssignment<R extends string>(policy: Policy<R>, assignment: RoleAssignment<R>): Policy<R> {
  return {
    roleAssignments: [...policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId), assignment],
  }
}

export function removeAssignment<R extends string>(policy: Policy<R>, identityId: string): Policy<R> {
  return { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
}

/** Where a row's role is assigned: on the page's own resource, or on the silo above a project. */
export type RoleSource = 'here' | 'silo'

export type RoleRow<R extends string = RoleName> = {
  id: string
  identityType: IdentityType
  name: string
  roleName: R
  source: RoleSource
}

type Named = Pick<User | Group, 'id' | 'displayName'>

/**
 * One row per assignment, with display names resolved from the user and group lists;
 * groups before users, then by name.
 */
export function roleRows<R extends string>(
  policy: Policy<R>,
  source: RoleSource,
  users: Named[],
  groups: Named[],
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

/**
 * One way a user holds a role: assigned to them or to one of their groups (`groupId`), on
 * the resource itself or on the silo above it.
 */
export type Grant<R extends string = RoleName> = { roleName: R; source: RoleSource; groupId?: string }

/**
 * A fleet role a user holds without any assignment on the fleet: their silo gives it to
 * holders of their silo role (the silo's mapped fleet roles).
 */
export type MappedGrant<R extends string = RoleName> = { roleName: R; source: 'mapped'; siloRole: RoleName }

/** Every assignment of a policy that reaches a user, directly or through their groups. */
export function grantsIn<R extends string>(
  policy: Policy<R>,
  source: RoleSource,
  userId: string,
  groupIds: string[],
): Grant<R>[] {
  const groups = new Set(groupIds)
  return policy.roleAssignments.flatMap((a): Grant<R>[] => {
    if (a.identityType === 'silo_user' && a.identityId === userId) return [{ roleName: a.roleName, source }]
    if (a.identityType === 'silo_group' && groups.has(a.identityId)) {
      return [{ roleName: a.roleName, source, groupId: a.identityId }]
    }
    return []
  })
}

/**
 * The role that applies (the strongest, SPEC section 6) and every path that gives it, direct
 * assignments first; undefined when nothing reaches the user.
 */
export function effectiveAccess<R extends string>(grants: Grant<R>[]): { roleName: R; paths: Grant<R>[] } | undefined {
  const roleName = strongestRole(grants.map((g) => g.roleName))
  if (roleName === undefined) return undefined
  const order = (g: Grant<R>) => (g.source === 'here' ? 0 : 2) + (g.groupId ? 1 : 0)
  return { roleName, paths: grants.filter((g) => g.roleName === roleName).sort((a, b) => order(a) - order(b)) }
}
