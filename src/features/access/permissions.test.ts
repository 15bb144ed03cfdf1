import { describe, expect, it } from 'vitest'
import type { Group } from '~/api/__generated__/Api'
import type { RoleName } from '~/api/roleRank'
import { explainRefusal, type Access } from './permissions'

const ask = {
  what: 'change disks',
  needed: 'collaborator',
  scope: { kind: 'project', name: 'demo-project' },
} as const
const groups = [{ id: 'g-kernel', displayName: 'kernel-devs', siloId: 's' }] as Group[]

type Path = NonNullable<Access>['paths'][number]
/** A path without its role, each kind of path with its own fields. */
type PathOf<P = Path> = P extends Path ? Omit<P, 'roleName'> : never

/** A role held through these paths (each of that role). */
const held = (roleName: RoleName, ...paths: PathOf[]) => ({
  roleName,
  paths: paths.map((p): Path => ({ roleName, ...p })),
})

describe('explainRefusal', () => {
  it('says nothing when the role held is enough, or stronger', () => {
    expect(explainRefusal(held('collaborator', { source: 'here' }), ask)).toBe(undefined)
    expect(explainRefusal(held('admin', { source: 'silo' }), ask)).toBe(undefined)
  })

  it('names the role needed, the role held and where it comes from', () => {
    expect(explainRefusal(held('viewer', { source: 'silo', groupId: 'g-kernel' }), ask, groups)).toBe(
      'To change disks you need the collaborator role on project demo-project. You are a viewer there, inherited from group kernel-devs on the silo.',
    )
    expect(
      explainRefusal(
        held('viewer', { source: 'here' }, { source: 'here', groupId: 'g-kernel' }, { source: 'silo' }),
        ask,
        groups,
      ),
    ).toBe(
      'To change disks you need the collaborator role on project demo-project. You are a viewer there, given to you directly, through group kernel-devs, and inherited from your role on the silo.',
    )
  })

  it('says so when the user holds no role at all, and names an unknown group by its id', () => {
    expect(explainRefusal(null, ask)).toBe(
      'To change disks you need the collaborator role on project demo-project. You have no role on it, nor on the silo.',
    )
    expect(explainRefusal(held('collaborator', { source: 'here', groupId: 'g-x' }), { ...ask, needed: 'admin' })).toBe(
      'To change disks you need the admin role on project demo-project. You are a collaborator there, through group g-x.',
    )
  })

  it('at silo scope, names the silo and the group the silo role comes through', () => {
    const promote = {
      what: 'promote images',
      needed: 'collaborator',
      scope: { kind: 'silo', name: 'demo-silo' },
    } as const
    expect(explainRefusal(held('viewer', { source: 'here', groupId: 'g-kernel' }), promote, groups)).toBe(
      'To promote images you need the collaborator role on silo demo-silo. You are a viewer there, through group kernel-devs.',
    )
    expect(explainRefusal(null, promote)).toBe(
      'To promote images you need the collaborator role on silo demo-silo. You have no role on it.',
    )
    expect(explainRefusal(held('collaborator', { source: 'here' }), promote)).toBe(undefined)
  })

  it('at fleet scope, names the fleet role held, given or mapped from the silo role', () => {
    const create = { what: 'create silos', needed: 'admin', scope: { kind: 'fleet' } } as const
    expect(explainRefusal(held('viewer', { source: 'here' }, { source: 'mapped', siloRole: 'admin' }), create)).toBe(
      'To create silos you need the admin role on the fleet. You are a viewer there, given to you directly and mapped from your admin role on your silo.',
    )
    expect(explainRefusal(null, create)).toBe(
      'To create silos you need the admin role on the fleet. You have no fleet role, neither given nor mapped from your silo role.',
    )
    expect(explainRefusal(held('admin', { source: 'here' }), create)).toBe(undefined)
  })
})
