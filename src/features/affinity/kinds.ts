// The two kinds of placement group. The API gives each its own operations, with the same
// shapes and rules, so the pages are written once over this table.
import type { UseQueryOptions } from '@tanstack/react-query'
import type { AffinityGroup, AffinityGroupCreate, AffinityGroupMember } from '~/api/__generated__/Api'
import { apiCall, type ApiCall } from '~/api/apiCall'
import { apiq, type OpName } from '~/api/client'
import { affinityGroupsQuery, antiAffinityGroupsQuery, apiqAll } from '~/api/queries'
import type { RouteParams } from '~/params'
import { pb } from '~/paths'
import { GROUP_NOUNS } from './lists'

/** Both kinds have the same fields; the API's types for them are alike. */
export type Group = AffinityGroup
export type Member = AffinityGroupMember
export type GroupBody = AffinityGroupCreate

/** A group of the project, by name or id. */
export type GroupRef = { project: string; group: string }

// the options of either kind's operation, as the pages read them
type Query<T> = UseQueryOptions<T, Error, T, readonly unknown[]> & { queryKey: readonly unknown[] }
const asQuery = <T>(options: object) => options as Query<T>

export type GroupKind = {
  /** in a sentence: "anti-affinity group" */
  noun: string
  /** a heading: "Anti-affinity groups" */
  plural: string
  /** what the kind does with its members */
  purpose: string
  /** what the policy decides (SPEC section 3 for anti-affinity) */
  policyHelp: string
  /** the group the route names */
  groupOf: (p: RouteParams) => string
  groupQuery: (r: GroupRef) => Query<Group>
  /** every member: a group holds at most 32 */
  membersQuery: (r: GroupRef) => Query<{ items: Member[] }>
  /** every group of this kind in the project */
  projectGroupsQuery: (project: string) => Query<{ items: Group[] }>
  /** the groups of this kind an instance is in */
  instanceGroupsQuery: (r: { project: string; instance: string }) => Query<{ items: Group[] }>
  // the changes as calls (data): sent by the forms and actions, and shown as their equivalent request
  create: (project: string, body: GroupBody) => ApiCall
  update: (r: GroupRef, body: { name: string; description: string }) => ApiCall
  remove: (r: GroupRef) => ApiCall
  addMember: (r: GroupRef, instance: string) => ApiCall
  removeMember: (r: GroupRef, instance: string) => ApiCall
  /** every answer a change to a group or its members makes stale */
  refresh: OpName[]
  paths: {
    create: (p: Pick<RouteParams, 'project'>) => string
    page: (r: GroupRef) => string
    edit: (r: GroupRef) => string
  }
}

const q = ({ project }: GroupRef) => ({ query: { project } })

export const antiAffinity: GroupKind = {
  noun: GROUP_NOUNS.antiAffinity,
  plural: 'Anti-affinity groups',
  purpose: 'Members are kept on different sleds, so that one sled failing takes down at most one of them.',
  policyHelp: "Determines whether member instances are allowed to start when the anti-affinity rule can't be satisfied",
  groupOf: (p) => p.antiAffinityGroup,
  groupQuery: (r) => asQuery(apiq('antiAffinityGroupView', { path: { antiAffinityGroup: r.group }, ...q(r) })),
  membersQuery: (r) =>
    asQuery(apiqAll('antiAffinityGroupMemberList', { path: { antiAffinityGroup: r.group }, ...q(r) })),
  projectGroupsQuery: (project) => asQuery(antiAffinityGroupsQuery(project)),
  instanceGroupsQuery: ({ project, instance }) =>
    asQuery(apiqAll('instanceAntiAffinityGroupList', { path: { instance }, query: { project } })),
  create: (project, body) => apiCall('antiAffinityGroupCreate', { query: { project }, body }),
  update: (r, body) => apiCall('antiAffinityGroupUpdate', { path: { antiAffinityGroup: r.group }, ...q(r), body }),
  remove: (r) => apiCall('antiAffinityGroupDelete', { path: { antiAffinityGroup: r.group }, ...q(r) }),
  addMember: (r, instance) =>
    apiCall('antiAffinityGroupMemberInstanceAdd', { path: { antiAffinityGroup: r.group, instance }, ...q(r) }),
  removeMember: (r, instance) =>
    apiCall('antiAffinityGroupMemberInstanceDelete', { path: { antiAffinityGroup: r.group, instance }, ...q(r) }),
  refresh: [
    'antiAffinityGroupList',
    'antiAffinityGroupView',
    'antiAffinityGroupMemberList',
    'instanceAntiAffinityGroupList',
  ],
  paths: {
    create: pb.affinityNew,
    page: (r) => pb.antiAffinityGroup({ project: r.project, antiAffinityGroup: r.group }),
    edit: (r) => pb.antiAffinityGroupEdit({ project: r.project, antiAffinityGroup: r.group }),
  },
}

export const affinity: GroupKind = {
  noun: GROUP_NOUNS.affinity,
  plural: 'Affinity groups',
  purpose: 'Members are kept on the same sled, close to each other.',
  policyHelp: "Determines whether member instances are allowed to start when the affinity rule can't be satisfied",
  groupOf: (p) => p.affinityGroup,
  groupQuery: (r) => asQuery(apiq('affinityGroupView', { path: { affinityGroup: r.group }, ...q(r) })),
  membersQuery: (r) => asQuery(apiqAll('affinityGroupMemberList', { path: { affinityGroup: r.group }, ...q(r) })),
  projectGroupsQuery: (project) => asQuery(affinityGroupsQuery(project)),
  instanceGroupsQuery: ({ project, instance }) =>
    asQuery(apiqAll('instanceAffinityGroupList', { path: { instance }, query: { project } })),
  create: (project, body) => apiCall('affinityGroupCreate', { query: { project }, body }),
  update: (r, body) => apiCall('affinityGroupUpdate', { path: { affinityGroup: r.group }, ...q(r), body }),
  remove: (r) => apiCall('affinityGroupDelete', { path: { affinityGroup: r.group }, ...q(r) }),
  addMember: (r, instance) =>
    apiCall('affinityGroupMemberInstanceAdd', { path: { affinityGroup: r.group, instance }, ...q(r) }),
  removeMember: (r, instance) =>
    apiCall('affinityGroupMemberInstanceDelete', { path: { affinityGroup: r.group, instance }, ...q(r) }),
  refresh: ['affinityGroupList', 'affinityGroupView', 'affinityGroupMemberList', 'instanceAffinityGroupList'],
  paths: {
    create: pb.affinityGroupsNew,
    page: (r) => pb.affinityGroup({ project: r.project, affinityGroup: r.group }),
    edit: (r) => pb.affinityGroupEdit({ project: r.project, affinityGroup: r.group }),
  },
}

/** The group the current route names, with its kind. */
export const groupRef = (kind: GroupKind, p: RouteParams): GroupRef => ({ project: p.project, group: kind.groupOf(p) })
