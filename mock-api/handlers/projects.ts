/** Projects: the unit of ownership inside a silo. Names are unique per silo. */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, projectRole, requireProjectRole, requireSiloRole } from '../auth'
import { db } from '../db'
import { alreadyExists } from '../errors'
import { createDefaultVpc } from '../network'
import { paginate } from '../pagination'
import type { ProjectRow } from '../records'

/** The API's view of a project: the silo it belongs to is implied by the caller's session. */
export const projectView = ({ id, name, description, time_created, time_modified }: ProjectRow) => ({
  id,
  name,
  description,
  time_created,
  time_modified,
})

function assertNameFree(siloId: string, name: string) {
  if (db.projects.some((p) => p.silo_id === siloId && p.name === name)) {
    throw alreadyExists('project', name)
  }
}

export const projectHandlers: Partial<MSWHandlers> = {
  projectList(params) {
    const user = currentUser(params)
    // like the real API, a list shows only what the caller may read
    const visible = db.projects.filter((p) => p.silo_id === user.silo_id && projectRole(user, p))
    const page = paginate(visible, params.query, 'name_ascending')
    return { items: page.items.map(projectView), next_page: page.next_page }
  },

  projectCreate({ body, ...params }) {
    const user = currentUser(params)
    requireSiloRole(user, 'collaborator')
    assertNameFree(user.silo_id, body.name)
    const now = new Date().toISOString()
    const project: ProjectRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      silo_id: user.silo_id,
      time_created: now,
      time_modified: now,
    }
    db.projects.push(project)
    db.projectPolicies[project.id] = { role_assignments: [] }
    // as in the real API, so that an instance's default network interface has somewhere to go
    createDefaultVpc(project, now)
    return json(projectView(project), { status: 201 })
  },

  projectView({ path, ...params }) {
    const user = currentUser(params)
    return projectView(lookupReadableProject(user, path.project))
  },

  projectUpdate({ path, body, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    requireProjectRole(user, project, 'collaborator')
    if (body.name && body.name !== project.name) {
      assertNameFree(user.silo_id, body.name)
      project.name = body.name
    }
    if (body.description != null) project.description = body.description
    project.time_modified = new Date().toISOString()
    return projectView(project)
  },

  projectDelete({ path, ...params }) {
    const user = currentUser(params)
    const project = lookupReadableProject(user, path.project)
    requireProjectRole(user, project, 'collaborator')
    db.projects = db.projects.filter((p) => p !== project)
    delete db.projectPolicies[project.id]
    return 204
  },
}
