import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import type { RoleAssignment } from '../records'
import {
  dennisRitchieId,
  fleetAdminId,
  graceHopperId,
  kernelDevsGroupId,
  noRolesId,
  otherAdminsGroupId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
  webDevsGroupId,
} from '../fixtures/users'
import { expectError, expectOk, get, put } from '../test-utils'
import { MAX_ROLE_ASSIGNMENTS } from './policies'

const user = (identity_id: string, role_name: RoleAssignment['role_name']): RoleAssignment => ({
  identity_id,
  identity_type: 'silo_user',
  role_name,
})
const group = (identity_id: string, role_name: RoleAssignment['role_name']): RoleAssignment => ({
  identity_id,
  identity_type: 'silo_group',
  role_name,
})

describe('projectPolicyView', () => {
  it('shows the project’s own assignments to anyone who can read it', async () => {
    const res = await get('/v1/projects/demo-project/policy', { as: projectCollaboratorId })
    expectOk(res, 200, schema.ProjectRolePolicy)
    expect(res.body).toEqual({ role_assignments: [group(webDevsGroupId, 'collaborator')] })
  })

  it('answers 404 for an unknown project', async () => {
    expectError(await get('/v1/projects/nope/policy', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('hides the project from users who cannot read it', async () => {
    expectError(await get('/v1/projects/demo-project/policy', { as: noRolesId }), 404)
    expectError(await get('/v1/projects/demo-project/policy'), 401)
  })
})

describe('projectPolicyUpdate', () => {
  const update = (as: string, role_assignments: RoleAssignment[], project = 'demo-project') =>
    put(`/v1/projects/${project}/policy`, { as, body: { role_assignments } })

  it('replaces the assignments (silo admins are project admins)', async () => {
    const next = [group(webDevsGroupId, 'viewer'), user(noRolesId, 'admin')]
    const res = await update(fleetAdminId, next)
    expectOk(res, 200, schema.ProjectRolePolicy)
    // answered in the real API's order: by role name, then identity id
    expect(res.body.role_assignments).toEqual([next[1], next[0]])
    expect((await get('/v1/projects/demo-project/policy', { as: fleetAdminId })).body).toEqual(res.body)
    // the new grant takes effect at once
    expect((await get('/v1/projects/demo-project', { as: noRolesId })).status).toBe(200)
    // and the group lost write access
    expectError(await put('/v1/projects/demo-project', { as: projectCollaboratorId, body: {} }), 403)
  })

  it('lets a project admin edit their project’s policy', async () => {
    const res = await update(
      graceHopperId,
      [user(graceHopperId, 'admin'), user(siloViewerId, 'viewer')],
      'web-frontend',
    )
    expect(res.status).toBe(200)
  })

  it('stores identities without looking them up, as the real API does', async () => {
    const nobody = crypto.randomUUID()
    const res = await update(fleetAdminId, [user(nobody, 'viewer'), user(samlUserId, 'viewer')])
    expectOk(res, 200, schema.ProjectRolePolicy)
    expect(res.body.role_assignments).toHaveLength(2)
    expect(res.body.role_assignments).toContainEqual(user(nobody, 'viewer'))
  })

  it('keeps two roles of one identity, and fails on the same assignment twice as the real API does', async () => {
    const both = [user(noRolesId, 'viewer'), user(noRolesId, 'admin')]
    expect((await update(fleetAdminId, both)).body.role_assignments).toEqual([both[1], both[0]])
    const before = (await get('/v1/projects/demo-project/policy', { as: fleetAdminId })).body
    // the primary key (identity, resource, role) refuses the second insert: a server error
    const res = await update(fleetAdminId, [user(noRolesId, 'viewer'), user(noRolesId, 'viewer')])
    expectError(res, 500, 'Internal')
    // and nothing was written
    expect((await get('/v1/projects/demo-project/policy', { as: fleetAdminId })).body).toEqual(before)
  })

  it('refuses more than 64 assignments while parsing the body, and bad values', async () => {
    const tooMany = Array.from({ length: MAX_ROLE_ASSIGNMENTS + 1 }, () => user(crypto.randomUUID(), 'viewer'))
    const res = await update(fleetAdminId, tooMany)
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(
      'unable to parse JSON body: role_assignments: invalid length 65, expected a list of at most 64 role assignments',
    )
    const atMost = tooMany.slice(0, MAX_ROLE_ASSIGNMENTS)
    expectOk(await update(fleetAdminId, atMost), 200, schema.ProjectRolePolicy)
    expectError(await update(fleetAdminId, [user(noRolesId, 'owner' as 'admin')]), 400, 'InvalidRequest')
    expectError(await update(fleetAdminId, [user('not-a-uuid', 'viewer')]), 400, 'InvalidRequest')
  })

  it('forbids collaborators and viewers', async () => {
    expectError(await update(projectCollaboratorId, []), 403, 'Forbidden')
    expectError(await update(siloViewerId, []), 403, 'Forbidden')
    expectError(await update(noRolesId, []), 404)
  })
})

describe('policyView (silo)', () => {
  it('shows the silo policy to any member of the silo', async () => {
    const res = await get('/v1/policy', { as: noRolesId })
    expectOk(res, 200, schema.SiloRolePolicy)
    expect(res.body.role_assignments).toContainEqual(user(fleetAdminId, 'admin'))
    expect(res.body.role_assignments).toContainEqual(group(kernelDevsGroupId, 'viewer'))
  })

  it('shows the caller’s own silo only', async () => {
    const res = await get('/v1/policy', { as: samlUserId })
    expect(res.body.role_assignments).not.toContainEqual(user(fleetAdminId, 'admin'))
  })
})

describe('policyUpdate (silo)', () => {
  it('replaces the silo’s assignments', async () => {
    const next = [user(dennisRitchieId, 'collaborator'), user(fleetAdminId, 'admin')]
    const res = await put('/v1/policy', { as: fleetAdminId, body: { role_assignments: next } })
    expectOk(res, 200, schema.SiloRolePolicy)
    expect(res.body.role_assignments).toEqual([next[1], next[0]])
    // silo-viewer lost the silo role, so the silo's projects vanish for them
    expect((await get('/v1/projects', { as: siloViewerId })).body.items).toEqual([])
  })

  it('refuses a body without role_assignments, repeats and too many', async () => {
    expectError(await put('/v1/policy', { as: fleetAdminId, body: { roles: [] } }), 400, 'InvalidRequest')
    const twice = [user(dennisRitchieId, 'viewer'), user(dennisRitchieId, 'viewer')]
    expectError(await put('/v1/policy', { as: fleetAdminId, body: { role_assignments: twice } }), 500)
    const tooMany = Array.from({ length: MAX_ROLE_ASSIGNMENTS + 1 }, () => user(crypto.randomUUID(), 'viewer'))
    expectError(await put('/v1/policy', { as: fleetAdminId, body: { role_assignments: tooMany } }), 400)
    expect((await get('/v1/policy', { as: fleetAdminId })).body.role_assignments).toHaveLength(4)
  })

  it('needs silo admin', async () => {
    expectError(await put('/v1/policy', { as: graceHopperId, body: { role_assignments: [] } }), 403, 'Forbidden')
    expectError(await put('/v1/policy', { as: siloViewerId, body: { role_assignments: [] } }), 403, 'Forbidden')
    expectError(await put('/v1/policy', { body: { role_assignments: [] } }), 401)
  })
})

describe('siloPolicyView and siloPolicyUpdate (a silo by name, for operators)', () => {
  const OTHER = '/v1/system/silos/other-silo/policy'

  it('shows any silo’s policy to a fleet admin, and their own silo’s to its viewers only', async () => {
    const res = await get(OTHER, { as: fleetAdminId })
    expectOk(res, 200, schema.SiloRolePolicy)
    expect(res.body.role_assignments).toEqual([group(otherAdminsGroupId, 'admin')])
    expectOk(await get('/v1/system/silos/demo-silo/policy', { as: siloViewerId }), 200, schema.SiloRolePolicy)
    expectError(await get(OTHER, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/silos/demo-silo/policy', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/system/silos/no-such-silo/policy', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('lets a fleet admin replace another silo’s assignments; a silo viewer may not change theirs', async () => {
    const assignments = [group(otherAdminsGroupId, 'admin'), user(samlUserId, 'viewer')]
    const res = await put(OTHER, { as: fleetAdminId, body: { role_assignments: assignments } })
    expectOk(res, 200, schema.SiloRolePolicy)
    expect((await get(OTHER, { as: fleetAdminId })).body.role_assignments).toEqual([
      group(otherAdminsGroupId, 'admin'),
      user(samlUserId, 'viewer'),
    ])
    const refused = await put('/v1/system/silos/demo-silo/policy', {
      as: siloViewerId,
      body: { role_assignments: [] },
    })
    expectError(refused, 403, 'Forbidden')
    expect((await get('/v1/system/silos/demo-silo/policy', { as: siloViewerId })).body.role_assignments).not.toEqual([])
  })
})

describe('systemPolicyView', () => {
  it('shows the fleet policy to fleet viewers', async () => {
    const res = await get('/v1/system/policy', { as: fleetAdminId })
    expectOk(res, 200, schema.FleetRolePolicy)
    expect(res.body.role_assignments).toEqual([user(fleetAdminId, 'admin')])
  })

  it('is forbidden to a silo viewer, who is no fleet viewer', async () => {
    expectError(await get('/v1/system/policy', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get('/v1/system/policy', { as: noRolesId }), 403, 'Forbidden')
    expectError(await get('/v1/system/policy'), 401)
  })

  it('takes no input: a query string is ignored', async () => {
    expect((await get('/v1/system/policy?limit=abc', { as: fleetAdminId })).status).toBe(200)
  })
})

describe('systemPolicyUpdate', () => {
  it('grants fleet roles, to users of any silo', async () => {
    const next = [user(fleetAdminId, 'admin'), user(samlUserId, 'viewer')]
    const res = await put('/v1/system/policy', { as: fleetAdminId, body: { role_assignments: next } })
    expectOk(res, 200, schema.FleetRolePolicy)
    expect((await get('/v1/system/policy', { as: samlUserId })).status).toBe(200)
  })

  it('refuses the same assignment twice', async () => {
    const body = { role_assignments: [group(kernelDevsGroupId, 'viewer'), group(kernelDevsGroupId, 'viewer')] }
    expectError(await put('/v1/system/policy', { as: fleetAdminId, body }), 500, 'Internal')
  })

  it('needs fleet admin: a fleet viewer may read the policy but not change it', async () => {
    const body = { role_assignments: [] }
    expectError(await put('/v1/system/policy', { as: siloViewerId, body }), 403, 'Forbidden')
    const withViewer = [user(fleetAdminId, 'admin'), user(siloViewerId, 'viewer')]
    expectOk(
      await put('/v1/system/policy', { as: fleetAdminId, body: { role_assignments: withViewer } }),
      200,
      schema.FleetRolePolicy,
    )
    expect((await get('/v1/system/policy', { as: siloViewerId })).status).toBe(200)
    expectError(await put('/v1/system/policy', { as: siloViewerId, body }), 403, 'Forbidden')
    expect((await get('/v1/system/policy', { as: fleetAdminId })).body.role_assignments).toEqual(withViewer)
  })

  it('refuses a role that is not a fleet role, and keeps the policy as it was', async () => {
    const body = { role_assignments: [{ identity_id: siloViewerId, identity_type: 'silo_user', role_name: 'owner' }] }
    expectError(await put('/v1/system/policy', { as: fleetAdminId, body }), 400, 'InvalidRequest')
    expect((await get('/v1/system/policy', { as: fleetAdminId })).body.role_assignments).toEqual([
      user(fleetAdminId, 'admin'),
    ])
  })
})
