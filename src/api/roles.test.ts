import { describe, expect, it } from 'vitest'
import {
  assignable,
  effectiveAccess,
  effectiveRole,
  grantsIn,
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

  it('finds every grant that reaches a user, directly or through a group, and the strongest with its paths', () => {
    const silo: Policy = {
      roleAssignments: [
        { identityId: 'g2', identityType: 'silo_group', roleName: 'admin' },
        // an id given as a user never matches a group of the same id, and the reverse
        { identityId: 'g1', identityType: 'silo_user', roleName: 'admin' },
      ],
    }
    const here = grantsIn(policy, 'here', 'u1', ['g1'])
    expect(here).toEqual([
      { roleName: 'viewer', source: 'here' },
      { roleName: 'collaborator', source: 'here', groupId: 'g1' },
    ])
    expect(effectiveAccess(here)).toEqual({ roleName: 'collaborator', paths: [here[1]] })
    const both = [...here, ...grantsIn(silo, 'silo', 'u1', ['g1', 'g2'])]
    expect(effectiveAccess(both)).toEqual({
      roleName: 'admin',
      paths: [{ roleName: 'admin', source: 'silo', groupId: 'g2' }],
    })
    // two paths to the same role: the direct one first
    const two = [
      { roleName: 'viewer' as const, source: 'silo' as const, groupId: 'g2' },
      { roleName: 'viewer' as const, source: 'here' as const },
    ]
    expect(effectiveAccess(two)?.paths).toEqual([two[1], two[0]])
    expect(effectiveAccess([])).toBeUndefined()
  })
})
