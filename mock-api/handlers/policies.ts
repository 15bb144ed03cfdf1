/**
 * Role policies at project, silo and fleet scope. An update replaces the whole list of role
 * assignments: the console edits one identity's assignment by sending the edited list.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, requireFleetRole, requireProjectRole, requireSiloRole } from '../auth'
import { db, projectPolicy, siloPolicy } from '../db'
import { invalidRequest } from '../errors'
import type { Policy, RoleAssignment } from '../records'

/** The real API caps the number of role assignments on one resource. */
export const MAX_ROLE_ASSIGNMENTS = 64

/**
 * Checks that every identity exists where it may hold a role (the resource's silo, or any
 * silo for the fleet policy) and drops repeats of the same identity and role.
 */
function validated(assignments: RoleAssignment[], siloId: string | null): RoleAssignment[] {
  if (assignments.length > MAX_ROLE_ASSIGNMENTS) {
    throw invalidRequest(`a policy may hold at most ${MAX_ROLE_ASSIGNMENTS} role assignments`)
  }
  const inScope = (row: { silo_id: string }) => siloId === null || row.silo_id === siloId
  const seen = new Set<string>()
  const result: RoleAssignment[] = []
  for (const a of assignments) {
    const rows = a.identity_type === 'silo_user' ? db.users : db.groups
    if (!rows.some((r) => r.id === a.identity_id && inScope(r))) {
      throw invalidRequest(`no ${a.identity_type} with id "${a.identity_id}" exists in this silo`)
    }
    const key = `${a.identity_type}/${a.identity_id}/${a.role_name}`
    if (seen.has(key)) continue
    seen.add(key)
    result.push({ identity_id: a.identity_id, identity_type: a.identity_type, role_name: a.role_name })
  }
  return result
}

const replace = (policy: Policy, assignments: RoleAssignment[]): Policy => {
  policy.role_assignments = assignments
  return policy
}

export const policyHandlers: Partial<MSWHandlers> = {
  projectPolicyView({ path, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    return projectPolicy(project.id)
  },

  projectPolicyUpdate({ path, body, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    // silo admins are project admins everywhere in their silo, so this admits them too
    requireProjectRole(user, project, 'admin')
    return replace(projectPolicy(project.id), validated(body.role_assignments, project.silo_id))
  },

  // Every member of a silo may see who holds which role in it.
  policyView(params) {
    const user = currentUser(params)
    return siloPolicy(user.silo_id)
  },

  policyUpdate({ body, ...params }) {
    const user = currentUser(params)
    requireSiloRole(user, 'admin')
    return replace(siloPolicy(user.silo_id), validated(body.role_assignments, user.silo_id))
  },

  systemPolicyView(params) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    return db.systemPolicy
  },

  systemPolicyUpdate({ body, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'admin')
    return replace(db.systemPolicy, validated(body.role_assignments, null))
  },
}
