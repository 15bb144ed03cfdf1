import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { meshRouterId, platformMeshSubnetId, platformVpcId } from '../fixtures/networking'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post, put } from '../test-utils'

const routerUrl = (name: string) => `/v1/vpc-routers/${name}?project=demo-project&vpc=platform`
const routesUrl = (router = 'mesh-router') => `/v1/vpc-router-routes?project=demo-project&vpc=platform&router=${router}`
const routeUrl = (name: string, router = 'mesh-router') =>
  `/v1/vpc-router-routes/${name}?project=demo-project&vpc=platform&router=${router}`

const createRoute = (body: object, router = 'mesh-router', as = projectCollaboratorId) =>
  post(routesUrl(router), {
    as,
    body: {
      name: 'new-route',
      description: 'made in a test',
      destination: { type: 'ip_net', value: '10.70.0.0/16' },
      target: { type: 'ip', value: '10.50.0.20' },
      ...body,
    },
  })

describe('routers', () => {
  it('lists the system router and custom ones, and views them by name or id', async () => {
    const res = await get('/v1/vpc-routers?project=demo-project&vpc=platform', { as: siloViewerId })
    expectSchema(schema.VpcRouterResultsPage, res.body)
    expect(res.body.items.map((r: { name: string; kind: string }) => [r.name, r.kind])).toEqual([
      ['mesh-router', 'custom'],
      ['system', 'system'],
    ])
    const byName = await get(routerUrl('mesh-router'), { as: siloViewerId })
    expectSchema(schema.VpcRouter, byName.body)
    expect((await get(`/v1/vpc-routers/${meshRouterId}`, { as: siloViewerId })).body).toEqual(byName.body)
    const both = await get(`/v1/vpc-routers/${meshRouterId}?vpc=platform`, { as: fleetAdminId })
    expect(both.body.message).toBe('when providing router as an ID vpc and project should not be specified')
    const bare = await get('/v1/vpc-routers/mesh-router', { as: fleetAdminId })
    expect(bare.body.message).toBe('router should either be an ID or vpc should be specified')
    expectError(await get(routerUrl('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/vpc-routers?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await get(routerUrl('mesh-router'), { as: noRolesId }), 404)
  })

  it('creates and updates custom routers with unique names', async () => {
    const res = await post('/v1/vpc-routers?project=demo-project&vpc=platform', {
      as: projectCollaboratorId,
      body: { name: 'new-router', description: 'made in a test' },
    })
    expectOk(res, 201, schema.VpcRouter, { kind: 'custom', vpc_id: platformVpcId })
    const taken = await post('/v1/vpc-routers?project=demo-project&vpc=platform', {
      as: fleetAdminId,
      body: { name: 'system', description: '' },
    })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: vpc-router "system"')

    const renamed = await put(routerUrl('new-router'), { as: projectCollaboratorId, body: { name: 'renamed' } })
    expectSchema(schema.VpcRouter, renamed.body)
    expect(renamed.body).toMatchObject({ name: 'renamed', description: 'made in a test' })
    expectError(await put(routerUrl('renamed'), { as: fleetAdminId, body: { name: 'mesh-router' } }), 400)
    // the API lets even the system router be redescribed
    const system = await put(routerUrl('system'), { as: fleetAdminId, body: { description: 'ours' } })
    expect(system.body).toMatchObject({ name: 'system', kind: 'system', description: 'ours' })
  })

  it('deletes a custom router with its routes, detaching the subnets that used it', async () => {
    expect((await del(routerUrl('mesh-router'), { as: projectCollaboratorId })).status).toBe(204)
    expect(db.routerRoutes.some((r) => r.vpc_router_id === meshRouterId)).toBe(false)
    expect(db.vpcSubnets.find((s) => s.id === platformMeshSubnetId)!.custom_router_id).toBeNull()
    const system = await del(routerUrl('system'), { as: fleetAdminId })
    expectError(system, 400, 'InvalidRequest')
    expect(system.body.message).toBe('cannot delete system router')
  })

  it('refuses viewers', async () => {
    const create = post('/v1/vpc-routers?project=demo-project&vpc=platform', {
      as: siloViewerId,
      body: { name: 'x', description: '' },
    })
    expectError(await create, 403, 'Forbidden')
    expectError(await put(routerUrl('mesh-router'), { as: siloViewerId, body: {} }), 403)
    expectError(await del(routerUrl('mesh-router'), { as: siloViewerId }), 403)
  })
})

describe('routes', () => {
  it('lists the routes of a router, of every target kind', async () => {
    const res = await get(routesUrl(), { as: siloViewerId })
    expectOk(res, 200, schema.RouterRouteResultsPage)
    const targets = res.body.items.map((r: { target: { type: string } }) => r.target.type)
    expect(new Set(targets)).toEqual(new Set(['ip', 'instance', 'internet_gateway', 'drop']))
    const system = await get(routesUrl('system'), { as: siloViewerId })
    expect(system.body.items.map((r: { name: string; kind: string }) => [r.name, r.kind])).toEqual([
      ['default', 'vpc_subnet'],
      ['default-v4', 'default'],
      ['default-v6', 'default'],
      ['mesh', 'vpc_subnet'],
    ])
    expectError(await get('/v1/vpc-router-routes?project=demo-project&vpc=platform', { as: fleetAdminId }), 400)
    expectError(await get(routesUrl(), { as: noRolesId }), 404)
  })

  it('creates routes with every destination and allowed target, echoing addresses canonically', async () => {
    const res = await createRoute({})
    expectOk(res, 201, schema.RouterRoute, { kind: 'custom', vpc_router_id: meshRouterId })
    const cases = [
      { destination: { type: 'ip', value: 'FD00::1' }, target: { type: 'ip', value: 'fd00::2' } },
      { destination: { type: 'subnet', value: 'mesh' }, target: { type: 'drop' } },
      { destination: { type: 'ip_net', value: '::/0' }, target: { type: 'internet_gateway', value: 'egress' } },
      { destination: { type: 'ip', value: '203.0.113.1' }, target: { type: 'instance', value: 'web-server-1' } },
    ]
    for (const [n, body] of cases.entries()) {
      const made = await createRoute({ name: `case-${n}`, ...body })
      expect(made.status, JSON.stringify(made.body)).toBe(201)
    }
    expect((await get(routeUrl('case-0'), { as: siloViewerId })).body.destination).toEqual({
      type: 'ip',
      value: 'fd00::1',
    })
  })

  it('refuses what the API refuses, in its words', async () => {
    const mixed = await createRoute({ destination: { type: 'ip_net', value: '::/0' } })
    expectError(mixed, 400, 'InvalidRequest')
    expect(mixed.body.message).toBe('cannot mix explicit IPv4 and IPv6 addresses between destination and target')
    const vpcDest = await createRoute({ destination: { type: 'vpc', value: 'platform' } })
    expect(vpcDest.body.message).toBe('users cannot specify VPCs as a destination or target in custom routes')
    const vpcTarget = await createRoute({ target: { type: 'vpc', value: 'platform' } })
    expect(vpcTarget.body.message).toBe('users cannot specify VPCs as a destination or target in custom routes')
    const subnetTarget = await createRoute({ target: { type: 'subnet', value: 'mesh' } })
    expect(subnetTarget.body.message).toBe('subnets cannot be used as a target in custom routers')
    expectError(await createRoute({ destination: { type: 'ip_net', value: '10.0.0.0/33' } }), 400)
    expectError(await createRoute({ target: { type: 'ip', value: 'not-an-ip' } }), 400)
    expectError(await createRoute({ target: { type: 'teleport', value: 'x' } }), 400)
    const taken = await createRoute({ name: 'vpn-clients' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: router-route "vpn-clients"')
    const system = await createRoute({}, 'system')
    expect(system.body.message).toBe('user-provided routes cannot be added to a system router')
    expectError(await createRoute({}, 'mesh-router', siloViewerId), 403, 'Forbidden')
  })

  it('views a route by id alone, or by name with its router', async () => {
    const byName = await get(routeUrl('vpn-clients'), { as: siloViewerId })
    expectSchema(schema.RouterRoute, byName.body)
    expect((await get(`/v1/vpc-router-routes/${byName.body.id}`, { as: siloViewerId })).body).toEqual(byName.body)
    const both = await get(`/v1/vpc-router-routes/${byName.body.id}?router=mesh-router`, { as: fleetAdminId })
    expect(both.body.message).toBe(
      'when providing route as an ID router, subnet, vpc, and project should not be specified',
    )
    const bare = await get('/v1/vpc-router-routes/vpn-clients?project=demo-project&vpc=platform', { as: fleetAdminId })
    expect(bare.body.message).toBe('route should either be an ID or router should be specified')
    expectError(await get(routeUrl('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/vpc-router-routes/${byName.body.id}`, { as: noRolesId }), 404)
  })

  it('updates custom routes, and only the target of default routes', async () => {
    const res = await put(routeUrl('vpn-clients'), {
      as: projectCollaboratorId,
      body: {
        name: 'vpn',
        description: 'moved',
        destination: { type: 'ip_net', value: '192.168.200.0/24' },
        target: { type: 'drop' },
      },
    })
    expectOk(res, 200, schema.RouterRoute, { name: 'vpn', description: 'moved', target: { type: 'drop' } })

    const v4 = { type: 'ip_net', value: '0.0.0.0/0' }
    const retarget = await put(routeUrl('default-v4', 'system'), {
      as: projectCollaboratorId,
      body: { destination: v4, target: { type: 'internet_gateway', value: 'egress' } },
    })
    expect(retarget.status).toBe(200)
    expect(retarget.body.target).toEqual({ type: 'internet_gateway', value: 'egress' })
    // restating the destination in another spelling is no change
    const v6 = await put(routeUrl('default-v6', 'system'), {
      as: projectCollaboratorId,
      body: { name: 'default-v6', destination: { type: 'ip_net', value: '0::/0' }, target: { type: 'drop' } },
    })
    expect(v6.status).toBe(200)
    expect(v6.body.destination).toEqual({ type: 'ip_net', value: '::/0' })
    const rename = await put(routeUrl('default-v4', 'system'), {
      as: fleetAdminId,
      body: { name: 'elsewhere', destination: v4, target: { type: 'drop' } },
    })
    expect(rename.body.message).toBe('the destination and metadata of a Default route cannot be changed')
    const move = await put(routeUrl('default-v4', 'system'), {
      as: fleetAdminId,
      body: { destination: { type: 'ip_net', value: '10.0.0.0/8' }, target: { type: 'drop' } },
    })
    expect(move.body.message).toBe('the destination and metadata of a Default route cannot be changed')
    const subnet = await put(routeUrl('mesh', 'system'), {
      as: fleetAdminId,
      body: { destination: { type: 'subnet', value: 'mesh' }, target: { type: 'drop' } },
    })
    expect(subnet.body.message).toBe('routes of type vpc_subnet within the system router are not modifiable')
    const bad = await put(routeUrl('vpn'), {
      as: fleetAdminId,
      body: { destination: { type: 'vpc', value: 'platform' }, target: { type: 'drop' } },
    })
    expect(bad.body.message).toBe('users cannot specify VPCs as a destination or target in custom routes')
    const taken = await put(routeUrl('vpn'), {
      as: fleetAdminId,
      body: { name: 'block-scanner', destination: v4, target: { type: 'drop' } },
    })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expectError(
      await put(routeUrl('vpn'), { as: siloViewerId, body: { destination: v4, target: { type: 'drop' } } }),
      403,
    )
  })

  it('deletes custom routes only', async () => {
    expect((await del(routeUrl('block-scanner'), { as: projectCollaboratorId })).status).toBe(204)
    expectError(await get(routeUrl('block-scanner'), { as: fleetAdminId }), 404)
    for (const name of ['default-v6', 'mesh']) {
      const res = await del(routeUrl(name, 'system'), { as: fleetAdminId })
      expectError(res, 400, 'InvalidRequest')
      expect(res.body.message).toBe('DELETE not allowed on system routes')
    }
    expectError(await del(routeUrl('vpn-clients'), { as: siloViewerId }), 403)
  })
})
