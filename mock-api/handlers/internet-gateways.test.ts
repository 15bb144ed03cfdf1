import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { defaultPoolId, ipv6PoolId, reservedPoolId } from '../fixtures/ip-pools'
import { egressGatewayId, meshRouterId, platformVpcId } from '../fixtures/networking'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, get, post } from '../test-utils'

const sel = (vpc = 'platform') => `project=demo-project&vpc=${vpc}`
const gatewayUrl = (name: string, extra = '', vpc = 'platform') => `/v1/internet-gateways/${name}?${sel(vpc)}${extra}`
/** What can be attached to a gateway, as its URLs name it. */
type Attachment = 'pools' | 'addresses'
const attachmentsUrl = (kind: Attachment, gateway = 'egress', vpc = 'platform') =>
  `/v1/internet-gateway-ip-${kind}?${sel(vpc)}&gateway=${gateway}`
const attachmentUrl = (kind: Attachment, name: string, gateway = 'egress', vpc = 'platform', extra = '') =>
  `/v1/internet-gateway-ip-${kind}/${name}?${sel(vpc)}&gateway=${gateway}${extra}`

const names = (items: { name: string }[]) => items.map((i) => i.name)

describe('internet gateways', () => {
  it('lists and views a VPC’s gateways', async () => {
    const res = await get(`/v1/internet-gateways?${sel()}`, { as: siloViewerId })
    expectSchema(schema.InternetGatewayResultsPage, res.body)
    expect(names(res.body.items)).toEqual(['default', 'egress'])
    const byName = await get(gatewayUrl('egress'), { as: siloViewerId })
    expectSchema(schema.InternetGateway, byName.body)
    expect(byName.body).toMatchObject({ id: egressGatewayId, vpc_id: platformVpcId })
    expect((await get(`/v1/internet-gateways/${egressGatewayId}`, { as: siloViewerId })).body).toEqual(byName.body)
    const both = await get(`/v1/internet-gateways/${egressGatewayId}?vpc=platform`, { as: fleetAdminId })
    expect(both.body.message).toBe('when providing gateway as an ID vpc and project should not be specified')
    const bare = await get('/v1/internet-gateways/egress?project=demo-project', { as: fleetAdminId })
    expect(bare.body.message).toBe('gateway should either be an ID or vpc should be specified')
    expectError(await get(gatewayUrl('nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/internet-gateways?project=demo-project', { as: fleetAdminId }), 400)
    expectError(await get(`/v1/internet-gateways?${sel()}`, { as: noRolesId }), 404)
  })

  it('creates gateways with unique names', async () => {
    const res = await post(`/v1/internet-gateways?${sel()}`, {
      as: projectCollaboratorId,
      body: { name: 'new-gateway', description: 'made in a test' },
    })
    expectOk(res, 201, schema.InternetGateway)
    const taken = await post(`/v1/internet-gateways?${sel()}`, {
      as: fleetAdminId,
      body: { name: 'egress', description: '' },
    })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: internet-gateway "egress"')
    const viewer = post(`/v1/internet-gateways?${sel()}`, { as: siloViewerId, body: { name: 'x', description: '' } })
    expectError(await viewer, 403, 'Forbidden')
  })

  it('deletes a gateway with attachments only with cascade, which also drops routes to it', async () => {
    const pools = await del(gatewayUrl('egress'), { as: projectCollaboratorId })
    expectError(pools, 400, 'InvalidRequest')
    expect(pools.body.message).toBe(
      'Ip pools referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
    expect((await del(attachmentUrl('pools', 'v6'), { as: fleetAdminId })).status).toBe(204)
    const addresses = await del(gatewayUrl('egress'), { as: projectCollaboratorId })
    expect(addresses.body.message).toBe(
      'Ip addresses referencing this gateway exist. To perform a cascading delete set the cascade option',
    )
    expectError(await del(gatewayUrl('egress', '&cascade=true'), { as: siloViewerId }), 403)
    expect((await del(gatewayUrl('egress', '&cascade=true'), { as: projectCollaboratorId })).status).toBe(204)
    expect(db.internetGatewayIpAddresses.some((a) => a.internet_gateway_id === egressGatewayId)).toBe(false)
    const mesh = db.routerRoutes.filter((r) => r.vpc_router_id === meshRouterId).map((r) => r.name)
    expect(mesh).not.toContain('ipv6-egress')
    expect(mesh).toContain('default-subnet-egress')
  })

  it('deletes a bare gateway without cascade, leaving routes that name it', async () => {
    await post(`/v1/internet-gateways?${sel()}`, { as: fleetAdminId, body: { name: 'bare', description: '' } })
    await post(`/v1/vpc-router-routes?${sel()}&router=mesh-router`, {
      as: fleetAdminId,
      body: {
        name: 'via-bare',
        description: '',
        destination: { type: 'ip_net', value: '10.80.0.0/16' },
        target: { type: 'internet_gateway', value: 'bare' },
      },
    })
    expect((await del(gatewayUrl('bare'), { as: projectCollaboratorId })).status).toBe(204)
    expect(db.routerRoutes.some((r) => r.name === 'via-bare')).toBe(true)
  })
})

describe('gateway attachments', () => {
  it.each([
    ['pools', schema.InternetGatewayIpPoolResultsPage, { name: 'v6', ip_pool_id: ipv6PoolId }],
    ['addresses', schema.InternetGatewayIpAddressResultsPage, { name: 'nat-v4', address: '10.0.0.240' }],
  ] as const)('are listed per gateway: %s', async (kind, page, seeded) => {
    const res = await get(attachmentsUrl(kind), { as: siloViewerId })
    expectSchema(page, res.body)
    expect(res.body.items).toEqual([expect.objectContaining(seeded)])
    expectError(await get(`/v1/internet-gateway-ip-${kind}?${sel()}`, { as: fleetAdminId }), 400)
    expectError(await get(attachmentsUrl(kind), { as: noRolesId }), 404)
  })
})

describe('gateway IP pools', () => {
  it('attaches a pool the silo may use, once per gateway', async () => {
    const res = await post(attachmentsUrl('pools'), {
      as: projectCollaboratorId,
      body: { name: 'v4', description: 'IPv4 too', ip_pool: 'default' },
    })
    expectOk(res, 201, schema.InternetGatewayIpPool, {
      ip_pool_id: defaultPoolId,
      internet_gateway_id: egressGatewayId,
    })
    const again = await post(attachmentsUrl('pools'), {
      as: fleetAdminId,
      body: { name: 'again', description: '', ip_pool: defaultPoolId },
    })
    expectError(again, 400, 'InvalidRequest')
    expect(again.body.message).toBe('IP pool "default" is already attached to internet gateway "egress"')
    const taken = await post(attachmentsUrl('pools'), {
      as: fleetAdminId,
      body: { name: 'v6', description: '', ip_pool: 'default' },
    })
    expect(taken.body.message).toBe('already exists: internet-gateway-ip-pool "v6"')
    const hidden = await post(attachmentsUrl('pools'), {
      as: fleetAdminId,
      body: { name: 'reserved', description: '', ip_pool: reservedPoolId },
    })
    expectError(hidden, 404, 'ObjectNotFound')
    const viewer = post(attachmentsUrl('pools'), {
      as: siloViewerId,
      body: { name: 'x', description: '', ip_pool: 'default' },
    })
    expectError(await viewer, 403)
  })

  it('finds an attachment by id alone, or by name with its gateway', async () => {
    const id = db.internetGatewayIpPools.find((p) => p.name === 'v6')!.id
    const both = await del(`/v1/internet-gateway-ip-pools/${id}?gateway=egress`, { as: fleetAdminId })
    expect(both.body.message).toBe(
      'when providing pool as an ID gateway, subnet, vpc, and project should not be specified',
    )
    const bare = await del(`/v1/internet-gateway-ip-pools/v6?${sel()}`, { as: fleetAdminId })
    expect(bare.body.message).toBe('pool should either be an ID or gateway should be specified')
    expectError(await del(attachmentUrl('pools', 'nope'), { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await del(`/v1/internet-gateway-ip-pools/${id}`, { as: siloViewerId }), 403)
    expect((await del(`/v1/internet-gateway-ip-pools/${id}`, { as: projectCollaboratorId })).status).toBe(204)
  })

  it('will not detach a pool routed instance traffic depends on, without cascade', async () => {
    // demo-project/default routes to its gateway, and web-server-1 and -2 hold default-pool addresses
    const res = await del(attachmentUrl('pools', 'default', 'default', 'default'), { as: projectCollaboratorId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    )
    const cascade = await del(attachmentUrl('pools', 'default', 'default', 'default', '&cascade=true'), {
      as: projectCollaboratorId,
    })
    expect(cascade.status).toBe(204)
    // nothing in platform holds an address, so its default pool goes freely
    expect((await del(attachmentUrl('pools', 'default', 'default'), { as: projectCollaboratorId })).status).toBe(204)
  })
})

describe('gateway IP addresses', () => {
  it('attaches addresses of the silo’s pools, once per gateway', async () => {
    const res = await post(attachmentsUrl('addresses'), {
      as: projectCollaboratorId,
      body: { name: 'nat-v6', description: '', address: 'FD00:99::0080' },
    })
    expectOk(res, 201, schema.InternetGatewayIpAddress)
    expect(res.body.address).toBe('fd00:99::80')
    for (const address of ['8.8.8.8', '10.0.1.15']) {
      const outside = await post(attachmentsUrl('addresses'), {
        as: fleetAdminId,
        body: { name: 'x', description: '', address },
      })
      expectError(outside, 400, 'InvalidRequest')
      expect(outside.body.message).toBe(`IP address ${address} is not in any IP pool available to this silo`)
    }
    const again = await post(attachmentsUrl('addresses'), {
      as: fleetAdminId,
      body: { name: 'again', description: '', address: '10.0.0.240' },
    })
    expect(again.body.message).toBe('IP address 10.0.0.240 is already attached to internet gateway "egress"')
    const taken = await post(attachmentsUrl('addresses'), {
      as: fleetAdminId,
      body: { name: 'nat-v4', description: '', address: '10.0.0.241' },
    })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expectError(
      await post(attachmentsUrl('addresses'), {
        as: fleetAdminId,
        body: { name: 'x', description: '', address: 'nope' },
      }),
      400,
    )
    const viewer = post(attachmentsUrl('addresses'), {
      as: siloViewerId,
      body: { name: 'x', description: '', address: '10.0.0.241' },
    })
    expectError(await viewer, 403)
  })

  it('detaches an address, but not one routed instance traffic uses, without cascade', async () => {
    expect((await del(attachmentUrl('addresses', 'nat-v4'), { as: projectCollaboratorId })).status).toBe(204)
    // web-server-1's floating IP, attached to the gateway its VPC routes to
    await post(attachmentsUrl('addresses', 'default', 'default'), {
      as: fleetAdminId,
      body: { name: 'web', description: '', address: '10.0.0.10' },
    })
    const res = await del(attachmentUrl('addresses', 'web', 'default', 'default'), { as: projectCollaboratorId })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(
      'VPC routes dependent on this IP pool. To perform a cascading delete set the cascade option',
    )
    const id = db.internetGatewayIpAddresses.find((a) => a.name === 'web')!.id
    const both = await del(`/v1/internet-gateway-ip-addresses/${id}?gateway=default`, { as: fleetAdminId })
    expect(both.body.message).toBe(
      'when providing address as an ID gateway, subnet, vpc, and project should not be specified',
    )
    expectError(await del(`/v1/internet-gateway-ip-addresses/${id}?cascade=true`, { as: siloViewerId }), 403)
    expect((await del(`/v1/internet-gateway-ip-addresses/${id}?cascade=true`, { as: fleetAdminId })).status).toBe(204)
  })
})
