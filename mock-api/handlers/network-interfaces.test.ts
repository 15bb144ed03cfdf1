import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { backendVpcId, demoDefaultVpcId } from '../fixtures/network'
import { fleetAdminId, graceHopperId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const list = (instance: string, as = fleetAdminId) =>
  get(`/v1/network-interfaces?project=demo-project&instance=${instance}`, { as })
const nicUrl = (nic: string, instance = 'db-primary') =>
  `/v1/network-interfaces/${nic}?project=demo-project&instance=${instance}`
const addNic = (instance: string, body: object, as = projectCollaboratorId) =>
  post(`/v1/network-interfaces?project=demo-project&instance=${instance}`, {
    as,
    body: { name: 'net2', description: 'extra', vpc_name: 'backend', subnet_name: 'app', ...body },
  })

describe('network interfaces', () => {
  it('lists an instance’s interfaces', async () => {
    const res = await list('db-primary', siloViewerId)
    expectOk(res, 200, schema.InstanceNetworkInterfaceResultsPage)
    expect(
      res.body.items.map((n: { name: string; ip: string; primary: boolean }) => [n.name, n.ip, n.primary]),
    ).toEqual([
      ['net0', '10.20.1.5', true],
      ['net1', '10.20.0.5', false],
    ])
    expect(res.body.items[0].vpc_id).toBe(backendVpcId)
    expectError(await get('/v1/network-interfaces?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await list('db-primary', noRolesId), 404)
  })

  it('views an interface by id alone, or by name with its instance', async () => {
    const byName = await get(nicUrl('net0'), { as: siloViewerId })
    expectSchema(schema.InstanceNetworkInterface, byName.body)
    expect((await get(`/v1/network-interfaces/${byName.body.id}`, { as: siloViewerId })).body).toEqual(byName.body)
    expectError(await get(`/v1/network-interfaces/${byName.body.id}?project=demo-project`, { as: fleetAdminId }), 400)
    expectError(await get('/v1/network-interfaces/net0?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await get(nicUrl('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('adds an interface to a stopped instance, picking a free address', async () => {
    const res = await addNic('db-primary', {})
    expectOk(res, 201, schema.InstanceNetworkInterface, {
      name: 'net2',
      ip: '10.20.0.6',
      primary: false,
      vpc_id: backendVpcId,
    })
    const chosen = await addNic('db-primary', { name: 'net3', subnet_name: 'data', ip: '10.20.1.200' })
    expect(chosen.body.ip).toBe('10.20.1.200')
  })

  it('refuses interfaces the rules do not allow', async () => {
    const running = await addNic('web-server-1', { vpc_name: 'default', subnet_name: 'default' })
    expectError(running, 400, 'InvalidRequest')
    expect(running.body.message).toBe('instance state is running, cannot add a network interface')
    expectError(await addNic('db-primary', { vpc_name: 'default', subnet_name: 'default' }), 400, 'InvalidRequest')
    expectError(await addNic('db-primary', { name: 'net0' }), 400, 'ObjectAlreadyExists')
    expectError(await addNic('db-primary', { ip: '10.20.0.5' }), 400, 'InvalidRequest')
    expectError(await addNic('db-primary', { ip: '10.20.0.255' }), 400, 'InvalidRequest')
    expectError(await addNic('db-primary', { subnet_name: 'nope' }), 404)
    expectError(await addNic('db-primary', {}, siloViewerId), 403, 'Forbidden')
  })

  it('updates name, description, primary and transit IPs of a stopped instance’s interface', async () => {
    const res = await put(nicUrl('net1'), {
      as: projectCollaboratorId,
      body: { name: 'app-side', description: 'now primary', primary: true, transit_ips: ['192.168.10.0/24'] },
    })
    expectOk(res, 200, schema.InstanceNetworkInterface, {
      name: 'app-side',
      primary: true,
      transit_ips: ['192.168.10.0/24'],
    })
    expect((await get(nicUrl('net0'), { as: fleetAdminId })).body.primary).toBe(false)
  })

  it('refuses updates to a running instance’s interface, and from viewers', async () => {
    const running = await put(nicUrl('net0', 'web-server-1'), { as: fleetAdminId, body: { description: 'x' } })
    expectError(running, 400, 'InvalidRequest')
    expect(running.body.message).toBe('instance state is running, cannot update a network interface')
    expectError(await put(nicUrl('net1'), { as: fleetAdminId, body: { name: 'net0' } }), 400, 'ObjectAlreadyExists')
    expectError(await put(nicUrl('net1'), { as: fleetAdminId, body: { transit_ips: ['nonsense'] } }), 400)
    expectError(await put(nicUrl('net1'), { as: siloViewerId, body: {} }), 403)
  })

  it('deletes secondary interfaces, and the primary one only when it is the last', async () => {
    const primary = await del(nicUrl('net0'), { as: projectCollaboratorId })
    expectError(primary, 400, 'InvalidRequest')
    expect(primary.body.message).toMatch(/primary interface/)
    expect((await del(nicUrl('net1'), { as: projectCollaboratorId })).status).toBe(204)
    expect((await del(nicUrl('net0'), { as: projectCollaboratorId })).status).toBe(204)
    expect((await list('db-primary')).body.items).toEqual([])
    expectError(await del(nicUrl('net0', 'web-server-1'), { as: fleetAdminId }), 400)
    expectError(await del(nicUrl('net0', 'legacy-app'), { as: siloViewerId }), 403)
  })
})

describe('VPCs and subnets', () => {
  it('lists and views a project’s VPCs', async () => {
    const res = await get('/v1/vpcs?project=demo-project', { as: siloViewerId })
    expectSchema(schema.VpcResultsPage, res.body)
    expect(res.body.items.map((v: { name: string }) => v.name)).toEqual(['backend', 'default', 'platform'])
    const byName = await get('/v1/vpcs/default?project=demo-project', { as: siloViewerId })
    expectSchema(schema.Vpc, byName.body)
    expect(byName.body.id).toBe(demoDefaultVpcId)
    expect((await get(`/v1/vpcs/${demoDefaultVpcId}`, { as: siloViewerId })).body).toEqual(byName.body)
    expectError(await get('/v1/vpcs/nope?project=demo-project', { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/vpcs?project=demo-project', { as: noRolesId }), 404)
    // every project has its default VPC
    for (const project of ['web-frontend', 'build-farm', 'scale-test']) {
      const vpcs = await get(`/v1/vpcs?project=${project}`, { as: fleetAdminId })
      expect(vpcs.body.items.map((v: { name: string }) => v.name)).toEqual(['default'])
    }
  })

  it('lists a VPC’s subnets', async () => {
    const res = await get('/v1/vpc-subnets?project=demo-project&vpc=backend', { as: siloViewerId })
    expectSchema(schema.VpcSubnetResultsPage, res.body)
    expect(res.body.items.map((s: { name: string; ipv4_block: string }) => [s.name, s.ipv4_block])).toEqual([
      ['app', '10.20.0.0/24'],
      ['data', '10.20.1.0/24'],
    ])
    const byId = await get(`/v1/vpc-subnets?vpc=${demoDefaultVpcId}`, { as: siloViewerId })
    expect(byId.body.items.map((s: { ipv4_block: string }) => s.ipv4_block)).toEqual(['172.30.0.0/22'])
    expectError(await get('/v1/vpc-subnets?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await get('/v1/vpc-subnets?project=demo-project&vpc=backend', { as: noRolesId }), 404)
  })

  it('gives a new project its default VPC and subnet', async () => {
    await post('/v1/projects', { as: graceHopperId, body: { name: 'fresh', description: '' } })
    const subnets = await get('/v1/vpc-subnets?project=fresh&vpc=default', { as: graceHopperId })
    expectSchema(schema.VpcSubnetResultsPage, subnets.body)
    expect(subnets.body.items).toHaveLength(1)
    const created = await post('/v1/instances?project=fresh', {
      as: graceHopperId,
      body: { name: 'first', description: '', hostname: 'first', ncpus: 1, memory: 1024 ** 3 },
    })
    expect(created.status).toBe(201)
  })
})
