/**
 * Affinity and anti-affinity groups: the API has two families of operations with the same
 * shapes and rules (an affinity group keeps its instances together, an anti-affinity group
 * keeps them apart), so both are one set of operations over their own tables. An instance
 * joins a group only while stopped, since placement is decided when it starts.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import { db } from './db'
import { alreadyExists, invalidRequest, notFound } from './errors'
import { settleInstance } from './lifecycle'
import { changeable, lookupInProject, lookupInstance, projectFromQuery, projectToChange, type Found } from './lookups'
import { pageOf, paginate, type PageQuery } from './pagination'
import type { AntiAffinityGroupRow, AntiAffinityMembership, InstanceRow, ProjectRow, UserRow } from './records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity, type IdentityUpdate } from './resources'
import { requireInstanceState, type InstanceAction } from './state-rules'

/** Both kinds of group have the same fields. */
type GroupRow = AntiAffinityGroupRow
type Membership = AntiAffinityMembership
type GroupCreate = Json<Api.AntiAffinityGroupCreate>

/** The document: a group holds up to 32 instances; an instance is in up to 16 groups of a kind. */
const MAX_MEMBERS = 32
const MAX_GROUPS_PER_INSTANCE = 16

export type GroupKind = {
  /** the API's resource type name, as its messages spell it: `anti-affinity-group` */
  kind: 'affinity-group' | 'anti-affinity-group'
  /** in sentences: "an anti-affinity group" */
  noun: string
  groups: () => GroupRow[]
  setGroups: (rows: GroupRow[]) => void
  memberships: () => Membership[]
  setMemberships: (rows: Membership[]) => void
  lookup: (user: UserRow, group: string, project?: string) => Found<GroupRow>
  /** the state rule an instance must meet to join */
  joinRule: InstanceAction
}

const memberView = (instance: InstanceRow): Json<Api.AntiAffinityGroupMember> => ({
  type: 'instance',
  value: { id: instance.id, name: instance.name, run_state: settleInstance(instance).run_state },
})

type GroupQuery = { project?: string }

/** The operations on one kind of group; each takes the signed-in user first. */
export function placementGroups(k: GroupKind) {
  const groupsOf = (projectId: string) => k.groups().filter((g) => g.project_id === projectId)
  const membershipsOf = (group: GroupRow) => k.memberships().filter((m) => m.group_id === group.id)
  const membersOf = (group: GroupRow): InstanceRow[] => {
    const ids = new Set(membershipsOf(group).map((m) => m.instance_id))
    return db.instances.filter((i) => ids.has(i.id))
  }
  const isMember = (group: GroupRow, instance: InstanceRow) =>
    k.memberships().some((m) => m.group_id === group.id && m.instance_id === instance.id)
  const changeableGroup = (user: UserRow, group: string, project?: string) =>
    changeable(user, k.lookup(user, group, project))
  /** The member instance named in the path: it must live in the group's project. */
  const instanceOfGroup = (user: UserRow, instance: string, project: ProjectRow): InstanceRow =>
    lookupInProject(lookupInstance, 'instance', user, instance, project)
  const memberNotFound = (instance: string) => notFound(`${k.kind}-member`, 'instance', instance)

  return {
    list(user: UserRow, query: GroupQuery & PageQuery) {
      return paginate(groupsOf(projectFromQuery(user, query.project).id), query)
    },

    create(user: UserRow, query: GroupQuery, body: GroupCreate) {
      const project = projectToChange(user, query.project)
      assertNameFree(groupsOf(project.id), k.kind, body.name)
      const group: GroupRow = {
        ...newIdentity(body),
        project_id: project.id,
        policy: body.policy,
        failure_domain: body.failure_domain,
      }
      k.setGroups([...k.groups(), group])
      return created(group)
    },

    view(user: UserRow, group: string, query: GroupQuery) {
      return k.lookup(user, group, query.project).row
    },

    update(user: UserRow, group: string, query: GroupQuery, body: IdentityUpdate) {
      const { row } = changeableGroup(user, group, query.project)
      return applyIdentityUpdate(row, body, groupsOf(row.project_id), k.kind)
    },

    delete(user: UserRow, group: string, query: GroupQuery) {
      const { row } = changeableGroup(user, group, query.project)
      k.setGroups(k.groups().filter((g) => g !== row))
      k.setMemberships(k.memberships().filter((m) => m.group_id !== row.id))
      return 204 as const
    },

    memberList(user: UserRow, group: string, query: GroupQuery & PageQuery) {
      const { row } = k.lookup(user, group, query.project)
      return pageOf(membersOf(row), query, memberView)
    },

    memberView(user: UserRow, group: string, instance: string, query: GroupQuery) {
      const { row, project } = k.lookup(user, group, query.project)
      const member = instanceOfGroup(user, instance, project)
      if (!isMember(row, member)) throw memberNotFound(instance)
      return memberView(member)
    },

    memberAdd(user: UserRow, group: string, instance: string, query: GroupQuery) {
      const { row, project } = changeableGroup(user, group, query.project)
      const member = instanceOfGroup(user, instance, project)
      if (isMember(row, member)) throw alreadyExists(`${k.kind}-member`, member.name)
      requireInstanceState(member, k.joinRule)
      if (membershipsOf(row).length >= MAX_MEMBERS) {
        throw invalidRequest(`${k.noun} may have at most ${MAX_MEMBERS} members`)
      }
      if (k.memberships().filter((m) => m.instance_id === member.id).length >= MAX_GROUPS_PER_INSTANCE) {
        throw invalidRequest(
          `an instance may be in at most ${MAX_GROUPS_PER_INSTANCE} ${k.kind}s`.replace(/-group/, ' group'),
        )
      }
      k.setMemberships([...k.memberships(), { group_id: row.id, instance_id: member.id }])
      return created(memberView(member))
    },

    memberDelete(user: UserRow, group: string, instance: string, query: GroupQuery) {
      const { row, project } = changeableGroup(user, group, query.project)
      const member = instanceOfGroup(user, instance, project)
      if (!isMember(row, member)) throw memberNotFound(instance)
      k.setMemberships(k.memberships().filter((m) => !(m.group_id === row.id && m.instance_id === member.id)))
      return 204 as const
    },

    /** The groups of this kind an instance is in. */
    ofInstance(user: UserRow, instance: string, query: GroupQuery & PageQuery) {
      const { row } = lookupInstance(user, instance, query.project)
      const ids = new Set(
        k
          .memberships()
          .filter((m) => m.instance_id === row.id)
          .map((m) => m.group_id),
      )
      return paginate(
        k.groups().filter((g) => ids.has(g.id)),
        query,
      )
    },
  }
}
