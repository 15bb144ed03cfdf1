import { describe, expect, it } from 'vitest'
import { fleetRole, projectRole, siloRole, strongest } from './auth'
import { db, lookupProject, lookupUser, resetDb } from './db'
import { demoProjectId, webFrontendId } from './fixtures/projects'
import { demoSiloId } from './fixtures/silos'
import * as users from './fixtures/users'

const user = (id: string) => lookupUser(id)
const project = (id: string) => lookupProject(id, demoSiloId)

describe('roles of the seed users', () => {
  it('fleet-admin is fleet admin and silo admin, hence admin of every project', () => {
    const u = user(users.fleetAdminId)
    expect(fleetRole(u)).toBe('admin')
    expect(siloRole(u)).toBe('admin')
    expect(projectRole(u, project(webFrontendId))).toBe('admin')
  })

  it('silo-viewer views the silo and its projects but is no fleet viewer', () => {
    const u = user(users.siloViewerId)
    expect(fleetRole(u)).toBeNull()
    expect(siloRole(u)).toBe('viewer')
    expect(projectRole(u, project(demoProjectId))).toBe('viewer')
  })

  it('project-collaborator collaborates on demo-project only, through the web-devs group', () => {
    const u = user(users.projectCollaboratorId)
    expect(siloRole(u)).toBeNull()
    expect(projectRole(u, project(demoProjectId))).toBe('collaborator')
    expect(projectRole(u, project(webFrontendId))).toBeNull()
    expect(db.projectPolicies[demoProjectId].role_assignments.some((a) => a.identity_id === u.id)).toBe(false)
  })

  it('no-roles has no role anywhere and no groups', () => {
    const u = user(users.noRolesId)
    expect([fleetRole(u), siloRole(u), projectRole(u, project(demoProjectId))]).toEqual([null, null, null])
    expect(db.groupMemberships.some((m) => m.user_id === u.id)).toBe(false)
  })

  it('the strongest of several assignments wins', () => {
    expect(strongest(['viewer', 'admin', 'collaborator'])).toBe('admin')
    expect(strongest([null, 'viewer'])).toBe('viewer')
    expect(strongest([])).toBeNull()
    // katherine-johnson: silo viewer via kernel-devs, collaborator via data-science, admin herself
    expect(projectRole(user(users.katherineJohnsonId), project('ml-training'))).toBe('admin')
  })

  it('nobody holds a role on another silo', () => {
    expect(siloRole(user(users.fleetAdminId), db.silos[1].id)).toBeNull()
  })
})

describe('resetDb', () => {
  it('restores the fixtures without sharing objects with them', () => {
    db.projects[0].name = 'changed'
    db.users.length = 0
    resetDb()
    expect(db.projects[0].name).toBe('demo-project')
    expect(db.users).toHaveLength(8)
    expect(users.fleetAdmin.display_name).toBe('fleet-admin')
  })
})
