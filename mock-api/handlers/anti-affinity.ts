/**
 * Anti-affinity groups: instances the control plane should keep on different sleds. An
 * instance joins a group only while stopped, since placement is decided when it starts.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db, isUuid } from '../db'
import { alreadyExists, invalidRequest, notFound } from '../errors'
import { settleInstance } from '../lifecycle'
import { lookupAntiAffinityGroup, lookupInstance, projectFromQuery } from '../lookups'
import { paginate } from '../pagination'
import type { AntiAffinityGroupRow, InstanceRow, ProjectRow, UserRow } from '../records'
import { requireInstanceState } from '../state-rules'

/** The document: anti-affinity groups can contain up to 32 members. */
export const MAX_ANTI_AFFINITY_MEMBERS = 32

const memberView = (instance: InstanceRow): Json<Api.AntiAffinityGroupMember> => ({
  type: 'instance',
  value: { id: instance.id, name: instance.name, run_state: settleInstance(instance).run_state },
})

function membersOf(group: AntiAffinityGroupRow): InstanceRow[] {
  const ids = new Set(db.antiAffinityMemberships.filter((m) => m.group_id === group.id).map((m) => m.instance_id))
  return db.instances.filter((i) => ids.has(i.id))
}

function assertNameFree(projectId: string, name: string, except?: AntiAffinityGroupRow) {
  if (db.antiAffinityGroups.some((g) => g !== except && g.project_id === projectId && g.name === name)) {
    throw alreadyExists('anti-affinity-group', name)
  }
}

/** The member instance named in the path: it must live in the group's project. */
function instanceOfGroup(user: UserRow, instance: string, project: ProjectRow): InstanceRow {
  const row = isUuid(instance) ? lookupInstance(user, instance).row : lookupInstance(user, instance, project.id).row
  if (row.project_id !== project.id) throw notFound('instance', 'id', instance)
  return row
}

const isMember = (group: AntiAffinityGroupRow, instance: InstanceRow) =>
  db.antiAffinityMemberships.some((m) => m.group_id === group.id && m.instance_id === instance.id)

function changeableGroup(user: UserRow, group: string, project?: string) {
  const found = lookupAntiAffinityGroup(user, group, project)
  requireProjectRole(user, found.project, 'collaborator')
  return found
}

export const antiAffinityHandlers: Partial<MSWHandlers> = {
  antiAffinityGroupList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return paginate(
      db.antiAffinityGroups.filter((g) => g.project_id === project.id),
      query,
    )
  },

  antiAffinityGroupCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    requireProjectRole(user, project, 'collaborator')
    assertNameFree(project.id, body.name)
    const now = new Date().toISOString()
    const group: AntiAffinityGroupRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      policy: body.policy,
      failure_domain: body.failure_domain,
      time_created: now,
      time_modified: now,
    }
    db.antiAffinityGroups.push(group)
    return json(group, { status: 201 })
  },

  antiAffinityGroupView({ path, query, ...params }) {
    const user = currentUser(params)
    return lookupAntiAffinityGroup(user, path.antiAffinityGroup, query.project).row
  },

  antiAffinityGroupUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row } = changeableGroup(user, path.antiAffinityGroup, query.project)
    if (body.name && body.name !== row.name) {
      assertNameFree(row.project_id, body.name, row)
      row.name = body.name
    }
    if (body.description != null) row.description = body.description
    row.time_modified = new Date().toISOString()
    return row
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
    const page = paginate(membersOf(row), query)
    return { items: page.items.map(memberView), next_page: page.next_page }
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
    return json(memberView(instance), { status: 201 })
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
