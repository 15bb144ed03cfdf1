import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { snapshotIds } from '../fixtures/disks'
import { goldenImageId, otherSiloImageId, ubuntuImageId } from '../fixtures/images'
import { graceKeyId, laptopKeyId } from '../fixtures/ssh-keys'
import { demoSiloId } from '../fixtures/silos'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { GiB, MAX_USER_DATA_BYTES } from '../sizes'
import { advanceClock, withFakeClock } from '../test-clock'
import { expectError, expectOk, expectSchema, get, post } from '../test-utils'

const STEP = 100
withFakeClock(STEP)

const base = { name: 'new-vm', description: 'made by a test', hostname: 'new-vm', ncpus: 2, memory: 4 * GiB }
const create = (body: object, as = fleetAdminId) =>
  post('/v1/instances?project=demo-project', { as, body: { ...base, ...body } })
const sub = (what: string, name = 'new-vm') =>
  get(`/v1/instances/${name}/${what}?project=demo-project`, { as: fleetAdminId })
const runState = async () =>
  (await get('/v1/instances/new-vm?project=demo-project', { as: fleetAdminId })).body.run_state
const imageBoot = (image_id: string, size = 20 * GiB, name = 'new-vm-boot') => ({
  type: 'create',
  name,
  description: '',
  size,
  disk_source: { type: 'image', image_id },
})

describe('instanceCreate', () => {
  it('creates with the defaults: started, one default interface, all of the creator’s keys', async () => {
    const res = await create({})
    expectOk(res, 201, schema.Instance, {
      name: 'new-vm',
      run_state: 'creating',
      boot_disk_id: null,
      auto_restart_enabled: true,
    })

    const nics = await get('/v1/network-interfaces?project=demo-project&instance=new-vm', { as: fleetAdminId })
    expect(nics.body.items).toHaveLength(1)
    expect(nics.body.items[0]).toMatchObject({ name: 'net0', primary: true, ip: '172.30.0.12' })
    expect(nics.body.items[0].mac).toMatch(/^A8:40:25:F[0-9A-E](:[0-9A-F]{2}){2}$/)
    expect((await sub('ssh-public-keys')).body.items).toHaveLength(2)

    advanceClock(STEP)
    expect(await runState()).toBe('starting')
    advanceClock(STEP)
    expect(await runState()).toBe('running')
  })

  it('creates a stopped instance when told not to start it', async () => {
    expect((await create({ start: false })).body.run_state).toBe('creating')
    advanceClock(STEP)
    expect(await runState()).toBe('stopped')
  })

  it('takes the whole create body', async () => {
    const userData = btoa('#cloud-config\nhostname: new-vm\n')
    const res = await create({
      boot_disk: imageBoot(ubuntuImageId),
      disks: [
        {
          type: 'create',
          name: 'new-vm-data',
          description: 'data',
          size: 10 * GiB,
          disk_source: { type: 'blank', block_size: 4096 },
        },
        { type: 'attach', name: 'scratch-disk' },
      ],
      network_interfaces: {
        type: 'create',
        params: [
          { name: 'app0', description: '', vpc_name: 'backend', subnet_name: 'app', ip: '10.20.0.50' },
          { name: 'data0', description: '', vpc_name: 'backend', subnet_name: 'data' },
        ],
      },
      external_ips: [
        { type: 'ephemeral', pool: 'ipv6-pool' },
        { type: 'floating', floating_ip: 'spare-ip' },
      ],
      ssh_public_keys: ['laptop-ed25519'],
      user_data: userData,
      auto_restart_policy: 'never',
      anti_affinity_groups: ['web-servers'],
      start: false,
    })
    expectOk(res, 201, schema.Instance, { auto_restart_policy: 'never', auto_restart_enabled: false })

    const disks = await sub('disks')
    expectSchema(schema.DiskResultsPage, disks.body)
    const byName = Object.fromEntries(disks.body.items.map((d: { name: string }) => [d.name, d]))
    expect(Object.keys(byName).sort()).toEqual(['new-vm-boot', 'new-vm-data', 'scratch-disk'])
    expect(res.body.boot_disk_id).toBe(byName['new-vm-boot'].id)
    expect(byName['new-vm-boot']).toMatchObject({
      image_id: ubuntuImageId,
      block_size: 512,
      state: { state: 'attached', instance: res.body.id },
    })
    expect(byName['new-vm-data']).toMatchObject({ block_size: 4096, size: 10 * GiB })

    const nics = await get('/v1/network-interfaces?project=demo-project&instance=new-vm', { as: fleetAdminId })
    expect(
      nics.body.items.map((n: { name: string; ip: string; primary: boolean }) => [n.name, n.ip, n.primary]),
    ).toEqual([
      ['app0', '10.20.0.50', true],
      ['data0', '10.20.1.6', false],
    ])
    const ips = await sub('external-ips')
    expectSchema(schema.ExternalIpResultsPage, ips.body)
    expect(ips.body.items.map((i: { kind: string; ip: string }) => [i.kind, i.ip])).toEqual([
      ['ephemeral', 'fd00:99::11'],
      ['floating', '10.0.0.13'],
    ])
    expect((await sub('ssh-public-keys')).body.items.map((k: { id: string }) => k.id)).toEqual([laptopKeyId])
    expect((await sub('anti-affinity-groups')).body.items.map((g: { name: string }) => g.name)).toEqual(['web-servers'])
    expect(db.instances.find((i) => i.id === res.body.id)?.user_data).toBe(userData)
  })

  it('boots from a project image, a snapshot, or an existing detached disk', async () => {
    expect((await create({ name: 'a', boot_disk: imageBoot(goldenImageId, 20 * GiB, 'a-boot') })).status).toBe(201)
    const fromSnapshot = {
      type: 'create',
      name: 'b-boot',
      description: '',
      size: 500 * GiB,
      disk_source: { type: 'snapshot', snapshot_id: snapshotIds.dbDataNightly },
    }
    expect((await create({ name: 'b', boot_disk: fromSnapshot })).status).toBe(201)
    const attached = await create({ name: 'c', boot_disk: { type: 'attach', name: 'spare-boot' } })
    expect(attached.status).toBe(201)
    const spare = await get('/v1/disks/spare-boot?project=demo-project', { as: fleetAdminId })
    expect(spare.body.state).toEqual({ state: 'attached', instance: attached.body.id })
    expect(attached.body.boot_disk_id).toBe(spare.body.id)
  })

  it('creates no interface when asked for none', async () => {
    await create({ network_interfaces: { type: 'none' } })
    expect(
      (await get('/v1/network-interfaces?project=demo-project&instance=new-vm', { as: fleetAdminId })).body.items,
    ).toEqual([])
  })

  it('rejects bad input with the real API’s errors, storing nothing', async () => {
    const disksBefore = db.disks.length
    const cases: [object, number, string, string?][] = [
      [{ name: 'web-server-1' }, 400, 'ObjectAlreadyExists', 'already exists: instance "web-server-1"'],
      [{ boot_disk: imageBoot(ubuntuImageId, 2 * GiB) }, 400, 'InvalidRequest'],
      [{ boot_disk: imageBoot(ubuntuImageId, 20 * GiB + 512) }, 400, 'InvalidRequest'],
      [{ boot_disk: imageBoot(otherSiloImageId) }, 404, 'ObjectNotFound'],
      [
        { boot_disk: { type: 'attach', name: 'web-data' } },
        400,
        'InvalidRequest',
        'disk state is attached, cannot attach',
      ],
      [
        { boot_disk: { type: 'attach', name: 'spare-boot' }, disks: [{ type: 'attach', name: 'spare-boot' }] },
        400,
        'InvalidRequest',
      ],
      [
        {
          disks: [
            {
              type: 'create',
              name: 'web-data',
              description: '',
              size: GiB,
              disk_source: { type: 'blank', block_size: 512 },
            },
          ],
        },
        400,
        'ObjectAlreadyExists',
      ],
      [
        { boot_disk: imageBoot(ubuntuImageId), external_ips: [{ type: 'floating', floating_ip: 'web-frontend-ip' }] },
        400,
        'InvalidRequest',
      ],
      [{ external_ips: [{ type: 'ephemeral' }, { type: 'ephemeral' }] }, 400, 'InvalidRequest'],
      [{ external_ips: [{ type: 'ephemeral', pool: 'reserved-pool' }] }, 404, 'ObjectNotFound'],
      [{ ssh_public_keys: ['nope'] }, 404, 'ObjectNotFound', 'not found: ssh-key with name "nope"'],
      [{ ssh_public_keys: [graceKeyId] }, 404, 'ObjectNotFound'],
      [{ anti_affinity_groups: ['nope'] }, 404, 'ObjectNotFound'],
      [
        {
          network_interfaces: {
            type: 'create',
            params: [{ name: 'x', description: '', vpc_name: 'nope', subnet_name: 'default' }],
          },
        },
        404,
        'ObjectNotFound',
      ],
      [
        {
          network_interfaces: {
            type: 'create',
            params: [
              { name: 'x', description: '', vpc_name: 'default', subnet_name: 'default' },
              { name: 'y', description: '', vpc_name: 'backend', subnet_name: 'app' },
            ],
          },
        },
        400,
        'InvalidRequest',
      ],
      [
        {
          network_interfaces: {
            type: 'create',
            params: [{ name: 'x', description: '', vpc_name: 'default', subnet_name: 'default', ip: '10.9.9.9' }],
          },
        },
        400,
        'InvalidRequest',
      ],
      [
        {
          network_interfaces: {
            type: 'create',
            params: [{ name: 'x', description: '', vpc_name: 'default', subnet_name: 'default', ip: '172.30.0.5' }],
          },
        },
        400,
        'InvalidRequest',
      ],
      [{ ncpus: 100 }, 400, 'InvalidRequest'],
      [{ memory: 3 * GiB + 1 }, 400, 'InvalidRequest'],
      [{ hostname: 'bad_host' }, 400, 'InvalidRequest'],
      [{ user_data: 'not base64!' }, 400, 'InvalidRequest'],
    ]
    for (const [body, status, code, message] of cases) {
      const res = await create(body)
      expectError(res, status, code)
      if (message) expect(res.body.message).toBe(message)
    }
    expect(db.disks.length).toBe(disksBefore)
    expect(db.instances.some((i) => i.name === 'new-vm')).toBe(false)
  })

  it('enforces the document’s 32 KiB limit on decoded user data', async () => {
    const atLimit = btoa('x'.repeat(MAX_USER_DATA_BYTES))
    expect((await create({ user_data: atLimit })).status).toBe(201)
    const over = await create({ name: 'too-much', user_data: btoa('x'.repeat(MAX_USER_DATA_BYTES + 1)) })
    expectError(over, 400, 'InvalidRequest')
    expect(over.body.message).toContain('32768')
  })

  it('checks the silo’s quotas', async () => {
    const quota = db.siloQuotas.find((q) => q.silo_id === demoSiloId)!
    quota.cpus = 15
    const cpus = await create({ ncpus: 2 })
    expectError(cpus, 507, 'InsufficientCapacity')
    expect(cpus.body.message).toMatch(/^vCPU Limit Exceeded/)
    // an instance that is not started holds no vCPUs
    expect((await create({ ncpus: 2, start: false })).status).toBe(201)

    quota.storage = 2048 * GiB
    const storage = await create({
      name: 'big',
      boot_disk: imageBoot(ubuntuImageId, 100 * GiB, 'big-boot'),
      start: false,
    })
    expectError(storage, 507, 'InsufficientCapacity')
    expect(storage.body.message).toMatch(/^Storage Limit Exceeded/)
  })

  it('forbids viewers and hides the project from outsiders', async () => {
    expectError(await create({}, siloViewerId), 403, 'Forbidden')
    expectError(await create({}, noRolesId), 404, 'ObjectNotFound')
    expect((await create({}, projectCollaboratorId)).status).toBe(201)
  })
})
