import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { NON_PROVISIONABLE_CUBBY, sledId } from '../fixtures/hardware'
import { defaultPoolId, ipv6PoolId } from '../fixtures/ip-pools'
import { fleetAdminId, projectCollaboratorId, samlUserId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, get, post } from '../test-utils'

const PROBES = '/experimental/v1/probes'
const as = projectCollaboratorId
const sled = sledId(0)

const create = (body: object = {}, user = as, project = 'demo-project') =>
  post(`${PROBES}?project=${project}`, {
    as: user,
    body: { name: 'edge-check', description: 'Path from the uplinks to sled 0', sled, ...body },
  })
const probe = (name: string) => `${PROBES}/${name}?project=demo-project`

/** Every external address the pool has handed out, from its utilization as operators see it. */
const allocated = async (pool: string) =>
  (await get(`/v1/system/ip-pools/${pool}/utilization`, { as: fleetAdminId })).body.ipv4.allocated

describe('probes', () => {
  it('creates a probe with an interface in the default subnet and an address from the default pool', async () => {
    const before = await allocated('default')
    const res = await create()
    expectOk(res, 201, schema.Probe, { name: 'edge-check', sled, description: 'Path from the uplinks to sled 0' })
    expect(res.body).not.toHaveProperty('project_id')
    expect(await allocated('default')).toBe(before + 1)

    const view = await get(probe('edge-check'), { as })
    expectOk(view, 200, schema.ProbeInfo)
    expect(view.body.external_ips).toEqual([{ ip: '10.0.0.16', kind: 'ephemeral', first_port: 0, last_port: 65535 }])
    expect(view.body.interface).toMatchObject({
      name: 'edge-check',
      kind: { type: 'probe', id: res.body.id },
      subnet: '172.30.0.0/22',
      primary: true,
      slot: 0,
    })
    // the probe's private address and MAC are taken: the next interface gets others
    const second = await get(probe((await create({ name: 'second' })).body.id), { as })
    expect(second.body.interface.ip).not.toBe(view.body.interface.ip)
    expect(second.body.interface.mac).not.toBe(view.body.interface.mac)
    expect(second.body.external_ips[0].ip).toBe('10.0.0.17')
  })

  it('takes an address from a named pool linked to the silo, and no other', async () => {
    const res = await create({ ip_pool: 'ipv6-pool' })
    expect(res.status).toBe(201)
    const view = await get(probe(res.body.id), { as })
    expect(view.body.external_ips[0].ip).toBe('fd00:99::11')
    expect(db.probes[0].ip_pool_id).toBe(ipv6PoolId)
    expectError(await create({ name: 'x', ip_pool: 'reserved-pool' }), 404, 'ObjectNotFound')
    expectError(await create({ name: 'y', ip_pool: 'lab-pool' }), 404, 'ObjectNotFound')
  })

  it('refuses an unknown sled, a taken name, and a project without a default subnet', async () => {
    const noSled = await create({ sled: '51ed0000-0000-4000-8000-0000000000ff' })
    expectError(noSled, 404, 'ObjectNotFound')
    expect(noSled.body.message).toBe('not found: sled with id "51ed0000-0000-4000-8000-0000000000ff"')
    expect((await create({ sled: sledId(NON_PROVISIONABLE_CUBBY) })).status).toBe(201)
    const taken = await create()
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: probe "edge-check"')
    expectError(await create({ name: 'Bad' }), 400, 'InvalidRequest')
    db.vpcSubnets = db.vpcSubnets.filter((s) => s.name !== 'default')
    expectError(await create({ name: 'other' }), 404, 'ObjectNotFound')
    expect(db.probes).toHaveLength(1)
  })

  it('lists a project’s probes, paged', async () => {
    await create({ name: 'probe-a' })
    await create({ name: 'probe-b' })
    const res = await get(`${PROBES}?project=demo-project&limit=1`, { as: siloViewerId })
    expectOk(res, 200, schema.ProbeInfoResultsPage)
    expect(res.body.items.map((p: { name: string }) => p.name)).toEqual(['probe-a'])
    const next = await get(`${PROBES}?project=demo-project&limit=1&page_token=${res.body.next_page}`, { as })
    expect(next.body.items.map((p: { name: string }) => p.name)).toEqual(['probe-b'])
    expect((await get(`${PROBES}?project=web-frontend`, { as: siloViewerId })).body.items).toEqual([])
    expectError(await get(PROBES, { as }), 400, 'InvalidRequest')
  })

  it('deletes a probe, which frees its addresses', async () => {
    const before = await allocated('default')
    const res = await create()
    expect((await del(probe('edge-check'), { as })).status).toBe(204)
    expect(await allocated('default')).toBe(before)
    expectError(await get(probe(res.body.id), { as }), 404, 'ObjectNotFound')
    expectError(await del(probe('edge-check'), { as }), 404, 'ObjectNotFound')
    // the next probe gets the freed address again
    await create({ name: 'again' })
    expect(db.probes[0]).toMatchObject({ external_ip: '10.0.0.16', ip_pool_id: defaultPoolId })
  })

  it('keeps a subnet with a probe’s interface from being deleted', async () => {
    // a project whose default subnet holds no instance's interface
    const subnet = '/v1/vpc-subnets/default?project=new-project&vpc=default'
    expect(
      (await post('/v1/projects', { as: fleetAdminId, body: { name: 'new-project', description: '' } })).status,
    ).toBe(201)
    expect((await create({}, fleetAdminId, 'new-project')).status).toBe(201)
    const res = await del(subnet, { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    expect((await del(`${PROBES}/edge-check?project=new-project`, { as: fleetAdminId })).status).toBe(204)
    expect((await del(subnet, { as: fleetAdminId })).status).toBe(204)
  })

  it('is listed by project viewers, viewed and changed by collaborators; hidden outside the silo', async () => {
    await create()
    expect((await get(`${PROBES}?project=demo-project`, { as: siloViewerId })).status).toBe(200)
    // as in the real API, a probe's lookup asks for the right to create in its project
    expectError(await get(probe('edge-check'), { as: siloViewerId }), 403, 'Forbidden')
    expectError(await create({ name: 'viewer' }, siloViewerId), 403, 'Forbidden')
    expectError(await del(probe('edge-check'), { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${PROBES}?project=demo-project`, { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await create({ name: 'outsider' }, samlUserId), 404, 'ObjectNotFound')
    expectError(await del(probe('edge-check'), { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await get(`${PROBES}?project=demo-project`), 401)
    expect(db.probes).toHaveLength(1)
  })
})
