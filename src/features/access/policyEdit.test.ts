import { describe, expect, it, vi } from 'vitest'
import type { Policy } from '~/api/roles'
import { applyEdit, changePolicy, PolicyConflict } from './policyEdit'

const policy: Policy = {
  roleAssignments: [
    { identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'g1', identityType: 'silo_group', roleName: 'collaborator' },
  ],
}

describe('applyEdit', () => {
  it('adds, changes and removes one identity, keeping every other', () => {
    const added = applyEdit(policy, { kind: 'add', identityId: 'u2', identityType: 'silo_user', roleName: 'admin' })
    expect(added.roleAssignments).toEqual([
      ...policy.roleAssignments,
      { identityId: 'u2', identityType: 'silo_user', roleName: 'admin' },
    ])
    const changed = applyEdit(policy, {
      kind: 'change',
      identityId: 'u1',
      identityType: 'silo_user',
      roleName: 'admin',
      from: 'viewer',
    })
    expect(changed.roleAssignments).toEqual([
      policy.roleAssignments[1],
      { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' },
    ])
    expect(applyEdit(policy, { kind: 'remove', identityId: 'g1' }).roleAssignments).toEqual([policy.roleAssignments[0]])
  })

  it('replaces every role an identity holds when its role changes', () => {
    const twice: Policy = {
      roleAssignments: [...policy.roleAssignments, { identityId: 'u1', identityType: 'silo_user', roleName: 'admin' }],
    }
    expect(applyEdit(twice, { kind: 'remove', identityId: 'u1' }).roleAssignments).toEqual([policy.roleAssignments[1]])
  })

  it('stops instead of undoing what someone else changed meanwhile', () => {
    const add = { kind: 'add', identityId: 'u1', identityType: 'silo_user', roleName: 'admin' } as const
    expect(() => applyEdit(policy, add)).toThrow(
      new PolicyConflict('Someone else gave them the viewer role meanwhile.'),
    )
    const change = { kind: 'change', identityId: 'u1', identityType: 'silo_user', roleName: 'admin' } as const
    expect(() => applyEdit(policy, { ...change, from: 'collaborator' })).toThrow(
      'Someone else changed their role to viewer meanwhile.',
    )
    expect(() => applyEdit(policy, { ...change, identityId: 'u9', from: 'viewer' })).toThrow(
      'Someone else removed their role meanwhile.',
    )
    expect(() => applyEdit(policy, { kind: 'remove', identityId: 'u9' })).toThrow(PolicyConflict)
  })
})

describe('changePolicy', () => {
  it('reads the policy again right before writing, so a change made meanwhile to another identity is kept', async () => {
    // what the page showed had only u1; since then another admin gave g1 a role
    const now = { role_assignments: [{ identity_id: 'u1', identity_type: 'silo_user', role_name: 'viewer' }] }
    now.role_assignments.push({ identity_id: 'g1', identity_type: 'silo_group', role_name: 'viewer' })
    const calls: { method: string; url: string; body?: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined })
        return new Response(JSON.stringify(now), { status: 200, headers: { 'content-type': 'application/json' } })
      }),
    )
    await changePolicy({ kind: 'project', project: 'p' }, { kind: 'remove', identityId: 'u1' })
    expect(calls.map((c) => [c.method, new URL(c.url, 'http://x').pathname])).toEqual([
      ['GET', '/v1/projects/p/policy'],
      ['PUT', '/v1/projects/p/policy'],
    ])
    expect(calls[1].body).toEqual({
      role_assignments: [{ identity_id: 'g1', identity_type: 'silo_group', role_name: 'viewer' }],
    })
  })

  it.each([
    [{ kind: 'fleet' } as const, '/v1/system/policy'],
    [{ kind: 'silo' } as const, '/v1/policy'],
  ])('reads and writes the %o policy at its own path', async (scope, path) => {
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`)
        return new Response(JSON.stringify({ role_assignments: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      }),
    )
    await changePolicy(scope, { kind: 'add', identityId: 'u1', identityType: 'silo_user', roleName: 'viewer' })
    expect(calls).toEqual([`GET ${path}`, `PUT ${path}`])
  })
})
