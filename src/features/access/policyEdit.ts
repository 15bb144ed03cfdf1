// How the console changes one identity's role without touching anyone else's. The API only
// replaces a policy whole and has no precondition (no ETag), so each change reads the policy
// again right before writing it, and applies just that one edit to what it read: a change
// another admin made meanwhile to another identity is kept. When the identity itself was
// changed meanwhile, the edit stops and says so instead of silently undoing that change.
import type { IdentityType } from '~/api/__generated__/Api'
import { apiCall, type ApiCall } from '~/api/apiCall'
import { sendCalls, step } from '~/api/calls'
import type { OpName } from '~/api/client'
import { removeAssignment, setAssignment, type Policy, type RoleAssignment } from '~/api/roles'

export type Role = RoleAssignment['roleName']

/** Whose policy: the fleet's (the system policy), the silo's, or a project's. */
export type AccessScope = { kind: 'fleet' } | { kind: 'silo' } | { kind: 'project'; project: string }

export type PolicyEdit =
  | { kind: 'add'; identityId: string; identityType: IdentityType; roleName: Role }
  /** `from` is the role the user saw, so a change made meanwhile is not overwritten unseen */
  | { kind: 'change'; identityId: string; identityType: IdentityType; roleName: Role; from: Role }
  | { kind: 'remove'; identityId: string }

/** The edit cannot apply to the policy as it now stands; the message says why. */
export class PolicyConflict extends Error {}

const rolesOf = (policy: Policy, identityId: string) =>
  policy.roleAssignments.filter((a) => a.identityId === identityId).map((a) => a.roleName)

/** Why the edit no longer fits the identity's roles as they now stand, if it does not. */
function conflictOf(current: Role[], edit: PolicyEdit): string | undefined {
  if (edit.kind === 'add') {
    return current.length > 0 ? `Someone else gave them the ${current.join(' and ')} role meanwhile.` : undefined
  }
  if (current.length === 0) return 'Someone else removed their role meanwhile.'
  if (edit.kind === 'change' && (current.length !== 1 || current[0] !== edit.from)) {
    return `Someone else changed their role to ${current.join(' and ')} meanwhile.`
  }
}

/** The policy with the edit applied, or a PolicyConflict when someone got there first. */
export function applyEdit(policy: Policy, edit: PolicyEdit): Policy {
  const conflict = conflictOf(rolesOf(policy, edit.identityId), edit)
  if (conflict) throw new PolicyConflict(conflict)
  if (edit.kind === 'remove') return removeAssignment(policy, edit.identityId)
  const { identityId, identityType, roleName } = edit
  return setAssignment(policy, { identityId, identityType, roleName })
}

/** Every answer a policy change can make stale: refetched after any write, worked or not. */
// (the fleet viewer check reads the system policy too: losing one's own fleet role shows at once)
export const POLICY_QUERIES: OpName[] = ['policyView', 'projectPolicyView', 'systemPolicyView']

// The three policies have the same shape and the same three role names (FleetRole,
// SiloRole and ProjectRole are each admin, collaborator, viewer). The read and the write as
// data: sent by changePolicy, shown by policyCalls.
function readCall(scope: AccessScope): ApiCall {
  switch (scope.kind) {
    case 'fleet':
      return apiCall('systemPolicyView', {})
    case 'silo':
      return apiCall('policyView', {})
    case 'project':
      return apiCall('projectPolicyView', { path: { project: scope.project } })
  }
}

function writeCall(scope: AccessScope, body: Policy): ApiCall {
  switch (scope.kind) {
    case 'fleet':
      return apiCall('systemPolicyUpdate', { body })
    case 'silo':
      return apiCall('policyUpdate', { body })
    case 'project':
      return apiCall('projectPolicyUpdate', { path: { project: scope.project }, body })
  }
}

/** Reads the policy as it is now, applies the one edit, and writes it back whole. */
export async function changePolicy(scope: AccessScope, edit: PolicyEdit): Promise<void> {
  const current = (await sendCalls(readCall(scope))) as Policy
  await sendCalls(writeCall(scope, applyEdit(current, edit)))
}

/**
 * What changePolicy sends, as the equivalent request: the read, then the whole policy
 * written back with the edit applied to `current`, the policy as last read (the same unless
 * someone changes it meanwhile). Throws the PolicyConflict changePolicy would stop at.
 */
export const policyCalls = (scope: AccessScope, edit: PolicyEdit, current: Policy): ApiCall[] => [
  step('Read the policy as it is now', readCall(scope)),
  step('Write back the whole policy, with this change', writeCall(scope, applyEdit(current, edit))),
]
