import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { instanceIds } from '../fixtures/instances'
import { defaultPoolId, ipv6PoolId, reservedPoolId, spareIpId, webFrontendIpId } from '../fixtures/ip-pools'
import { fleetAdminId, noRolesId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const ips = (instance: string, as = fleetAdminId) =>
  get(`/v1/instances/${instance}/external-ips?project=demo-project`, { as })
const ephemeral = (instance: string) => `/v1/instances/${instance}/external-ips/ephemeral?project=demo-project`
const fip = (name: string, action = '') => `/v1/floating-ips/${name}${action}?project=demo-project`
const createFip = (body: object, as = projectCollaboratorId) =>
  post('/v1/floating-ips?project=demo-project', { as, body: { name: 'new-ip', description: '', ...body } })

describe('instance external IPs', () => {
  it('lists an instance’s ephemeral and floating addresses', async () => {
    const one = await ips('web-server-1', siloViewerId)
    expectOk(one, 200, schema.ExternalIpResultsPage)
    expect(one.body.items).toEqual([
      expect.objectContaining({ kind: 'floating', ip: '10.0.0.10', id: webFrontendIpId }),
    ])
    expect((await ips('web-server-2')).body.items).toEqual([
      { kind: 'ephemeral', ip: '10.0.0.11', ip_pool_id: defaultPoolId },
    ])
    expectError(await ips('web-server-1', noRolesId), 404)
  })

  it('attaches an ephemeral IP from the default pool or a named one, and detaches it', async () => {
    const res = await post(ephemeral('db-primary'), { as: projectCollaboratorId, body: {} })
    expectOk(res, 202, schema.ExternalIp)
    expect(res.body).toEqual({ kind: 'ephemeral', ip: '10.0.0.16', ip_pool_id: defaultPoolId })
    const twice = await post(ephemeral('db-primary'), { as: projectCollaboratorId, body: {} })
    expectError(twice, 400, 'InvalidRequest')

    expect((await del(ephemeral('db-primary'), { as: projectCollaboratorId })).status).toBe(204)
    expect((await ips('db-primary')).body.items).toEqual([])
    const v6 = await post(ephemeral('db-primary'), { as: projectCollaboratorId, body: { pool: 'ipv6-pool' } })
    expect(v6.body).toEqual({ kind: 'ephemeral', ip: 'fd00:99::11', ip_pool_id: ipv6PoolId })
  })

  it('refuses ephemeral IPs the rules do not allow', async () => {
    expectError(await post(ephemeral('db-primary'), { as: fleetAdminId, body: { pool: 'reserved-pool' } }), 404)
    const starting = await post(ephemeral('build-runner'), { as: fleetAdminId, body: {} })
    expectError(starting, 400, 'InvalidRequest')
    expect(starting.body.message).toBe('instance state is starting, cannot attach an ephemeral IP')
    expectError(await del(ephemeral('db-primary'), { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await post(ephemeral('db-primary'), { as: siloViewerId, body: {} }), 403)
    expectError(await del(ephemeral('web-server-2'), { as: siloViewerId }), 403)
  })

  it('answers 507 when a pool has no address left', async () => {
    db.ipPoolRanges = db.ipPoolRanges.map((r) => (r.pool_id === defaultPoolId ? { ...r, last: '10.0.0.15' } : r))
    const res = await post(ephemeral('db-primary'), { as: fleetAdminId, body: {} })
    expectError(res, 507, 'InsufficientCapacity')
  })
})

describe('floating IPs', () => {
  it('lists and views a project’s floating IPs', async () => {
    const res = await get('/v1/floating-ips?project=demo-project', { as: siloViewerId })
    expectSchema(schema.FloatingIpResultsPage, res.body)
    expect(res.body.items.map((f: { name: string }) => f.name)).toEqual(['spare-ip', 'web-frontend-ip'])
    const one = await get(`/v1/floating-ips/${spareIpId}`, { as: siloViewerId })
    expectSchema(schema.FloatingIp, one.body)
    expect(one.body).toMatchObject({ ip: '10.0.0.13', instance_id: null })
    expectError(await get(fip('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/floating-ips?project=demo-project', { as: noRolesId }), 404)
    expectError(await get(`/v1/floating-ips/${spareIpId}`, { as: noRolesId }), 404)
  })

  it('creates from the default pool, a named pool, or at a chosen address', async () => {
    const res = await createFip({})
    expectOk(res, 201, schema.FloatingIp, { ip: '10.0.0.16', ip_pool_id: defaultPoolId, instance_id: null })
    expect((await createFip({ name: 'v6', pool: 'ipv6-pool' })).body.ip).toBe('fd00:99::11')
    expect((await createFip({ name: 'chosen', ip: '10.0.0.200' })).body.ip).toBe('10.0.0.200')
    expect((await createFip({ name: 'chosen-v6', ip: 'fd00:0099::0080' })).body.ip).toBe('fd00:99::80')
  })

  it('refuses taken names and addresses, and addresses outside the silo’s pools', async () => {
    expectError(await createFip({ name: 'spare-ip' }), 400, 'ObjectAlreadyExists')
    expectError(await createFip({ ip: '10.0.0.10' }), 400, 'ObjectAlreadyExists')
    expectError(await createFip({ ip: '10.0.1.15' }), 400, 'InvalidRequest')
    expectError(await createFip({ ip: '10.0.0.20', pool: 'ipv6-pool' }), 400, 'InvalidRequest')
    expectError(await createFip({ pool: reservedPoolId }), 404, 'ObjectNotFound')
    expectError(await createFip({}, siloViewerId), 403, 'Forbidden')
  })

  it('attaches to and detaches from an instance of the same project', async () => {
    const attached = await post(fip('spare-ip', '/attach'), {
      as: projectCollaboratorId,
      body: { kind: 'instance', parent: 'db-primary' },
    })
    expectOk(attached, 202, schema.FloatingIp)
    expect(attached.body.instance_id).toBe(instanceIds.dbPrimary)
    expect((await ips('db-primary')).body.items).toHaveLength(1)
    const again = await post(fip('spare-ip', '/attach'), {
      as: fleetAdminId,
      body: { kind: 'instance', parent: 'legacy-app' },
    })
    expectError(again, 400, 'InvalidRequest')
    expect(again.body.message).toBe('floating IP cannot be attached to one instance while still attached to another')
    // attaching to the instance it is already on changes nothing
    const same = await post(fip('spare-ip', '/attach'), {
      as: fleetAdminId,
      body: { kind: 'instance', parent: instanceIds.dbPrimary },
    })
    expect(same.status).toBe(202)
    expect(same.body.instance_id).toBe(instanceIds.dbPrimary)

    const detached = await post(fip('spare-ip', '/detach'), { as: projectCollaboratorId })
    expect(detached.status).toBe(202)
    expect(detached.body.instance_id).toBeNull()
    expectError(await post(fip('spare-ip', '/detach'), { as: fleetAdminId }), 400)
  })

  it('attaches to instances that are stopped or have a VM, even while it starts', async () => {
    const starting = await post(fip('spare-ip', '/attach'), {
      as: projectCollaboratorId,
      body: { kind: 'instance', parent: 'build-runner' },
    })
    expect(starting.status).toBe(202)
    expect(starting.body.instance_id).toBe(instanceIds.buildRunner)
  })

  it('refuses attachments to instances elsewhere or in the wrong state', async () => {
    const foreign = await post(fip('spare-ip', '/attach'), {
      as: fleetAdminId,
      body: { kind: 'instance', parent: instanceIds.frontend1 },
    })
    expectError(foreign, 404)
    const failed = await post(fip('spare-ip', '/attach'), {
      as: fleetAdminId,
      body: { kind: 'instance', parent: 'flaky-batch' },
    })
    expectError(failed, 400, 'InvalidRequest')
    expect(failed.body.message).toBe('cannot attach floating IP to instance in failed state')
    expectError(
      await post(fip('spare-ip', '/attach'), { as: siloViewerId, body: { kind: 'instance', parent: 'db-primary' } }),
      403,
    )
  })

  it('updates and deletes detached floating IPs', async () => {
    const res = await put(fip('spare-ip'), { as: projectCollaboratorId, body: { name: 'renamed', description: 'new' } })
    expectSchema(schema.FloatingIp, res.body)
    expect(res.body).toMatchObject({ name: 'renamed', description: 'new' })
    const attached = await del(fip('web-frontend-ip'), { as: fleetAdminId })
    expectError(attached, 400, 'InvalidRequest')
    expect(attached.body.message).toBe('Floating IP cannot be deleted while attached to an instance')
    expect((await del(fip('renamed'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await del(fip('web-frontend-ip'), { as: siloViewerId }), 403)
  })

  it('caps an instance at 32 external addresses, and detaches only from instances with a VM or stopped', async () => {
    // web-server-2 has its ephemeral address; 31 floating ones make 32
    const spare = db.floatingIps.find((f) => f.id === spareIpId)!
    for (let n = 0; n < 31; n++) {
      db.floatingIps.push({
        ...spare,
        id: crypto.randomUUID(),
        name: `extra-${n}`,
        ip: `10.0.0.${100 + n}`,
        instance_id: instanceIds.webServer2,
      })
    }
    const full = await post(fip('spare-ip', '/attach'), {
      as: fleetAdminId,
      body: { kind: 'instance', parent: 'web-server-2' },
    })
    expectError(full, 400, 'InvalidRequest')
    expect(full.body.message).toBe('an instance may not have more than 32 external IP addresses')

    spare.instance_id = instanceIds.flakyBatch
    const failed = await post(fip('spare-ip', '/detach'), { as: fleetAdminId })
    expectError(failed, 400, 'InvalidRequest')
    expect(failed.body.message).toBe('cannot detach floating IP from instance in failed state')
    expectError(await post(fip('spare-ip', '/detach'), { as: siloViewerId }), 403)
  })
})

describe('IP pools', () => {
  it('lists the pools linked to the caller’s silo, marking the default', async () => {
    const res = await get('/v1/ip-pools', { as: noRolesId })
    expectOk(res, 200, schema.SiloIpPoolResultsPage)
    expect(res.body.items.map((p: { name: string; is_default: boolean }) => [p.name, p.is_default])).toEqual([
      ['default', true],
      ['ipv6-pool', false],
    ])
    const other = await get('/v1/ip-pools', { as: samlUserId })
    // other-silo's test benches draw from lab-pool, linked to that silo only
    expect(other.body.items.map((p: { name: string }) => p.name)).toEqual(['default', 'lab-pool'])
    expectError(await get('/v1/ip-pools'), 401)
  })

  it('views a linked pool, and hides the others', async () => {
    const res = await get('/v1/ip-pools/ipv6-pool', { as: siloViewerId })
    expectSchema(schema.SiloIpPool, res.body)
    expect(res.body).toMatchObject({ id: ipv6PoolId, is_default: false })
    expectError(await get('/v1/ip-pools/reserved-pool', { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/ip-pools/${ipv6PoolId}`, { as: samlUserId }), 404)
  })
})
