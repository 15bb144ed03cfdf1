import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { demoProjectId, otherProjectId, webFrontendId } from '../fixtures/projects'
import {
  fleetAdminId,
  graceHopperId,
  noRolesId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
} from '../fixtures/users'
import { GiB } from '../sizes'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name)

describe('projectList', () => {
  it('lists the silo’s projects by name for a silo member', async () => {
    const res = await get('/v1/projects', { as: siloViewerId })
    expectOk(res, 200, schema.ProjectResultsPage)
    expect(names(res.body)).toEqual([
      'analytics-pipeline',
      'build-farm',
      'demo-project',
      'ml-training',
      'scale-test',
      'web-frontend',
    ])
    expect(res.body.next_page).toBeNull()
    // no internal fields leak into the API view
    expect(Object.keys(res.body.items[0]).sort()).toEqual([
      'description',
      'id',
      'name',
      'time_created',
      'time_modified',
    ])
  })

  it('shows only the projects a user can read', async () => {
    expect(names((await get('/v1/projects', { as: projectCollaboratorId })).body)).toEqual(['demo-project'])
    expect(names((await get('/v1/projects', { as: noRolesId })).body)).toEqual([])
    expect(names((await get('/v1/projects', { as: samlUserId })).body)).toEqual(['other-project'])
  })

  it('sorts and pages', async () => {
    const desc = await get('/v1/projects?sort_by=name_descending&limit=2', { as: fleetAdminId })
    expect(names(desc.body)).toEqual(['web-frontend', 'scale-test'])
    const next = await get(`/v1/projects?limit=2&page_token=${desc.body.next_page}`, { as: fleetAdminId })
    expectSchema(schema.ProjectResultsPage, next.body)
    expect(names(next.body)).toEqual(['ml-training', 'demo-project'])

    const byId = await get('/v1/projects?sort_by=id_ascending', { as: fleetAdminId })
    const ids = byId.body.items.map((p: { id: string }) => p.id)
    expect(ids).toEqual([...ids].sort())
  })

  it('rejects a bad sort mode, limit or page token with 400', async () => {
    expectError(await get('/v1/projects?sort_by=newest', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/projects?limit=-1', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/projects?page_token=zzz', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('projectCreate', () => {
  const create = (as: string | undefined, body: unknown) => post('/v1/projects', { as, body })

  it('creates a project for a silo collaborator', async () => {
    const res = await create(graceHopperId, { name: 'new-project', description: 'fresh' })
    expectOk(res, 201, schema.Project, { name: 'new-project', description: 'fresh' })
    const view = await get('/v1/projects/new-project', { as: graceHopperId })
    expect(view.body.id).toBe(res.body.id)
  })

  it('rejects an invalid name or body with 400', async () => {
    for (const name of ['Bad', '1abc', 'ends-with-', 'a'.repeat(64), demoProjectId]) {
      expectError(await create(fleetAdminId, { name, description: '' }), 400, 'InvalidRequest')
    }
    expectError(await create(fleetAdminId, { name: 'no-description' }), 400, 'InvalidRequest')
  })

  it('rejects a taken name with ObjectAlreadyExists', async () => {
    const res = await create(fleetAdminId, { name: 'demo-project', description: '' })
    expectError(res, 400, 'ObjectAlreadyExists')
    expect(res.body.message).toBe('already exists: project "demo-project"')
  })

  it('allows a name that is only taken in another silo', async () => {
    expect((await create(fleetAdminId, { name: 'other-project', description: '' })).status).toBe(201)
  })

  it('forbids users below silo collaborator', async () => {
    expectError(await create(siloViewerId, { name: 'mine', description: '' }), 403, 'Forbidden')
    expectError(await create(projectCollaboratorId, { name: 'mine', description: '' }), 403, 'Forbidden')
    expectError(await create(undefined, { name: 'mine', description: '' }), 401)
  })
})

describe('projectView', () => {
  it('finds a project by name or id', async () => {
    const byName = await get('/v1/projects/demo-project', { as: projectCollaboratorId })
    expectOk(byName, 200, schema.Project)
    const byId = await get(`/v1/projects/${demoProjectId}`, { as: projectCollaboratorId })
    expect(byId.body).toEqual(byName.body)
  })

  it('answers 404 for an unknown project', async () => {
    const res = await get('/v1/projects/nope', { as: fleetAdminId })
    expectError(res, 404, 'ObjectNotFound')
    expect(res.body.message).toBe('not found: project with name "nope"')
  })

  it('answers 400 for a path id that is neither a name nor an id, in a short message', async () => {
    const res = await get('/v1/projects/Not_A_Name', { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('bad path parameter "project": "Not_A_Name" is neither a name nor an id')
  })

  it('hides projects the user cannot read, and other silos’ projects, behind 404', async () => {
    const hidden = await get('/v1/projects/web-frontend', { as: projectCollaboratorId })
    expectError(hidden, 404, 'ObjectNotFound')
    expect(hidden.body.message).toBe('not found: project with name "web-frontend"')
    expectError(await get(`/v1/projects/${otherProjectId}`, { as: fleetAdminId }), 404)
    expectError(await get('/v1/projects/demo-project'), 401)
  })
})

describe('projectUpdate', () => {
  it('renames and re-describes a project', async () => {
    const res = await put('/v1/projects/demo-project', {
      as: projectCollaboratorId,
      body: { name: 'renamed', description: 'new words' },
    })
    expectOk(res, 200, schema.Project, { id: demoProjectId, name: 'renamed', description: 'new words' })
    expect(Date.parse(res.body.time_modified)).toBeGreaterThan(Date.parse(res.body.time_created))
    expectError(await get('/v1/projects/demo-project', { as: fleetAdminId }), 404)
  })

  it('changes only what is given', async () => {
    const res = await put(`/v1/projects/${webFrontendId}`, { as: graceHopperId, body: { description: 'x' } })
    expect(res.body).toMatchObject({ name: 'web-frontend', description: 'x' })
  })

  it('rejects a taken or invalid name', async () => {
    expectError(
      await put('/v1/projects/demo-project', { as: fleetAdminId, body: { name: 'web-frontend' } }),
      400,
      'ObjectAlreadyExists',
    )
    expectError(await put('/v1/projects/demo-project', { as: fleetAdminId, body: { name: 'Web' } }), 400)
  })

  it('forbids viewers (403) and hides the project from outsiders (404)', async () => {
    expectError(await put('/v1/projects/demo-project', { as: siloViewerId, body: { description: 'x' } }), 403)
    expectError(await put('/v1/projects/web-frontend', { as: projectCollaboratorId, body: {} }), 404)
  })
})

describe('projectDelete', () => {
  const deleteProject = (name: string, as = fleetAdminId) => del(`/v1/projects/${name}`, { as })
  const antiAffinity = { description: '', policy: 'allow', failure_domain: 'sled' }
  const inProject = (path: string, body: object) => post(`${path}?project=emptied`, { as: fleetAdminId, body })

  /** A new project holds its default VPC and subnet, as in the real API: remove them. */
  async function removeDefaultNetwork(project: string) {
    const subnet = await del(`/v1/vpc-subnets/default?project=${project}&vpc=default`, { as: fleetAdminId })
    expect(subnet.status).toBe(204)
    expect((await del(`/v1/vpcs/default?project=${project}`, { as: fleetAdminId })).status).toBe(204)
  }

  it('refuses while the project holds anything, naming it, and leaves every row in place', async () => {
    const before = { instances: db.instances.length, disks: db.disks.length, vpcs: db.vpcs.length }
    const res = await deleteProject('demo-project')
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('project to be deleted contains an instance: analytics-worker')
    expectOk(await get('/v1/projects/demo-project', { as: fleetAdminId }), 200, schema.Project)
    expect({ instances: db.instances.length, disks: db.disks.length, vpcs: db.vpcs.length }).toEqual(before)
    expect(db.projectPolicies[demoProjectId]).toBeDefined()
  })

  it('checks the kinds of children in the real API’s order, down to the default VPC', async () => {
    expect((await post('/v1/projects', { as: fleetAdminId, body: { name: 'emptied', description: '' } })).status).toBe(
      201,
    )
    const disk = { name: 'left-disk', description: '', size: GiB, disk_source: { type: 'blank', block_size: 512 } }
    expect((await inProject('/v1/disks', disk)).status).toBe(201)
    expect((await inProject('/v1/floating-ips', { name: 'left-ip', description: '' })).status).toBe(201)
    expect((await inProject('/v1/anti-affinity-groups', { ...antiAffinity, name: 'left-group' })).status).toBe(201)
    expect((await inProject('/v1/affinity-groups', { ...antiAffinity, name: 'left-together' })).status).toBe(201)

    const refusals: string[] = []
    const refusal = async () => {
      const res = await deleteProject('emptied')
      expectError(res, 400, 'InvalidRequest')
      refusals.push(res.body.message)
    }
    await refusal()
    expect((await del('/v1/disks/left-disk?project=emptied', { as: fleetAdminId })).status).toBe(204)
    await refusal()
    expect((await del('/v1/floating-ips/left-ip?project=emptied', { as: fleetAdminId })).status).toBe(204)
    await refusal()
    await removeDefaultNetwork('emptied')
    await refusal()
    expect((await del('/v1/anti-affinity-groups/left-group?project=emptied', { as: fleetAdminId })).status).toBe(204)
    await refusal()
    expect(refusals).toEqual([
      'project to be deleted contains a disk: left-disk',
      'project to be deleted contains a floating ip: left-ip',
      'project to be deleted contains a vpc: default',
      'project to be deleted contains an anti affinity group: left-group',
      'project to be deleted contains an affinity group: left-together',
    ])
  })

  it('deletes an empty project and its policy', async () => {
    const created = await post('/v1/projects', { as: graceHopperId, body: { name: 'short-lived', description: '' } })
    await removeDefaultNetwork('short-lived')
    expect((await deleteProject('short-lived', graceHopperId)).status).toBe(204)
    expectError(await get('/v1/projects/short-lived', { as: fleetAdminId }), 404)
    expect(db.projectPolicies[created.body.id]).toBeUndefined()
  })

  it('answers 404 for an unknown project', async () => {
    expectError(await del('/v1/projects/nope', { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('forbids silo viewers', async () => {
    expectError(await del('/v1/projects/demo-project', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await del('/v1/projects/demo-project'), 401)
  })
})
