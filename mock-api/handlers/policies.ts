/**
 * Role policies at project, silo and fleet scope. An update replaces the whole list of role
 * assignments: the console edits one identity's assignment by sending the edited list.
 *
 * What the real API checks, and what it does not (Nexus `role_assignment_replace_visible`):
 * the list may hold at most 64 assignments (refused while the body is parsed); the same
 * identity, resource and role twice breaks the table's primary key, a 500; the identities
 * are not looked up, so an id that names nobody (or someone of another silo) is stored as
 * given. The same identity with two different roles is two assignments, both kept. Policies
 * come back ordered by role name, then identity id.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, requireFleetRole, requireProjectRole, requireSiloRole } from '../auth'
import { db, projectPolicy, siloPolicy } from '../db'
import { internalError, invalidRequest } from '../errors'
import type { Policy, RoleAssignment } from '../records'
import { siloInScope } from '../silo-scope'
import { byteOrder } from '../pagination'

/** The real API caps the number of role assignments on one resource. */
export const MAX_ROLE_ASSIGNMENTS = 64

const key = (a: RoleAssignment) => `${a.identity_type}/${a.identity_id}/${a.role_name}`

const byRoleThenId = (a: RoleAssignment, b: RoleAssignment) =>
  byteOrder(a.role_name, b.role_name) || byteOrder(a.identity_id, b.identity_id)

/** A policy as the API answers it: a copy, in the API's order. */
const view = (policy: Policy): Policy => ({
  role_assignments: policy.role_assignments.map((a) => ({ ...a })).sort(byRoleThenId),
})

function checked(assignments: RoleAssignment[]): RoleAssignment[] {
  if (assignments.length > MAX_ROLE_ASSIGNMENTS) {
    throw invalidRequest(
      `unable to parse JSON body: role_assignments: invalid length ${assignments.length}, ` +
        `expected a list of at most ${MAX_ROLE_ASSIGNMENTS} role assignments`,
    )
  }
  const seen = new Set<string>()
  for (const a of assignments) {
    // the real API's insert fails on the primary key and reports it as a server error
    if (seen.has(key(a))) throw internalError()
    seen.add(key(a))
  }
  return assignments.map(({ identity_id, identity_type, role_name }) => ({ identity_id, identity_type, role_name }))
}

/** Replaces the policy's assignments, all or nothing, and answers the new policy. */
function replace(policy: Policy, assignments: RoleAssignment[]): Policy {
  policy.role_assignments = checked(assignments)
  return view(policy)
}

export const policyHandlers: Partial<MSWHandlers> = {
  projectPolicyView({ path, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    return view(projectPolicy(project.id))
  },

  projectPolicyUpdate({ path, body, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    // silo admins are project admins everywhere in their silo, so this admits them too
    requireProjectRole(user, project, 'admin')
    return replace(projectPolicy(project.id), body.role_assignments)
  },

  // Every member of a silo may see who holds which role in it.
  policyView(params) {
    const user = currentUser(params)
    return view(siloPolicy(user.silo_id))
  },

  policyUpdate({ body, ...params }) {
    const user = currentUser(params)
    requireSiloRole(user, 'admin')
    return replace(siloPolicy(user.silo_id), body.role_assignments)
  },

  // a silo's policy by name, as operators reach it: a fleet role counts on every silo, a role
  // on the caller's own silo on that one (silo-scope.ts)
  siloPolicyView({ path, ...params }) {
    const silo = siloInScope(currentUser(params), path.silo, 'viewer')
    return view(siloPolicy(silo.id))
  },

  siloPolicyUpdate({ path, body, ...params }) {
    const silo = siloInScope(currentUser(params), path.silo, 'admin')
    return replace(siloPolicy(silo.id), body.role_assignments)
  },

  systemPolicyView(params) {
    const user = currentUser(params)
    requireFleetRole(user, 'viewer')
    return view(db.systemPolicy)
  },

  systemPolicyUpdate({ body, ...params }) {
    const user = currentUser(params)
    requireFleetRole(user, 'admin')
    return replace(db.systemPolicy, body.role_assignments)
  },
}
