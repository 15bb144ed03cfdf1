import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { defaultPoolId, ipv6PoolId, servicePoolId } from '../fixtures/ip-pools'
import { demoSiloId, otherSiloId } from '../fixtures/silos'
import { fleetAdminId, samlUserId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, expectSchema, fleetViewer, get, post, put } from '../test-utils'

const admin = { as: fleetAdminId }
const SYS = '/v1/system/ip-pools'

const names = (body: { items: { name: string }[] }) => body.items.map((p) => p.name)
const addRange = (pool: string, first: string, last: string, as = fleetAdminId) =>
  post(`${SYS}/${pool}/ranges/add`, { as, body: { first, last } })

describe('IP pools: list, create, view, update, delete', () => {
  it('lists the operators’ pools by name, without the service pool, with page tokens', async () => {
    const res = await get(SYS, fleetViewer())
    expectOk(res, 200, schema.IpPoolResultsPage)
    expect(names(res.body)).toEqual(['default', 'ipv6-pool', 'lab-pool', 'reserved-pool'])
    const first = await get(`${SYS}?limit=3`, admin)
    expect(names(first.body)).toEqual(['default', 'ipv6-pool', 'lab-pool'])
    const rest = await get(`${SYS}?limit=3&page_token=${first.body.next_page}`, admin)
    expect(names(rest.body)).toEqual(['reserved-pool'])
    expect(rest.body.next_page).toBeNull()
    expectError(await get(`${SYS}?page_token=nonsense`, admin), 400, 'InvalidRequest')
  })

  it('refuses the pools to anyone but fleet users', async () => {
    expectError(await get(SYS, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(SYS), 401)
    const hidden = await get(`${SYS}/default`, { as: samlUserId })
    expectError(hidden, 404, 'ObjectNotFound')
    expect(hidden.body.message).toBe('not found: ip-pool with name "default"')
    expectError(await get(`${SYS}/default/ranges`, { as: siloViewerId }), 404)
    expectError(await get(`${SYS}/default/utilization`, { as: siloViewerId }), 404)
  })

  it('creates, renames and deletes a pool as a fleet admin only', async () => {
    const viewer = fleetViewer()
    const body = { name: 'edge-pool', description: 'Edge routers' }
    expectError(await post(SYS, { ...viewer, body }), 403, 'Forbidden')
    const res = await post(SYS, { ...admin, body })
    expectOk(res, 201, schema.IpPool, body)
    const taken = await post(SYS, { ...admin, body: { name: 'oxide-service-pool', description: '' } })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: ip-pool "oxide-service-pool"')
    expectError(await post(SYS, { ...admin, body: { name: 'Bad Name', description: '' } }), 400, 'InvalidRequest')

    expectError(await put(`${SYS}/edge-pool`, { ...viewer, body: { name: 'x' } }), 403)
    expectError(await put(`${SYS}/edge-pool`, { ...admin, body: { name: 'default' } }), 400, 'ObjectAlreadyExists')
    const renamed = await put(`${SYS}/edge-pool`, { ...admin, body: { name: 'edge', description: null } })
    expectOk(renamed, 200, schema.IpPool, { name: 'edge', description: 'Edge routers' })
    expectOk(await get(`${SYS}/${res.body.id}`, viewer), 200, schema.IpPool, { name: 'edge' })

    expectError(await del(`${SYS}/edge`, viewer), 403)
    expect((await del(`${SYS}/edge`, admin)).status).toBe(204)
    expectError(await get(`${SYS}/edge`, admin), 404, 'ObjectNotFound')
  })

  it('refuses to delete a pool that has ranges, or links', async () => {
    const withRanges = await del(`${SYS}/reserved-pool`, admin)
    expectError(withRanges, 400, 'InvalidRequest')
    expect(withRanges.body.message).toBe('IP Pool cannot be deleted while it contains IP ranges')
    await post(SYS, { ...admin, body: { name: 'linked', description: '' } })
    await post(`${SYS}/linked/silos`, { ...admin, body: { silo: 'demo-silo', is_default: false } })
    const linked = await del(`${SYS}/linked`, admin)
    expect(linked.body.message).toBe('IP Pool cannot be deleted while it is linked to a silo')
  })

  it('hides the service pool from the pool operations', async () => {
    expectError(await get(`${SYS}/oxide-service-pool`, admin), 404, 'ObjectNotFound')
    expectError(await get(`${SYS}/${servicePoolId}/utilization`, admin), 404)
    expectError(await del(`${SYS}/oxide-service-pool`, admin), 404)
  })
})

describe('IP pool ranges', () => {
  it('lists a pool’s ranges ordered by first address, a page at a time', async () => {
    const res = await get(`${SYS}/ipv6-pool/ranges`, fleetViewer())
    expectOk(res, 200, schema.IpPoolRangeResultsPage)
    expect(res.body.items.map((r: { range: object }) => r.range)).toEqual([
      { first: 'fd00:99::10', last: 'fd00:99::ff' },
      { first: 'fd00:99:0:1::', last: 'fd00:99:0:1:ffff:ffff:ffff:ffff' },
    ])
    await addRange('default', '10.0.0.2', '10.0.0.5')
    const page = await get(`${SYS}/default/ranges?limit=1`, admin)
    expect(page.body.items[0].range).toEqual({ first: '10.0.0.2', last: '10.0.0.5' })
    const next = await get(`${SYS}/default/ranges?limit=1&page_token=${page.body.next_page}`, admin)
    expect(next.body.items[0].range).toEqual({ first: '10.0.0.10', last: '10.0.0.250' })
    expect(next.body.next_page).toBeNull()
  })

  it('adds an IPv4 range that overlaps no range of any pool', async () => {
    const res = await addRange('reserved-pool', '10.0.2.1', '10.0.2.9')
    expectOk(res, 201, schema.IpPoolRange, {
      ip_pool_id: expect.any(String),
      range: { first: '10.0.2.1', last: '10.0.2.9' },
    })
    const overlap = await addRange('reserved-pool', '10.0.0.250', '10.0.0.255')
    expectError(overlap, 400, 'InvalidRequest')
    expect(overlap.body.message).toBe('The provided IP range 10.0.0.250-10.0.0.255 overlaps with an existing range')
    // the service pool's ranges count too
    expect((await addRange('reserved-pool', '172.30.1.5', '172.30.1.9')).body.message).toMatch(/overlaps/)
  })

  it('refuses IPv6, mixed families, a first address after the last, and fleet viewers', async () => {
    const v6 = await addRange('ipv6-pool', 'fd00:aa::1', 'fd00:aa::9')
    expectError(v6, 400, 'InvalidRequest')
    expect(v6.body.message).toBe('IPv6 ranges are not allowed yet')
    for (const [first, last] of [
      ['10.0.3.1', 'fd00::1'],
      ['10.0.3.9', '10.0.3.1'],
      ['10.0.3', '10.0.3.9'],
    ]) {
      const bad = await addRange('reserved-pool', first, last)
      expectError(bad, 400, 'InvalidRequest')
      expect(bad.body.message).toMatch(/^unable to parse JSON body/)
    }
    expectError(await addRange('reserved-pool', '10.0.3.1', '10.0.3.9', fleetViewer().as), 403, 'Forbidden')
    expect(db.ipPoolRanges.filter((r) => r.first.startsWith('10.0.3'))).toEqual([])
  })

  it('removes a range unless addresses from it are allocated', async () => {
    const remove = (pool: string, first: string, last: string) =>
      post(`${SYS}/${pool}/ranges/remove`, { ...admin, body: { first, last } })
    const inUse = await remove('default', '10.0.0.10', '10.0.0.250')
    expectError(inUse, 400, 'InvalidRequest')
    expect(inUse.body.message).toBe(
      'IP pool ranges cannot be deleted while external IP addresses are allocated from them',
    )
    const missing = await remove('reserved-pool', '10.0.1.10', '10.0.1.19')
    expect(missing.body.message).toBe('The provided range 10.0.1.10-10.0.1.19 does not exist')
    expectError(
      await post(`${SYS}/reserved-pool/ranges/remove`, {
        as: fleetViewer().as,
        body: { first: '10.0.1.10', last: '10.0.1.20' },
      }),
      403,
    )
    expect((await remove('reserved-pool', '10.0.1.10', '10.0.1.20')).status).toBe(204)
    expect((await get(`${SYS}/reserved-pool/ranges`, admin)).body.items).toEqual([])
  })
})

describe('IP pool utilization', () => {
  it('counts IPv4 addresses as numbers and IPv6 ones as 128-bit integer strings', async () => {
    const v6 = await get(`${SYS}/ipv6-pool/utilization`, fleetViewer())
    expectOk(v6, 200, schema.IpPoolUtilization)
    // 240 + 2^64: beyond what a float holds exactly
    expect(v6.body).toEqual({
      ipv4: { allocated: 0, capacity: 0 },
      ipv6: { allocated: '1', capacity: '18446744073709551856' },
    })
    // web-frontend-ip, spare-ip and four ephemeral IPs, of 241 addresses
    expect((await get(`${SYS}/default/utilization`, admin)).body.ipv4).toEqual({ allocated: 6, capacity: 241 })
    expect((await get(`${SYS}/lab-pool/utilization`, admin)).body.ipv4).toEqual({ allocated: 11, capacity: 12 })
  })
})

describe('IP pool silo links', () => {
  it('lists a pool’s links and a silo’s pools', async () => {
    const viewer = fleetViewer()
    const links = await get(`${SYS}/default/silos`, viewer)
    expectOk(links, 200, schema.IpPoolSiloLinkResultsPage)
    expect(links.body.items).toEqual([
      { ip_pool_id: defaultPoolId, silo_id: otherSiloId, is_default: true },
      { ip_pool_id: defaultPoolId, silo_id: demoSiloId, is_default: true },
    ])
    const pools = await get('/v1/system/silos/other-silo/ip-pools', viewer)
    expectOk(pools, 200, schema.SiloIpPoolResultsPage)
    expect(pools.body.items.map((p: { name: string; is_default: boolean }) => [p.name, p.is_default])).toEqual([
      ['default', true],
      ['lab-pool', false],
    ])
    expectError(await get('/v1/system/silos/other-silo/ip-pools', { as: siloViewerId }), 403)
    expectError(await get('/v1/system/silos/nope/ip-pools', admin), 404, 'ObjectNotFound')
  })

  it('links a silo once, with at most one default per silo', async () => {
    const link = (silo: string, is_default: boolean, as = fleetAdminId) =>
      post(`${SYS}/reserved-pool/silos`, { as, body: { silo, is_default } })
    expectError(await link('demo-silo', false, fleetViewer().as), 403)
    expectError(await link('demo-silo', true), 400, 'ObjectAlreadyExists')
    expectError(await link('no-such-silo', false), 404, 'ObjectNotFound')
    expectOk(await link('demo-silo', false), 201, schema.IpPoolSiloLink, { silo_id: demoSiloId, is_default: false })
    expectError(await link(demoSiloId, false), 400, 'ObjectAlreadyExists')
    // tenants of the silo now see it
    const tenant = await get('/v1/ip-pools/reserved-pool', { as: siloViewerId })
    expectOk(tenant, 200, schema.SiloIpPool, { is_default: false })
  })

  it('makes a pool the silo’s default, and the previous default stops being it', async () => {
    expectError(
      await put(`${SYS}/ipv6-pool/silos/demo-silo`, { as: fleetViewer().as, body: { is_default: true } }),
      403,
    )
    const res = await put(`${SYS}/ipv6-pool/silos/demo-silo`, { ...admin, body: { is_default: true } })
    expectOk(res, 200, schema.IpPoolSiloLink, { is_default: true })
    const tenant = await get('/v1/ip-pools', { as: siloViewerId })
    expect(tenant.body.items.map((p: { name: string; is_default: boolean }) => [p.name, p.is_default])).toEqual([
      ['default', false],
      ['ipv6-pool', true],
    ])
    // other-silo keeps its own default
    expect((await get('/v1/ip-pools/default', { as: samlUserId })).body.is_default).toBe(true)
    expectError(await put(`${SYS}/reserved-pool/silos/demo-silo`, { ...admin, body: { is_default: true } }), 404)
  })

  it('unlinks a silo unless it holds addresses from the pool', async () => {
    const inUse = await del(`${SYS}/lab-pool/silos/other-silo`, admin)
    expectError(inUse, 400, 'InvalidRequest')
    expect(inUse.body.message).toBe('IP addresses from this pool are in use in the linked silo')
    expectError(await del(`${SYS}/ipv6-pool/silos/demo-silo`, fleetViewer()), 403)
    // devSandbox's ephemeral IP is from ipv6-pool, in demo-silo
    expectError(await del(`${SYS}/ipv6-pool/silos/demo-silo`, admin), 400)
    db.ephemeralIps = db.ephemeralIps.filter((e) => e.ip_pool_id !== ipv6PoolId)
    expect((await del(`${SYS}/ipv6-pool/silos/demo-silo`, admin)).status).toBe(204)
    expectError(await get('/v1/ip-pools/ipv6-pool', { as: siloViewerId }), 404)
    expectError(await del(`${SYS}/ipv6-pool/silos/demo-silo`, admin), 404, 'ObjectNotFound')
  })
})

describe('the service IP pool', () => {
  it('is read by fleet viewers, with its ranges', async () => {
    const viewer = fleetViewer()
    const pool = await get('/v1/system/ip-pools-service', viewer)
    expectOk(pool, 200, schema.IpPool, { id: servicePoolId, name: 'oxide-service-pool' })
    const ranges = await get('/v1/system/ip-pools-service/ranges', viewer)
    expectSchema(schema.IpPoolRangeResultsPage, ranges.body)
    expect(ranges.body.items.map((r: { range: { first: string } }) => r.range.first)).toEqual([
      '172.30.0.1',
      '172.30.1.1',
    ])
    expectError(await get('/v1/system/ip-pools-service', { as: siloViewerId }), 403)
  })

  it('takes and gives back ranges under the same rules, as a fleet admin', async () => {
    const add = (first: string, last: string, as = fleetAdminId) =>
      post('/v1/system/ip-pools-service/ranges/add', { as, body: { first, last } })
    const remove = (first: string, last: string) =>
      post('/v1/system/ip-pools-service/ranges/remove', { ...admin, body: { first, last } })
    expectError(await add('172.30.2.1', '172.30.2.9', fleetViewer().as), 403)
    expectOk(await add('172.30.2.1', '172.30.2.9'), 201, schema.IpPoolRange, { ip_pool_id: servicePoolId })
    expect((await add('10.0.0.1', '10.0.0.10')).body.message).toMatch(/overlaps with an existing range/)
    expect((await add('fd00:1::1', 'fd00:1::2')).body.message).toBe('IPv6 ranges are not allowed yet')
    // Nexus and the DNS servers hold addresses of the first range
    expectError(await remove('172.30.0.1', '172.30.0.15'), 400, 'InvalidRequest')
    expect((await remove('172.30.1.1', '172.30.1.5')).status).toBe(204)
  })
})
