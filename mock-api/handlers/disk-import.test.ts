import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { buildFarmDiskIds } from '../fixtures/build-farm-storage'
import { demoProjectId } from '../fixtures/projects'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { GiB, KiB, MAX_BULK_WRITE_BYTES, MiB } from '../sizes'
import { advanceClock, withFakeClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

/** `bytes` bytes of data, base64-encoded as a bulk write carries them. */
const data = (bytes: number) => Buffer.alloc(bytes, 0xa5).toString('base64')

const farm = (disk: string) => `/v1/disks/${disk}`
const q = (project: string) => `?project=${project}`
const start = (disk: string, project = 'build-farm', as = fleetAdminId) =>
  post(`${farm(disk)}/bulk-write-start${q(project)}`, { as })
const stop = (disk: string, project = 'build-farm', as = fleetAdminId) =>
  post(`${farm(disk)}/bulk-write-stop${q(project)}`, { as })
const write = (disk: string, offset: number, base64: string, project = 'build-farm', as = fleetAdminId) =>
  post(`${farm(disk)}/bulk-write${q(project)}`, { as, body: { offset, base64_encoded_data: base64 } })
const finalize = (disk: string, body: object = {}, project = 'build-farm', as = fleetAdminId) =>
  post(`${farm(disk)}/finalize${q(project)}`, { as, body })
const state = async (disk: string, project = 'build-farm') =>
  (await get(`${farm(disk)}${q(project)}`, { as: fleetAdminId })).body.state.state
const row = (id: string) => db.disks.find((d) => d.id === id)!

describe('an import through bulk writes, end to end', () => {
  it('imports, finalizes with a snapshot, makes an image of it, and cleans up', async () => {
    const as = projectCollaboratorId
    const p = 'demo-project'
    const created = await post(`/v1/disks${q(p)}`, {
      as,
      body: {
        name: 'alpine-upload',
        description: 'uploaded image',
        size: GiB,
        disk_source: { type: 'importing_blocks', block_size: 512 },
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.state).toEqual({ state: 'import_ready' })
    const diskId = created.body.id

    expect((await start('alpine-upload', p, as)).status).toBe(204)
    expect(await state('alpine-upload', p)).toBe('importing_from_bulk_writes')

    const chunk = data(MAX_BULK_WRITE_BYTES)
    for (const offset of [0, MAX_BULK_WRITE_BYTES, 2 * MAX_BULK_WRITE_BYTES, GiB - MAX_BULK_WRITE_BYTES]) {
      expect((await write('alpine-upload', offset, chunk, p, as)).status).toBe(204)
    }
    // by id, without the project, as the CLI addresses it
    expect(
      (await post(`/v1/disks/${diskId}/bulk-write`, { as, body: { offset: 4096, base64_encoded_data: data(512) } }))
        .status,
    ).toBe(204)
    expect(row(diskId).imported_bytes).toBe(4 * MAX_BULK_WRITE_BYTES + 512)
    // the count is the mock's own; the API never shows it
    expect((await get(`${farm(diskId)}`, { as })).body).not.toHaveProperty('imported_bytes')

    expect((await stop('alpine-upload', p, as)).status).toBe(204)
    expect(await state('alpine-upload', p)).toBe('import_ready')

    expect((await finalize('alpine-upload', { snapshot_name: 'alpine-upload-snap' }, p, as)).status).toBe(204)
    // the real API answers once its finalize saga is done: the disk is ready for use
    const finalized = await get(`${farm('alpine-upload')}${q(p)}`, { as })
    expectSchema(schema.Disk, finalized.body)
    expect(finalized.body.state).toEqual({ state: 'detached' })
    const listed = await get(`/v1/disks${q(p)}`, { as })
    expect(listed.body.items.find((d: { id: string }) => d.id === diskId).state).toEqual({ state: 'detached' })

    const snap = await get(`/v1/snapshots/alpine-upload-snap${q(p)}`, { as })
    expectSchema(schema.Snapshot, snap.body)
    expect(snap.body).toMatchObject({ state: 'ready', disk_id: diskId, size: GiB, project_id: demoProjectId })
    expect(snap.body.description).toBe(`snapshot of finalized disk ${diskId}`)

    const image = await post(`/v1/images${q(p)}`, {
      as,
      body: {
        name: 'alpine-uploaded',
        description: '',
        os: 'alpine',
        version: '3.21',
        source: { type: 'snapshot', id: snap.body.id },
      },
    })
    expectOk(image, 201, schema.Image, { size: GiB, block_size: 512, project_id: demoProjectId, digest: null })

    expect((await del(`${farm('alpine-upload')}${q(p)}`, { as })).status).toBe(204)
    expect((await del(`/v1/snapshots/alpine-upload-snap${q(p)}`, { as })).status).toBe(204)
    expect((await get(`/v1/images/${image.body.id}`, { as })).status).toBe(200)
  })

  it('finalizes without a snapshot when none is named', async () => {
    const before = db.snapshots.length
    expect((await finalize('windows-2022-upload', { snapshot_name: null })).status).toBe(204)
    expect(await state('windows-2022-upload')).toBe('detached')
    expect(db.snapshots).toHaveLength(before)
    // and stays so: nothing is left pending
    advanceClock(STEP)
    expect(await state('windows-2022-upload')).toBe('detached')
  })
})

describe('each step in the wrong state', () => {
  it('starts only from import_ready', async () => {
    const res = await start('toolchain')
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('disk state is detached, cannot start bulk writes')
    expect((await start('debian-13-upload')).body.message).toBe(
      'disk state is importing_from_bulk_writes, cannot start bulk writes',
    )
  })

  it('writes only while importing from bulk writes', async () => {
    const res = await write('windows-2022-upload', 0, data(512))
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('disk state is import_ready, cannot import blocks with a bulk write')
    expect((await write('freebsd-14-import', 0, data(512))).body.message).toBe(
      'disk state is importing_from_url, cannot import blocks with a bulk write',
    )
  })

  it('stops only while importing from bulk writes', async () => {
    const res = await stop('windows-2022-upload')
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('disk state is import_ready, cannot stop bulk writes')
  })

  it('finalizes only from import_ready', async () => {
    const res = await finalize('debian-13-upload')
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('disk state is importing_from_bulk_writes, cannot finalize')
    expect((await finalize('nixos-24-11-upload')).body.message).toBe('disk state is finalizing, cannot finalize')
    expect((await finalize('toolchain')).body.message).toBe('disk state is detached, cannot finalize')
  })
})

describe('bulk write input', () => {
  const upload = 'debian-13-upload'
  const size = 4 * GiB

  const refusal = async (offset: number, base64: string) => {
    const res = await write(upload, offset, base64)
    expectError(res, 400, 'InvalidRequest')
    return res.body.message
  }

  it('must be valid base64', async () => {
    expect(await refusal(0, '!!!!')).toBe('error base64 decoding data: Invalid symbol 33, offset 0.')
    expect(await refusal(0, data(512).slice(0, -1))).toBe('error base64 decoding data: Invalid padding')
  })

  it('must start at a block boundary and fill whole blocks', async () => {
    expect(await refusal(100, data(512))).toBe("offset 100 is not a multiple of the disk's block size 512")
    expect(await refusal(0, data(100))).toBe("data length 100 is not a multiple of the disk's block size 512")
  })

  it('may carry at most 512 KiB', async () => {
    expect(await refusal(0, data(512 * KiB + 512))).toBe(
      'data length 524800 exceeds the maximum bulk write size of 524288 bytes',
    )
  })

  it('must stay within the disk', async () => {
    expect(await refusal(size - 512, data(1024))).toBe(
      `write of 1024 bytes at offset ${size - 512} goes past the end of the disk (${size} bytes)`,
    )
    expect(await refusal(size, data(512))).toContain('goes past the end of the disk')
    expect((await write(upload, size - 1024, data(1024))).status).toBe(204)
  })

  it('is refused by the document’s schema when malformed', async () => {
    const res = await post(`${farm(upload)}/bulk-write${q('build-farm')}`, {
      as: fleetAdminId,
      body: { offset: -512, base64_encoded_data: data(512) },
    })
    expectError(res, 400, 'InvalidRequest')
  })
})

describe('finalize with a snapshot', () => {
  it('refuses a snapshot name already taken in the project, changing nothing', async () => {
    const before = db.snapshots.length
    const res = await finalize('windows-2022-upload', { snapshot_name: 'toolchain-2025-07' })
    expectError(res, 400, 'ObjectAlreadyExists')
    expect(res.body.message).toBe('already exists: snapshot "toolchain-2025-07"')
    expect(await state('windows-2022-upload')).toBe('import_ready')
    expect(db.snapshots).toHaveLength(before)
  })

  it('refuses a name that is not a Name', async () => {
    expectError(await finalize('windows-2022-upload', { snapshot_name: 'Not A Name' }), 400, 'InvalidRequest')
  })

  it('checks the storage quota for the snapshot', async () => {
    const quota = db.siloQuotas.find((q) => q.silo_id === demoSiloId)!
    quota.storage = 0
    expectError(await finalize('windows-2022-upload', { snapshot_name: 'win-base' }), 507, 'InsufficientCapacity')
    expect(await state('windows-2022-upload')).toBe('import_ready')
  })
})

describe('roles', () => {
  const ops = (as: string, project = 'build-farm') => [
    start('windows-2022-upload', project, as),
    write('debian-13-upload', 0, data(512), project, as),
    stop('debian-13-upload', project, as),
    finalize('windows-2022-upload', {}, project, as),
  ]

  it('refuses viewers, and hides the disk from users who cannot read the project', async () => {
    for (const res of await Promise.all(ops(siloViewerId))) expectError(res, 403, 'Forbidden')
    for (const res of await Promise.all(ops(noRolesId))) expectError(res, 404, 'ObjectNotFound')
    // a collaborator elsewhere is nobody here
    for (const res of await Promise.all(ops(projectCollaboratorId))) expectError(res, 404, 'ObjectNotFound')
    expect(await state('windows-2022-upload')).toBe('import_ready')
    expect(row(buildFarmDiskIds.debianUpload).imported_bytes).toBe(1536 * MiB)
  })
})

describe('deleting disks of an import', () => {
  it('allows detached, faulted and import_ready disks only, naming the state otherwise', async () => {
    const farmDisks = (await get(`/v1/disks${q('build-farm')}`, { as: fleetAdminId })).body.items as {
      name: string
      state: { state: string }
    }[]
    const deletable = ['detached', 'faulted', 'import_ready']
    for (const { name, state: s } of farmDisks) {
      const res = await del(`${farm(name)}${q('build-farm')}`, { as: fleetAdminId })
      if (deletable.includes(s.state)) {
        expect(res.status, name).toBe(204)
      } else {
        expectError(res, 400, 'InvalidRequest')
        expect(res.body.message).toBe(`disk state is ${s.state}, cannot delete`)
      }
    }
    const left = (await get(`/v1/disks${q('build-farm')}`, { as: fleetAdminId })).body.items
    expect(left.map((d: { state: { state: string } }) => d.state.state).sort()).toEqual(
      [
        'attached',
        'attaching',
        'creating',
        'destroyed',
        'detaching',
        'finalizing',
        'importing_from_bulk_writes',
        'importing_from_url',
        'maintenance',
      ].sort(),
    )
  })

  it('refuses viewers', async () => {
    expectError(await del(`${farm('windows-2022-upload')}${q('build-farm')}`, { as: siloViewerId }), 403)
  })
})
