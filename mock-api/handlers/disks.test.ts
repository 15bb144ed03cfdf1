import { DISK_STATES } from '../../test/apiStates'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { storageInUse } from '../quotas'
import { diskIds, snapshotIds } from '../fixtures/disks'
import { goldenImageId, ubuntuImageId } from '../fixtures/images'
import { instanceIds } from '../fixtures/instances'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { GiB } from '../sizes'
import { advanceClock, withFakeClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

const disk = (name: string) => get(`/v1/disks/${name}?project=demo-project`, { as: fleetAdminId })
const createDisk = (body: object, as = projectCollaboratorId, project = 'demo-project') =>
  post(`/v1/disks?project=${project}`, { as, body: { name: 'new-disk', description: '', size: 10 * GiB, ...body } })
const blank = { type: 'blank', block_size: 512 }
const attach = (instance: string, diskName: string, as = projectCollaboratorId) =>
  post(`/v1/instances/${instance}/disks/attach?project=demo-project`, { as, body: { disk: diskName } })
const snapshotOf = (diskName: string) =>
  post('/v1/snapshots?project=demo-project', {
    as: projectCollaboratorId,
    body: { name: `${diskName}-snap`, description: '', disk: diskName },
  })
const detach = (instance: string, diskName: string, as = projectCollaboratorId) =>
  post(`/v1/instances/${instance}/disks/detach?project=demo-project`, { as, body: { disk: diskName } })

describe('diskList', () => {
  it('lists a project’s disks with their states', async () => {
    const res = await get('/v1/disks?project=demo-project', { as: siloViewerId })
    expectOk(res, 200, schema.DiskResultsPage)
    const states = Object.fromEntries(
      res.body.items.map((d: { name: string; state: { state: string } }) => [d.name, d.state.state]),
    )
    expect(states).toMatchObject({ 'scratch-disk': 'detached', 'web-data': 'attached', 'corrupted-disk': 'faulted' })
    expect(res.body.items).toHaveLength(15)
    expect(res.body.items[0]).not.toHaveProperty('pending')
  })

  it('shows build-farm’s disks in every state the API has', async () => {
    const res = await get('/v1/disks?project=build-farm', { as: siloViewerId })
    expectSchema(schema.DiskResultsPage, res.body)
    const states = new Set(res.body.items.map((d: { state: { state: string } }) => d.state.state))
    expect(states).toEqual(new Set(DISK_STATES))
    // seeded in-between states have nothing pending: they are still there much later
    advanceClock(60 * 60 * 1000)
    const later = await get('/v1/disks?project=build-farm', { as: siloViewerId })
    expect(later.body.items.map((d: { state: object }) => d.state)).toEqual(
      res.body.items.map((d: { state: object }) => d.state),
    )
  })

  it('needs a readable project', async () => {
    expectError(await get('/v1/disks', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/disks?project=demo-project', { as: noRolesId }), 404)
  })
})

describe('diskCreate', () => {
  it('answers once the disk is made: a new blank disk is detached and usable at once', async () => {
    const res = await createDisk({ disk_source: { type: 'blank', block_size: 4096 } })
    expectOk(res, 201, schema.Disk, {
      state: { state: 'detached' },
      block_size: 4096,
      device_path: '/mnt/new-disk',
      image_id: null,
    })
    // no clock moves: the real API finishes its create saga before it answers
    expectOk(await snapshotOf('new-disk'), 201, schema.Snapshot)
    expectOk(await attach('db-primary', 'new-disk'), 202, schema.Disk, {
      state: { state: 'attaching', instance: instanceIds.dbPrimary },
    })
  })

  it('makes disks from images and snapshots, taking their block size, usable at once', async () => {
    const fromImage = await createDisk({
      name: 'from-image',
      size: 30 * GiB,
      disk_source: { type: 'image', image_id: goldenImageId },
    })
    expect(fromImage.body).toMatchObject({ image_id: goldenImageId, block_size: 512, state: { state: 'detached' } })
    const fromSnapshot = await createDisk({
      name: 'from-snap',
      size: 500 * GiB,
      disk_source: { type: 'snapshot', snapshot_id: snapshotIds.dbDataNightly },
    })
    expect(fromSnapshot.body).toMatchObject({
      snapshot_id: snapshotIds.dbDataNightly,
      block_size: 4096,
      state: { state: 'detached' },
    })
    expect((await snapshotOf('from-snap')).status).toBe(201)
    const imported = await createDisk({ name: 'imported', disk_source: { type: 'importing_blocks', block_size: 512 } })
    expect(imported.body.state).toEqual({ state: 'import_ready' })
  })

  it('rejects bad sizes, sources and names', async () => {
    const tooSmall = await createDisk({ size: 2 * GiB, disk_source: { type: 'image', image_id: goldenImageId } })
    expectError(tooSmall, 400, 'InvalidRequest')
    expect(tooSmall.body.message).toBe(`disk size ${2 * GiB} must be greater than or equal to image size ${20 * GiB}`)
    const offGiB = await createDisk({ size: 10 * GiB + 512, disk_source: blank })
    expectError(offGiB, 400, 'InvalidRequest')
    expect(offGiB.body.message).toBe('unsupported value for "size": total size must be a multiple of 1 GiB')
    // the block size rule comes first, as in the real API
    const offBlock = await createDisk({ size: 10 * GiB + 512, disk_source: { type: 'blank', block_size: 4096 } })
    expect(offBlock.body.message).toBe(
      'unsupported value for "size and block_size": total size must be a multiple of block size 4096',
    )
    expectError(await createDisk({ size: GiB / 2, disk_source: blank }), 400, 'InvalidRequest')
    const tooLarge = await createDisk({ size: 1024 * GiB, disk_source: blank })
    expectError(tooLarge, 400, 'InvalidRequest')
    expect(tooLarge.body.message).toBe('unsupported value for "size": total size must be at most 1023 GiB')
    expectError(await createDisk({ disk_source: { type: 'blank', block_size: 1000 } }), 400, 'InvalidRequest')
    expectError(
      await createDisk({ disk_source: { type: 'image', image_id: crypto.randomUUID() } }),
      404,
      'ObjectNotFound',
    )
    // a project image is usable only in its own project
    const elsewhere = await createDisk(
      { size: 20 * GiB, disk_source: { type: 'image', image_id: goldenImageId } },
      fleetAdminId,
      'web-frontend',
    )
    expectError(elsewhere, 404, 'ObjectNotFound')
    const taken = await createDisk({ name: 'web-data', disk_source: blank })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: disk "web-data"')
  })

  it('checks the silo’s storage quota', async () => {
    db.siloQuotas.find((q) => q.silo_id === demoSiloId)!.storage = storageInUse(demoSiloId) + 10 * GiB
    expect((await createDisk({ disk_source: blank })).status).toBe(201)
    const res = await createDisk({
      name: 'one-more',
      size: 20 * GiB,
      disk_source: { type: 'image', image_id: ubuntuImageId },
    })
    expectError(res, 507, 'InsufficientCapacity')
    expect(res.body.message).toMatch(/^Storage Limit Exceeded/)
  })

  it('forbids viewers', async () => {
    expectError(await createDisk({ disk_source: blank }, siloViewerId), 403, 'Forbidden')
    expectError(await createDisk({ disk_source: blank }, noRolesId), 404)
  })
})

describe('diskView and diskDelete', () => {
  it('finds a disk by name or id', async () => {
    const byName = await disk('web-data')
    expectSchema(schema.Disk, byName.body)
    expect(byName.body.state).toEqual({ state: 'attached', instance: instanceIds.webServer1 })
    expect((await get(`/v1/disks/${diskIds.webData}`, { as: siloViewerId })).body).toEqual(byName.body)
    expectError(await disk('nope'), 404, 'ObjectNotFound')
  })

  it('deletes detached, faulted and import_ready disks only', async () => {
    expect((await del('/v1/disks/scratch-disk?project=demo-project', { as: projectCollaboratorId })).status).toBe(204)
    expect((await del('/v1/disks/corrupted-disk?project=demo-project', { as: projectCollaboratorId })).status).toBe(204)
    expectError(await disk('scratch-disk'), 404)
    const attached = await del('/v1/disks/web-data?project=demo-project', { as: fleetAdminId })
    expectError(attached, 400, 'InvalidRequest')
    expect(attached.body.message).toBe('disk state is attached, cannot delete')
    const upload = await createDisk({ name: 'upload', disk_source: { type: 'importing_blocks', block_size: 512 } })
    expect(upload.body.state).toEqual({ state: 'import_ready' })
    expect((await del('/v1/disks/upload?project=demo-project', { as: projectCollaboratorId })).status).toBe(204)
    expectError(await del('/v1/disks/spare-boot?project=demo-project', { as: siloViewerId }), 403)
  })
})

describe('instance disks', () => {
  it('lists the disks attached to an instance', async () => {
    const res = await get('/v1/instances/web-server-1/disks?project=demo-project', { as: siloViewerId })
    expectSchema(schema.DiskResultsPage, res.body)
    expect(res.body.items.map((d: { name: string }) => d.name)).toEqual(['web-data', 'web-server-1-boot'])
    expectError(await get('/v1/instances/web-server-1/disks?project=demo-project', { as: noRolesId }), 404)
    expectError(await get('/v1/instances/web-server-1/disks', { as: fleetAdminId }), 400, 'InvalidRequest')
  })

  it('attaches a detached disk to a stopped instance: attaching, then attached', async () => {
    const res = await attach('db-primary', 'scratch-disk')
    expectOk(res, 202, schema.Disk)
    expect(res.body.state).toEqual({ state: 'attaching', instance: instanceIds.dbPrimary })
    advanceClock(STEP)
    expect((await disk('scratch-disk')).body.state).toEqual({ state: 'attached', instance: instanceIds.dbPrimary })
    const listed = await get('/v1/instances/db-primary/disks?project=demo-project', { as: fleetAdminId })
    expect(listed.body.items.map((d: { name: string }) => d.name)).toContain('scratch-disk')
  })

  it('attaches a disk that is still being created', async () => {
    // build-farm's toolchain-restore stays in creating
    const res = await post('/v1/instances/ci-runner-1/disks/attach?project=build-farm', {
      as: fleetAdminId,
      body: { disk: 'toolchain-restore' },
    })
    expect(res.status).toBe(202)
  })

  it('refuses attachments the states do not allow', async () => {
    const running = await attach('web-server-2', 'scratch-disk')
    expectError(running, 400, 'InvalidRequest')
    expect(running.body.message).toBe('instance state is running, cannot attach disk')
    const taken = await attach('db-primary', 'web-data')
    expect(taken.body.message).toBe('disk state is attached, cannot attach')
    expectError(await attach('db-primary', 'nope'), 404)
    expectError(await attach('db-primary', 'scratch-disk', siloViewerId), 403)
  })

  it('detaches a disk from a stopped instance: detaching, then detached', async () => {
    const res = await detach('db-primary', 'db-wal')
    expect(res.status).toBe(202)
    expect(res.body.state).toEqual({ state: 'detaching', instance: instanceIds.dbPrimary })
    advanceClock(STEP)
    expect((await disk('db-wal')).body.state).toEqual({ state: 'detached' })
  })

  it('refuses detachments the states do not allow', async () => {
    const boot = await detach('db-primary', 'db-primary-boot')
    expectError(boot, 400, 'InvalidRequest')
    expect(boot.body.message).toContain('boot disk')
    expect((await detach('web-server-1', 'web-data')).body.message).toBe(
      'instance state is running, cannot detach disk',
    )
    expect((await detach('db-primary', 'web-data')).body.message).toBe(
      'disk "web-data" is not attached to instance "db-primary"',
    )
    await attach('db-primary', 'scratch-disk')
    expect((await detach('db-primary', 'scratch-disk')).body.message).toBe('disk state is attaching, cannot detach')
    expectError(await detach('db-primary', 'db-wal', siloViewerId), 403)
  })
})
