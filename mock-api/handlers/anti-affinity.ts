/**
 * Anti-affinity groups: instances the control plane should keep on different sleds. An
 * instance joins a group only while stopped, since placement is decided when it starts.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import { settleInstance } from '../lifecycle'
import {
  changeable,
  lookupAntiAffinityGroup,
  lookupInProject,
  lookupInstance,
  projectFromQuery,
  projectToChange,
} from '../lookups'
import { pageOf, paginate } from '../pagination'
import type { AntiAffinityGroupRow, InstanceRow, ProjectRow, UserRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity } from '../resources'
import { requireInstanceState } from '../state-rules'

const KIND = 'anti-affinity-group'

/** The document: anti-affinity groups can contain up to 32 members. */
const MAX_ANTI_AFFINITY_MEMBERS = 32

const memberView = (instance: InstanceRow): Json<Api.AntiAffinityGroupMember> => ({
  type: 'instance',
  value: { id: instance.id, name: instance.name, run_state: settleInstance(instance).run_state },
})

function membersOf(group: AntiAffinityGroupRow): InstanceRow[] {
  const ids = new Set(db.antiAffinityMemberships.filter((m) => m.group_id === group.id).map((m) => m.instance_id))
  return db.instances.filter((i) => ids.has(i.id))
}

const groupsOf = (projectId: string) => childrenOf(db.antiAffinityGroups, 'project_id', projectId)

/** The member instance named in the path: it must live in the group's project. */
const instanceOfGroup = (user: UserRow, instance: string, project: ProjectRow): InstanceRow =>
  lookupInProject(lookupInstance, 'instance', user, instance, project)

const isMember = (group: AntiAffinityGroupRow, instance: InstanceRow) =>
  db.antiAffinityMemberships.some((m) => m.group_id === group.id && m.instance_id === instance.id)

const changeableGroup = (user: UserRow, group: string, project?: string) =>
  changeable(user, lookupAntiAffinityGroup(user, group, project))

export const antiAffinityHandlers: Partial<MSWHandlers> = {
  antiAffinityGroupList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(groupsOf(project.id), query)
  },

  antiAffinityGroupCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(groupsOf(project.id), KIND, body.name)
    const group: AntiAffinityGroupRow = {
      ...newIdentity(body),
      project_id: project.id,
      policy: body.policy,
      failure_domain: body.failure_domain,
    }
    db.antiAffinityGroups.push(group)
    return created(group)
  },

  antiAffinityGroupView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupAntiAffinityGroup(user, path.antiAffinityGroup, query.project).row
  },

  antiAffinityGroupUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableGroup(user, path.antiAffinityGroup, query.project)
    return applyIdentityUpdate(row, body, groupsOf(row.project_id), KIND)
  },

  antiAffinityGroupDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableGroup(user, path.antiAffinityGroup, query.project)
    db.antiAffinityGroups = db.antiAffinityGroups.filter((g) => g !== row)
    db.antiAffinityMemberships = db.antiAffinityMemberships.filter((m) => m.group_id !== row.id)
    return 204
  },

  antiAffinityGroupMemberList({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupAntiAffinityGroup(user, path.antiAffinityGroup, query.project)
    return pageOf(membersOf(row), query, memberView)
  },

  antiAffinityGroupMemberInstanceView({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupAntiAffinityGroup(user, path.antiAffinityGroup, query.project)
    const instance = instanceOfGroup(user, path.instance, project)
    if (!isMember(row, instance)) throw notFound('anti-affinity-group-member', 'instance', path.instance)
    return memberView(instance)
  },

  antiAffinityGroupMemberInstanceAdd({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableGroup(user, path.antiAffinityGroup, query.project)
    const instance = instanceOfGroup(user, path.instance, project)
    if (isMember(row, instance)) throw alreadyExists('anti-affinity-group-member', instance.name)
    requireInstanceState(instance, 'add it to an anti-affinity group')
    if (membersOf(row).length >= MAX_ANTI_AFFINITY_MEMBERS) {
      throw invalidRequest(`an anti-affinity group may have at most ${MAX_ANTI_AFFINITY_MEMBERS} members`)
    }
    db.antiAffinityMemberships.push({ group_id: row.id, instance_id: instance.id })
    return created(memberView(instance))
  },

  antiAffinityGroupMemberInstanceDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableGroup(user, path.antiAffinityGroup, query.project)
    const instance = instanceOfGroup(user, path.instance, project)
    if (!isMember(row, instance)) throw notFound('anti-affinity-group-member', 'instance', path.instance)
    db.antiAffinityMemberships = db.antiAffinityMemberships.filter(
      (m) => !(m.group_id === row.id && m.instance_id === instance.id),
    )
    return 204
  },

  instanceAntiAffinityGroupList({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupInstance(user, path.instance, query.project)
    const ids = new Set(db.antiAffinityMemberships.filter((m) => m.instance_id === row.id).map((m) => m.group_id))
    return paginate(
      db.antiAffinityGroups.filter((g) => ids.has(g.id)),
      query,
    )
  },
}
