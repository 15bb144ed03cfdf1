/**
 * Affinity groups: instances the control plane should keep on the same sled. The operations
 * are those of every placement group (`../placement-groups.ts`).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { db } from '../db'
import { lookupAffinityGroup } from '../lookups'
import { placementGroups } from '../placement-groups'

const groups = placementGroups({
  kind: 'affinity-group',
  noun: 'an affinity group',
  groups: () => db.affinityGroups,
  setGroups: (rows) => (db.affinityGroups = rows),
  memberships: () => db.affinityMemberships,
  setMemberships: (rows) => (db.affinityMemberships = rows),
  lookup: lookupAffinityGroup,
  joinRule: 'add it to an affinity group',
})

export const affinityHandlers: Partial<MSWHandlers> = {
  affinityGroupList: ({ query, ...params }) => groups.list(currentUser(params), query),
  affinityGroupCreate: ({ query, body, ...params }) => groups.create(currentUser(params), query, body),
  affinityGroupView: ({ path, query, ...params }) => groups.view(currentUser(params), path.affinityGroup, query),
  affinityGroupUpdate: ({ path, query, body, ...params }) =>
    groups.update(currentUser(params), path.affinityGroup, query, body),
  affinityGroupDelete: ({ path, query, ...params }) => groups.delete(currentUser(params), path.affinityGroup, query),
  affinityGroupMemberList: ({ path, query, ...params }) =>
    groups.memberList(currentUser(params), path.affinityGroup, query),
  affinityGroupMemberInstanceView: ({ path, query, ...params }) =>
    groups.memberView(currentUser(params), path.affinityGroup, path.instance, query),
  affinityGroupMemberInstanceAdd: ({ path, query, ...params }) =>
    groups.memberAdd(currentUser(params), path.affinityGroup, path.instance, query),
  affinityGroupMemberInstanceDelete: ({ path, query, ...params }) =>
    groups.memberDelete(currentUser(params), path.affinityGroup, path.instance, query),
  instanceAffinityGroupList: ({ path, query, ...params }) =>
    groups.ofInstance(currentUser(params), path.instance, query),
}
