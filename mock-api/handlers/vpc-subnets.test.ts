import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { backendAppSubnetId, backendVpcId, demoDefaultVpcId } from '../fixtures/network'
import { meshRouterId, platformMeshSubnetId } from '../fixtures/networking'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const createSubnet = (body: object, vpc = 'backend', as = projectCollaboratorId) =>
  post(`/v1/vpc-subnets?project=demo-project&vpc=${vpc}`, {
    as,
    body: { name: 'new-subnet', description: 'made in a test', ipv4_block: '10.20.8.0/24', ...body },
  })

const subnetUrl = (name: string, vpc = 'backend') => `/v1/vpc-subnets/${name}?project=demo-project&vpc=${vpc}`

/** The system router's subnet routes of a VPC, by name. */
const subnetRoutes = async (vpc: string) => {
  const res = await get(`/v1/vpc-router-routes?project=demo-project&vpc=${vpc}&router=system`, { as: fleetAdminId })
  return res.body.items
    .filter((r: { kind: string }) => r.kind === 'vpc_subnet')
    .map((r: { name: string; target: { value: string } }) => [r.name, r.target.value])
}

describe('subnet create', () => {
  it('takes the next free /64 of the VPC and adds a route to the system router', async () => {
    const res = await createSubnet({})
    expectOk(res, 201, schema.VpcSubnet)
    // app and data hold the first two /64s of backend's prefix
    expect(res.body).toMatchObject({
      vpc_id: backendVpcId,
      ipv4_block: '10.20.8.0/24',
      ipv6_block: 'fdc3:1a77:52e0:2::/64',
      custom_router_id: null,
    })
    expect(await subnetRoutes('backend')).toEqual([
      ['app', 'app'],
      ['data', 'data'],
      ['new-subnet', 'new-subnet'],
    ])
  })

  it('takes a chosen IPv6 block and a custom router of the same VPC', async () => {
    const res = await createSubnet(
      { ipv6_block: 'fd3e:8a41:c77:ab::/64', ipv4_block: '192.168.10.0/26', custom_router: 'mesh-router' },
      'platform',
    )
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ ipv6_block: 'fd3e:8a41:c77:ab::/64', custom_router_id: meshRouterId })
    const byId = await createSubnet(
      { name: 'by-id', ipv4_block: '10.60.0.0/16', custom_router: meshRouterId },
      'platform',
    )
    expect(byId.body.custom_router_id).toBe(meshRouterId)
  })

  it('refuses blocks outside the private ranges or of the wrong width', async () => {
    for (const block of ['8.8.8.0/24', '100.64.0.0/16', '172.32.0.0/16', '192.168.0.0/15']) {
      const res = await createSubnet({ ipv4_block: block })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe('VPC Subnet IPv4 address ranges must be from a private range')
    }
    for (const block of ['10.0.0.0/27', '10.20.9.0/30']) {
      const res = await createSubnet({ ipv4_block: block })
      expect(res.body.message).toBe(
        'VPC Subnet IPv4 address ranges must have prefix length between 8 and 26, inclusive',
      )
    }
    expectError(await createSubnet({ ipv4_block: '10.0.0.0/33' }), 400)
    for (const block of ['fdc3:1a77:52e0:5::/60', 'fdc3:1a77:52e1::/64', '2001:db8::/64']) {
      const res = await createSubnet({ ipv6_block: block })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(
        `VPC Subnet IPv6 address range '${block}' is not valid for VPC with IPv6 prefix 'fdc3:1a77:52e0::/48'`,
      )
    }
  })

  it('refuses blocks that overlap another subnet of the VPC, but not of another VPC', async () => {
    const wide = await createSubnet({ ipv4_block: '10.20.0.0/16' })
    expectError(wide, 400, 'InvalidRequest')
    expect(wide.body.message).toBe("IP address range '10.20.0.0/16' conflicts with an existing subnet")
    const narrow = await createSubnet({ ipv4_block: '10.20.1.128/25' })
    expect(narrow.body.message).toBe("IP address range '10.20.1.128/25' conflicts with an existing subnet")
    const v6 = await createSubnet({ ipv6_block: 'fdc3:1a77:52e0:1::/64' })
    expect(v6.body.message).toBe("IP address range 'fdc3:1a77:52e0:1::/64' conflicts with an existing subnet")
    // the default subnet's block is taken in every VPC, and free to reuse in a new one
    expect((await createSubnet({ ipv4_block: '10.20.0.0/24' }, 'default')).status).toBe(201)
  })

  it('refuses taken names, routers it cannot use, and viewers', async () => {
    expectError(await createSubnet({ name: 'app' }), 400, 'ObjectAlreadyExists')
    const system = await createSubnet({ custom_router: 'system' })
    expectError(system, 400, 'InvalidRequest')
    expect(system.body.message).toBe('cannot attach a system router to a VPC subnet')
    const foreign = await createSubnet({ custom_router: meshRouterId })
    expect(foreign.body.message).toBe('a router can only be attached to a subnet when both belong to the same VPC')
    expectError(await createSubnet({ custom_router: 'mesh-router' }), 404, 'ObjectNotFound')
    expectError(await createSubnet({}, 'backend', siloViewerId), 403, 'Forbidden')
    expectError(await createSubnet({}, 'backend', noRolesId), 404)
    expectError(await post('/v1/vpc-subnets?project=demo-project', { as: fleetAdminId, body: {} }), 400)
  })
})

describe('subnet view and list', () => {
  it('finds a subnet by id alone, or by name with its VPC', async () => {
    const byName = await get(subnetUrl('app'), { as: siloViewerId })
    expectSchema(schema.VpcSubnet, byName.body)
    expect(byName.body.id).toBe(backendAppSubnetId)
    expect((await get(`/v1/vpc-subnets/${backendAppSubnetId}`, { as: siloViewerId })).body).toEqual(byName.body)
    expect((await get(`/v1/vpc-subnets/app?vpc=${backendVpcId}`, { as: siloViewerId })).body.id).toBe(
      backendAppSubnetId,
    )
    const both = await get(`/v1/vpc-subnets/${backendAppSubnetId}?vpc=backend`, { as: fleetAdminId })
    expect(both.body.message).toBe('when providing subnet as an ID, vpc and project should not be specified')
    const bare = await get('/v1/vpc-subnets/app?project=demo-project', { as: fleetAdminId })
    expect(bare.body.message).toBe('subnet should either be an ID or vpc should be specified')
    expectError(await get(subnetUrl('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/vpc-subnets/${backendAppSubnetId}`, { as: noRolesId }), 404)
  })

  it('lists the interfaces in a subnet', async () => {
    const res = await get(`/v1/vpc-subnets/default/network-interfaces?vpc=${demoDefaultVpcId}`, { as: siloViewerId })
    expectSchema(schema.InstanceNetworkInterfaceResultsPage, res.body)
    expect(res.body.items).toHaveLength(7)
    const data = await get(`${subnetUrl('data').replace('?', '/network-interfaces?')}`, { as: siloViewerId })
    expect(data.body.items.map((n: { ip: string }) => n.ip)).toEqual(['10.20.1.5'])
    expectError(await get(`/v1/vpc-subnets/${backendAppSubnetId}/network-interfaces`, { as: noRolesId }), 404)
  })
})

describe('subnet update', () => {
  it('renames (moving its system route along), sets and unsets the custom router', async () => {
    const res = await put(subnetUrl('default', 'platform'), {
      as: projectCollaboratorId,
      body: { name: 'general', description: 'renamed', custom_router: 'mesh-router' },
    })
    expectOk(res, 200, schema.VpcSubnet, { name: 'general', description: 'renamed', custom_router_id: meshRouterId })
    expect(await subnetRoutes('platform')).toEqual([
      ['general', 'general'],
      ['mesh', 'mesh'],
    ])
    // as in the API, an update that leaves the router out detaches it
    const cleared = await put(subnetUrl('mesh', 'platform'), { as: projectCollaboratorId, body: { description: 'x' } })
    expect(cleared.body).toMatchObject({ id: platformMeshSubnetId, description: 'x', custom_router_id: null })
  })

  it('refuses taken names, system routers and viewers', async () => {
    expectError(await put(subnetUrl('app'), { as: fleetAdminId, body: { name: 'data' } }), 400, 'ObjectAlreadyExists')
    const system = await put(subnetUrl('app'), { as: fleetAdminId, body: { custom_router: 'system' } })
    expect(system.body.message).toBe('cannot attach a system router to a VPC subnet')
    expectError(await put(subnetUrl('app'), { as: siloViewerId, body: {} }), 403)
  })
})

describe('subnet delete', () => {
  it('removes an empty subnet and its system route', async () => {
    await createSubnet({})
    expect((await del(subnetUrl('new-subnet'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(subnetUrl('new-subnet'), { as: fleetAdminId }), 404)
    expect(await subnetRoutes('backend')).toEqual([
      ['app', 'app'],
      ['data', 'data'],
    ])
  })

  it('is refused while interfaces use it, and for viewers', async () => {
    const res = await del(subnetUrl('app'), { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    expectError(await del(subnetUrl('mesh', 'platform'), { as: siloViewerId }), 403)
    // once the interface is gone, the subnet can go
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.subnet_id !== backendAppSubnetId)
    expect((await del(subnetUrl('app'), { as: fleetAdminId })).status).toBe(204)
  })
})
