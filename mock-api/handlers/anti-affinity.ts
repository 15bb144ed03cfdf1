/**
 * Anti-affinity groups: instances the control plane should keep on different sleds. The
 * operations are those of every placement group (`../placement-groups.ts`).
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { db } from '../db'
import { lookupAntiAffinityGroup } from '../lookups'
import { placementGroups } from '../placement-groups'

const groups = placementGroups({
  kind: 'anti-affinity-group',
  noun: 'an anti-affinity group',
  groups: () => db.antiAffinityGroups,
  setGroups: (rows) => (db.antiAffinityGroups = rows),
  memberships: () => db.antiAffinityMemberships,
  setMemberships: (rows) => (db.antiAffinityMemberships = rows),
  lookup: lookupAntiAffinityGroup,
  joinRule: 'add it to an anti-affinity group',
})

export const antiAffinityHandlers: Partial<MSWHandlers> = {
  antiAffinityGroupList: ({ query, ...params }) => groups.list(currentUser(params), query),
  antiAffinityGroupCreate: ({ query, body, ...params }) => groups.create(currentUser(params), query, body),
  antiAffinityGroupView: ({ path, query, ...params }) =>
    groups.view(currentUser(params), path.antiAffinityGroup, query),
  antiAffinityGroupUpdate: ({ path, query, body, ...params }) =>
    groups.update(currentUser(params), path.antiAffinityGroup, query, body),
  antiAffinityGroupDelete: ({ path, query, ...params }) =>
    groups.delete(currentUser(params), path.antiAffinityGroup, query),
  antiAffinityGroupMemberList: ({ path, query, ...params }) =>
    groups.memberList(currentUser(params), path.antiAffinityGroup, query),
  antiAffinityGroupMemberInstanceView: ({ path, query, ...params }) =>
    groups.memberView(currentUser(params), path.antiAffinityGroup, path.instance, query),
  antiAffinityGroupMemberInstanceAdd: ({ path, query, ...params }) =>
    groups.memberAdd(currentUser(params), path.antiAffinityGroup, path.instance, query),
  antiAffinityGroupMemberInstanceDelete: ({ path, query, ...params }) =>
    groups.memberDelete(currentUser(params), path.antiAffinityGroup, path.instance, query),
  instanceAntiAffinityGroupList: ({ path, query, ...params }) =>
    groups.ofInstance(currentUser(params), path.instance, query),
}
