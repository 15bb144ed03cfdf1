/** Projects: the unit of ownership inside a silo. Names are unique per silo. */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, projectRole, requireSiloRole } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { changeable } from '../lookups'
import { createDefaultVpc } from '../network'
import { pageOf } from '../pagination'
import type { ProjectRow, UserRow } from '../records'
import { applyIdentityUpdate, assertNameFree, created, newIdentity } from '../resources'

/** The API's view of a project: the silo it belongs to is implied by the caller's session. */
const projectView = ({ id, name, description, time_created, time_modified }: ProjectRow) => ({
  id,
  name,
  description,
  time_created,
  time_modified,
})

const projectsOf = (siloId: string) => childrenOf(db.projects, 'silo_id', siloId)

/** A project the caller may change: 404 if they cannot read it, 403 if they cannot change it. */
const changeableProject = (user: UserRow, project: string) =>
  changeable(user, { project: lookupReadableProject(user, project) }).project

/**
 * What the real API looks for before it deletes a project, in the order it looks, named as
 * its refusal names them. It deletes nothing on the caller's behalf, the default VPC
 * included. (It finds any one child; the mock names the first by name, to be predictable.)
 */
const PROJECT_CHILDREN: [kind: string, rows: () => readonly { project_id?: string | null; name: string }[]][] = [
  ['instance', () => db.instances],
  ['disk', () => db.disks],
  ['floating ip', () => db.floatingIps],
  ['project image', () => db.images],
  ['snapshot', () => db.snapshots],
  ['vpc', () => db.vpcs],
  ['anti affinity group', () => db.antiAffinityGroups],
  ['affinity group', () => db.affinityGroups],
]

function refuseUnlessEmpty(project: ProjectRow): void {
  for (const [kind, rows] of PROJECT_CHILDREN) {
    const names = rows()
      .filter((row) => row.project_id === project.id)
      .map((row) => row.name)
      .sort()
    if (names.length === 0) continue
    const article = /^[aeiou]/.test(kind) ? 'an' : 'a'
    throw invalidRequest(`project to be deleted contains ${article} ${kind}: ${names[0]}`)
  }
}

export const projectHandlers: Partial<MSWHandlers> = {
  projectList(params) {
    const user = currentUser(params)
    // like the real API, a list shows only what the caller may read
    const visible = projectsOf(user.silo_id).filter((p) => projectRole(user, p))
    return pageOf(visible, params.query, projectView)
  },

  projectCreate({ body, ...params }) {
    const user = currentUser(params)
    requireSiloRole(user, 'collaborator')
    assertNameFree(projectsOf(user.silo_id), 'project', body.name)
    const project: ProjectRow = { ...newIdentity(body), silo_id: user.silo_id }
    db.projects.push(project)
    db.projectPolicies[project.id] = { role_assignments: [] }
    // as in the real API, so that an instance's default network interface has somewhere to go
    createDefaultVpc(project, project.time_created)
    return created(projectView(project))
  },

  projectView({ path, ...params }) {
    const user = currentUser(params)
    return projectView(lookupReadableProject(user, path.project))
  },

  projectUpdate({ path, body, ...params }) {
    const user = currentUser(params)
    const project = changeableProject(user, path.project)
    return projectView(applyIdentityUpdate(project, body, projectsOf(user.silo_id), 'project'))
  },

  projectDelete({ path, ...params }) {
    const user = currentUser(params)
    const project = changeableProject(user, path.project)
    refuseUnlessEmpty(project)
    db.projects = db.projects.filter((p) => p !== project)
    delete db.projectPolicies[project.id]
    return 204
  },
}
