import { describe, expect, it } from 'vitest'
import type { Policy } from '~/api/roles'
import { ownReads } from './names'

const user = (identityId: string) => ({ identityId, identityType: 'silo_user' as const, roleName: 'viewer' as const })
const group = (identityId: string) => ({ identityId, identityType: 'silo_group' as const, roleName: 'admin' as const })
const named = (...ids: string[]) => ids.map((id) => ({ id, displayName: `name of ${id}` }))
/** what each read asks for: its operation and the id in its path */
const asked = (
  policies: Policy<string>[],
  users?: Parameters<typeof ownReads>[1],
  groups?: Parameters<typeof ownReads>[2],
) =>
  ownReads(policies, users, groups).map((q) => {
    const [operation, { path }] = q.queryKey as [string, { path: Record<string, string> }]
    return `${operation} ${Object.values(path)[0]}`
  })

describe('ownReads', () => {
  const silo: Policy<string> = { roleAssignments: [user('u1'), user('u9'), group('g1'), group('g9')] }

  it('reads nothing when each list is whole in its first page, even for an id neither holds', () => {
    expect(asked([silo], { items: named('u1'), nextPage: null }, { items: named('g1') })).toEqual([])
  })

  it('reads on its own each id a list with more pages does not hold, a user as a user and a group as a group', () => {
    expect(asked([silo], { items: named('u1'), nextPage: 'next' }, { items: named('g1'), nextPage: 'next' })).toEqual([
      'userView u9',
      'groupView g9',
    ])
    // the groups all held: only the users' list goes on
    expect(asked([silo], { items: named('u1'), nextPage: 'next' }, { items: named('g1', 'g9') })).toEqual([
      'userView u9',
    ])
  })

  it('reads an id the project and the silo both hold once', () => {
    const project: Policy<string> = { roleAssignments: [user('u9'), user('u8')] }
    expect(asked([project, silo], { items: [], nextPage: 'next' }, { items: named('g1', 'g9') })).toEqual([
      'userView u9',
      'userView u8',
      'userView u1',
    ])
  })

  it('waits for the lists: nothing is read before their first pages are in', () => {
    expect(asked([silo], undefined, undefined)).toEqual([])
  })
})
