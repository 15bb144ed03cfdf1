import { describe, expect, it } from 'vitest'
import {
  assignable,
  effectiveRole,
  removeAssignment,
  roleRows,
  setAssignment,
  strongestRole,
  type Policy,
} from './roles'

const policy: Policy = {
  roleAssignments: [
    { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'g1', identityType: 'silo_group', roleName: 'collaborator' },
    { identityId: 'u2', identityType: 'silo_user', roleName: 'admin' },
    { identityId: 'g2', identityType: 'silo_group', roleName: 'viewer' },
  ],
}

describe('roles', () => {
  it('orders admin > collaborator > viewer and picks the strongest', () => {
    expect(strongestRole(['viewer', 'admin', 'collaborator'])).toBe('admin')
    expect(strongestRole(['viewer', 'collaborator'])).toBe('collaborator')
    expect(strongestRole([])).toBeUndefined()
  })

  it('counts group assignments toward a user', () => {
    expect(effectiveRole(policy, ['u1', 'g1'])).toBe('collaborator')
    expect(effectiveRole(policy, ['u3'])).toBeUndefined()
  })

  it('replaces an identity assignment on update and deletes it on removal', () => {
    const updated = setAssignment(policy, { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' })
    expect(updated.roleAssignments.filter((a) => a.identityId === 'u1')).toEqual([
      { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
    ])
    expect(updated.roleAssignments).toHaveLength(4)
    expect(removeAssignment(policy, 'g1').roleAssignments.map((a) => a.identityId)).toEqual(['u1', 'u2', 'g2'])
  })

  it('sorts display rows groups first, then by name, resolving names', () => {
    const users = [
      { id: 'u1', displayName: 'zoe' },
      { id: 'u2', displayName: 'adam' },
    ]
    const groups = [{ id: 'g1', displayName: 'web' }]
    const rows = roleRows(policy, 'silo', users, groups)
    expect(rows.map((r) => [r.identityType, r.name])).toEqual([
      ['silo_group', ''],
      ['silo_group', 'web'],
      ['silo_user', 'adam'],
      ['silo_user', 'zoe'],
    ])
  })

  it('offers only identities without an assignment', () => {
    expect(assignable([{ id: 'u1' }, { id: 'u9' }], policy)).toEqual([{ id: 'u9' }])
  })
})
