import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { diskIds, snapshotIds } from '../fixtures/disks'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { GiB } from '../sizes'
import { advanceClock, withFakeClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

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
    expectOk(res, 201, schema.Snapshot, { state: 'creating', disk_id: diskIds.webData, size: 100 * GiB })
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

  it('refuses to delete a snapshot still being taken, and deletes settled ones', async () => {
    const farm = (name: string) => del(`/v1/snapshots/${name}?project=build-farm`, { as: fleetAdminId })
    const creating = await farm('ci-runner-1-boot-hourly')
    expectError(creating, 400, 'InvalidRequest')
    expect(creating.body.message).toBe('snapshot state is creating, cannot delete')
    for (const name of ['toolchain-2025-07', 'artifact-mirror-2025-06', 'nightly-scratch-final']) {
      expect((await farm(name)).status, name).toBe(204)
    }
    expect((await snap({ disk: 'web-data' })).body.state).toBe('creating')
    const tooSoon = await del('/v1/snapshots/new-snap?project=demo-project', { as: projectCollaboratorId })
    expect(tooSoon.body.message).toBe('snapshot state is creating, cannot delete')
    advanceClock(STEP)
    expect((await del('/v1/snapshots/new-snap?project=demo-project', { as: projectCollaboratorId })).status).toBe(204)
  })

  it('seeds build-farm with a snapshot in every state', async () => {
    const res = await get('/v1/snapshots?project=build-farm', { as: siloViewerId })
    expectSchema(schema.SnapshotResultsPage, res.body)
    const states = res.body.items.map((s: { state: string }) => s.state)
    expect(new Set(states)).toEqual(new Set(['creating', 'ready', 'faulted', 'destroyed']))
    expect(states.filter((s: string) => s === 'ready')).toHaveLength(2)
  })
})
