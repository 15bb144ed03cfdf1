import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db, resetDb } from '../db'
import { defaultPoolId } from '../fixtures/ip-pools'
import { backendVpcId, demoDefaultVpcId } from '../fixtures/network'
import { platformVpcId } from '../fixtures/networking'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const createVpc = (body: object, as = projectCollaboratorId) =>
  post('/v1/vpcs?project=demo-project', {
    as,
    body: { name: 'new-vpc', description: 'made in a test', dns_name: 'new-vpc', ...body },
  })

const names = (items: { name: string }[]) => items.map((i) => i.name)

describe('VPC create', () => {
  it('makes the VPC with its default subnet, system router, routes, gateway and firewall rules', async () => {
    const res = await createVpc({ ipv6_prefix: 'fd12:3456:789a::/48' })
    expectOk(res, 201, schema.Vpc, { name: 'new-vpc', dns_name: 'new-vpc', ipv6_prefix: 'fd12:3456:789a::/48' })
    const vpc = res.body.id

    const subnets = await get(`/v1/vpc-subnets?vpc=${vpc}`, { as: siloViewerId })
    expect(subnets.body.items).toEqual([
      expect.objectContaining({
        name: 'default',
        description: 'The default subnet for new-vpc',
        ipv4_block: '172.30.0.0/22',
        ipv6_block: 'fd12:3456:789a::/64',
        custom_router_id: null,
      }),
    ])

    const routers = await get(`/v1/vpc-routers?vpc=${vpc}`, { as: siloViewerId })
    expect(routers.body.items).toEqual([
      expect.objectContaining({ id: res.body.system_router_id, name: 'system', kind: 'system' }),
    ])
    const routes = await get(`/v1/vpc-router-routes?vpc=${vpc}&router=system`, { as: siloViewerId })
    expectSchema(schema.RouterRouteResultsPage, routes.body)
    const gateway = { type: 'internet_gateway', value: 'default' }
    expect(routes.body.items).toEqual([
      expect.objectContaining({
        name: 'default',
        kind: 'vpc_subnet',
        destination: { type: 'subnet', value: 'default' },
      }),
      expect.objectContaining({
        name: 'default-v4',
        kind: 'default',
        destination: { type: 'ip_net', value: '0.0.0.0/0' },
        target: gateway,
      }),
      expect.objectContaining({ name: 'default-v6', kind: 'default', destination: { type: 'ip_net', value: '::/0' } }),
    ])

    const gateways = await get(`/v1/internet-gateways?vpc=${vpc}`, { as: siloViewerId })
    expect(names(gateways.body.items)).toEqual(['default'])
    const pools = await get(`/v1/internet-gateway-ip-pools?vpc=${vpc}&gateway=default`, { as: siloViewerId })
    expect(pools.body.items).toEqual([expect.objectContaining({ name: 'default', ip_pool_id: defaultPoolId })])

    const rules = await get(`/v1/vpc-firewall-rules?vpc=${vpc}`, { as: siloViewerId })
    expectSchema(schema.VpcFirewallRules, rules.body)
    expect(names(rules.body.rules)).toEqual(['allow-icmp', 'allow-internal-inbound', 'allow-ssh'])
    const internal = rules.body.rules[1]
    expect(internal).toMatchObject({
      direction: 'inbound',
      action: 'allow',
      priority: 65534,
      targets: [{ type: 'vpc', value: 'new-vpc' }],
      filters: { hosts: [{ type: 'vpc', value: 'new-vpc' }] },
    })
    expect(rules.body.rules[2].filters).toEqual({ hosts: null, ports: ['22'], protocols: [{ type: 'tcp' }] })
    expect(rules.body.rules[0].filters.protocols).toEqual([{ type: 'icmp', value: null }])
  })

  it('picks a unique-local /48 when none is given', async () => {
    const res = await createVpc({})
    expect(res.body.ipv6_prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f:]+\/48$/)
    const subnet = (await get(`/v1/vpc-subnets?vpc=${res.body.id}`, { as: fleetAdminId })).body.items[0]
    expect(subnet.ipv6_block).toBe(res.body.ipv6_prefix.replace('/48', '/64'))
  })

  it('refuses prefixes that are not a unique-local /48, taken names, and viewers', async () => {
    for (const prefix of ['fd12:3456::/64', '2001:db8::/48', 'fc00:1::/48']) {
      const res = await createVpc({ ipv6_prefix: prefix })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe(
        'VPC IPv6 address prefixes must be in the Unique Local Address range `fd00::/48` (RFD 4193)',
      )
    }
    const taken = await createVpc({ name: 'backend' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: vpc "backend"')
    expectError(await createVpc({ name: 'Bad_Name' }), 400)
    expectError(await createVpc({}, siloViewerId), 403, 'Forbidden')
    expectError(await createVpc({}, noRolesId), 404, 'ObjectNotFound')
    expectError(await post('/v1/vpcs', { as: fleetAdminId, body: { name: 'x', description: '', dns_name: 'x' } }), 400)
  })
})

describe('VPC update', () => {
  it('renames and redescribes, keeping names unique', async () => {
    const res = await put('/v1/vpcs/platform?project=demo-project', {
      as: projectCollaboratorId,
      body: { name: 'shared', description: 'renamed', dns_name: 'shared-dns' },
    })
    expectOk(res, 200, schema.Vpc, {
      id: platformVpcId,
      name: 'shared',
      description: 'renamed',
      dns_name: 'shared-dns',
    })
    expect((await get(`/v1/vpcs/${platformVpcId}`, { as: siloViewerId })).body.name).toBe('shared')

    const clash = await put('/v1/vpcs/shared?project=demo-project', { as: fleetAdminId, body: { name: 'backend' } })
    expectError(clash, 400, 'ObjectAlreadyExists')
    expectError(await put('/v1/vpcs/shared?project=demo-project', { as: siloViewerId, body: {} }), 403)
    expectError(await put('/v1/vpcs/shared?project=demo-project', { as: noRolesId, body: {} }), 404)
  })
})

describe('VPC delete', () => {
  it('is refused while subnets or custom routers remain, then takes the companions along', async () => {
    const vpc = (await createVpc({})).body
    const url = '/v1/vpcs/new-vpc?project=demo-project'
    const blocked = await del(url, { as: projectCollaboratorId })
    expectError(blocked, 400, 'InvalidRequest')
    expect(blocked.body.message).toBe('VPC cannot be deleted while VPC Subnets exist')

    await post(`/v1/vpc-routers?vpc=${vpc.id}`, { as: fleetAdminId, body: { name: 'extra', description: '' } })
    expect((await del(`/v1/vpc-subnets/default?vpc=${vpc.id}`, { as: fleetAdminId })).status).toBe(204)
    const routers = await del(url, { as: projectCollaboratorId })
    expectError(routers, 400, 'InvalidRequest')
    expect(routers.body.message).toBe('VPC cannot be deleted while custom VPC routers exist')

    expect((await del(`/v1/vpc-routers/extra?vpc=${vpc.id}`, { as: fleetAdminId })).status).toBe(204)
    expectError(await del(url, { as: siloViewerId }), 403)
    expect((await del(url, { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(url, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expect(db.vpcRouters.some((r) => r.vpc_id === vpc.id)).toBe(false)
    expect(db.routerRoutes.some((r) => r.vpc_router_id === vpc.system_router_id)).toBe(false)
    expect(db.internetGateways.some((g) => g.vpc_id === vpc.id)).toBe(false)
    expect(db.firewallRules.some((r) => r.vpc_id === vpc.id)).toBe(false)
  })

  it('refuses a VPC whose subnets hold instance interfaces', async () => {
    const res = await del('/v1/vpcs/backend?project=demo-project', { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
    const subnet = await del(`/v1/vpc-subnets/data?vpc=${backendVpcId}`, { as: fleetAdminId })
    expect(subnet.body.message).toBe('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
  })
})

describe('seeded VPCs', () => {
  it('all have their system router, default routes, gateway and default rules', async () => {
    for (const vpc of db.vpcs) {
      expect(db.vpcRouters.filter((r) => r.vpc_id === vpc.id && r.kind === 'system')).toHaveLength(1)
      const routes = db.routerRoutes.filter((r) => r.vpc_router_id === vpc.system_router_id)
      const subnets = db.vpcSubnets.filter((s) => s.vpc_id === vpc.id)
      expect(routes.filter((r) => r.kind === 'default').map((r) => r.name)).toEqual(['default-v4', 'default-v6'])
      expect(routes.filter((r) => r.kind === 'vpc_subnet')).toHaveLength(subnets.length)
      expect(db.internetGateways.some((g) => g.vpc_id === vpc.id && g.name === 'default')).toBe(true)
      const rules = db.firewallRules.filter((r) => r.vpc_id === vpc.id).map((r) => r.name)
      expect(rules).toEqual(expect.arrayContaining(['allow-icmp', 'allow-internal-inbound', 'allow-ssh']))
    }
    // ids are fixed across loads
    const before = db.routerRoutes.map((r) => r.id)
    resetDb()
    expect(db.routerRoutes.map((r) => r.id)).toEqual(before)
  })

  it('list for viewers and validate against the schema', async () => {
    const routers = await get(`/v1/vpc-routers?vpc=${demoDefaultVpcId}`, { as: siloViewerId })
    expectSchema(schema.VpcRouterResultsPage, routers.body)
    const rules = await get(`/v1/vpc-firewall-rules?vpc=${demoDefaultVpcId}`, { as: siloViewerId })
    expectSchema(schema.VpcFirewallRules, rules.body)
    expect(rules.body.rules.length).toBeGreaterThan(3)
  })
})
