import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { diskIds, snapshotIds } from '../fixtures/disks'
import { goldenImageId, ubuntuImageId } from '../fixtures/images'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { advanceClock, withFakeClock } from '../test-clock'
import { del, expectError, expectSchema, get, post } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

const GiB = 1024 ** 3
const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name)
const snap = (body: object, as = projectCollaboratorId) =>
  post('/v1/snapshots?project=demo-project', { as, body: { name: 'new-snap', description: '', ...body } })

describe('snapshots', () => {
  it('lists and views a project’s snapshots', async () => {
    const list = await get('/v1/snapshots?project=demo-project', { as: siloViewerId })
    expectSchema(schema.SnapshotResultsPage, list.body)
    expect(names(list.body)).toEqual(['db-data-nightly', 'web-server-1-boot-snap'])
    expect(list.body.items[0]).not.toHaveProperty('block_size')
    const one = await get(`/v1/snapshots/${snapshotIds.dbDataNightly}`, { as: siloViewerId })
    expectSchema(schema.Snapshot, one.body)
    expect(one.body).toMatchObject({ disk_id: diskIds.dbData, size: 500 * GiB, state: 'ready' })
    expectError(await get('/v1/snapshots/nope?project=demo-project', { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/snapshots?project=demo-project', { as: noRolesId }), 404)
  })

  it('snapshots attached and detached disks: creating, then ready', async () => {
    const res = await snap({ disk: 'web-data' })
    expect(res.status).toBe(201)
    expectSchema(schema.Snapshot, res.body)
    expect(res.body).toMatchObject({ state: 'creating', disk_id: diskIds.webData, size: 100 * GiB })
    advanceClock(STEP)
    expect((await get('/v1/snapshots/new-snap?project=demo-project', { as: fleetAdminId })).body.state).toBe('ready')
    expect((await snap({ name: 'of-scratch', disk: diskIds.scratch })).status).toBe(201)
  })

  it('refuses disks in other states, taken names, and the quota', async () => {
    const faulted = await snap({ disk: 'corrupted-disk' })
    expectError(faulted, 400, 'InvalidRequest')
    expect(faulted.body.message).toBe('disk state is faulted, cannot snapshot')
    expectError(await snap({ name: 'db-data-nightly', disk: 'web-data' }), 400, 'ObjectAlreadyExists')
    expectError(await snap({ disk: 'nope' }), 404)
    db.siloQuotas.find((q) => q.silo_id === demoSiloId)!.storage = 2000 * GiB
    expectError(await snap({ disk: 'web-data' }), 507, 'InsufficientCapacity')
  })

  it('deletes snapshots for collaborators only', async () => {
    expectError(await del('/v1/snapshots/db-data-nightly?project=demo-project', { as: siloViewerId }), 403)
    expect(
      (await del('/v1/snapshots/db-data-nightly?project=demo-project', { as: projectCollaboratorId })).status,
    ).toBe(204)
    expectError(await get(`/v1/snapshots/${snapshotIds.dbDataNightly}`, { as: fleetAdminId }), 404)
    expectError(await snap({ disk: 'web-data' }, siloViewerId), 403)
  })
})

describe('images', () => {
  it('lists the silo’s images without a project, and a project’s images with one', async () => {
    const silo = await get('/v1/images', { as: noRolesId })
    expect(silo.status).toBe(200)
    expectSchema(schema.ImageResultsPage, silo.body)
    expect(names(silo.body)).toEqual(['alpine-3-20', 'debian-12', 'fedora-40', 'ubuntu-24-04'])
    expect(silo.body.items[0]).not.toHaveProperty('silo_id')
    const project = await get('/v1/images?project=demo-project', { as: projectCollaboratorId })
    expect(names(project.body)).toEqual(['app-golden-image'])
    expect(names((await get('/v1/images', { as: samlUserId })).body)).toEqual(['ubuntu-22-04'])
    expectError(await get('/v1/images?project=demo-project', { as: noRolesId }), 404)
  })

  it('views an image by id, by name in a project, or by name among the silo’s', async () => {
    const byId = await get(`/v1/images/${ubuntuImageId}`, { as: siloViewerId })
    expectSchema(schema.Image, byId.body)
    expect(byId.body).toMatchObject({ name: 'ubuntu-24-04', os: 'ubuntu', project_id: null })
    expect((await get('/v1/images/ubuntu-24-04', { as: siloViewerId })).body.id).toBe(ubuntuImageId)
    const golden = await get('/v1/images/app-golden-image?project=demo-project', { as: siloViewerId })
    expect(golden.body.id).toBe(goldenImageId)
    expectError(await get('/v1/images/app-golden-image', { as: siloViewerId }), 404)
    expectError(await get(`/v1/images/${goldenImageId}`, { as: noRolesId }), 404)
    expectError(await get(`/v1/images/${ubuntuImageId}`, { as: samlUserId }), 404)
    expectError(await get(`/v1/images/${ubuntuImageId}?project=demo-project`, { as: fleetAdminId }), 400)
  })
})
