import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { rackId } from '../fixtures/hardware'
import { loopbackBlockId } from '../fixtures/rack-network'
import { fleetAdminId, graceHopperId, siloViewerId } from '../fixtures/users'
import { setClock } from '../test-clock'
import { del, expectError, expectOk, expectSchema, get, post, put, grantFleetRole } from '../test-utils'

const NET = '/v1/system/networking'
const as = fleetAdminId

/** grace-hopper (silo collaborator) as a fleet viewer: reads yes, changes no */
const makeFleetViewer = () => grantFleetRole(graceHopperId, 'viewer')

const LOT = {
  name: 'transit-b',
  description: 'Second transit provider',
  kind: 'infra',
  blocks: [{ first_address: '192.0.2.1', last_address: '192.0.2.8' }],
}
const newLot = (body: object = {}) => post(`${NET}/address-lot`, { as, body: { ...LOT, ...body } })

describe('address lots', () => {
  it('lists the seeded lots by name, and a lot’s blocks', async () => {
    const res = await get(`${NET}/address-lot`, { as })
    expectOk(res, 200, schema.AddressLotResultsPage)
    expect(res.body.items.map((l: { name: string }) => l.name)).toEqual([
      'bgp-loopbacks',
      'customer-pool-lot',
      'initial-infra',
      'uplink-v6',
    ])
    const blocks = await get(`${NET}/address-lot/customer-pool-lot/blocks?limit=1`, { as })
    expectOk(blocks, 200, schema.AddressLotBlockResultsPage)
    expect(blocks.body.items).toEqual([
      { id: expect.any(String), first_address: '198.51.100.0', last_address: '198.51.100.255' },
    ])
    const next = await get(`${NET}/address-lot/customer-pool-lot/blocks?limit=1&page_token=${blocks.body.next_page}`, {
      as,
    })
    expect(next.body.items[0].first_address).toBe('203.0.113.0')
    expectError(await get(`${NET}/address-lot/nope/blocks`, { as }), 404, 'ObjectNotFound')
  })

  it('creates a lot with its blocks, refuses a taken name, and deletes it', async () => {
    const res = await newLot()
    expectOk(res, 201, schema.AddressLotCreateResponse)
    expect(res.body.lot).toMatchObject({ name: 'transit-b', kind: 'infra' })
    expect(res.body.blocks).toEqual([{ id: expect.any(String), first_address: '192.0.2.1', last_address: '192.0.2.8' }])
    expectError(await newLot(), 400, 'ObjectAlreadyExists')
    const blocks = await get(`${NET}/address-lot/${res.body.lot.id}/blocks`, { as })
    expect(blocks.body.items).toEqual(res.body.blocks)
    expect((await del(`${NET}/address-lot/transit-b`, { as })).status).toBe(204)
    expectError(await get(`${NET}/address-lot/transit-b/blocks`, { as }), 404, 'ObjectNotFound')
  })

  it('refuses blocks whose first address is after the last, or that mix families', async () => {
    const after = await newLot({ blocks: [{ first_address: '192.0.2.9', last_address: '192.0.2.1' }] })
    expectError(after, 400, 'InvalidRequest')
    expect(after.body.message).toBe('address lot block 192.0.2.9 - 192.0.2.1: the first address is after the last')
    const mixed = await newLot({ blocks: [{ first_address: '192.0.2.1', last_address: 'fd00::1' }] })
    expect(mixed.body.message).toBe('address lot block 192.0.2.1 - fd00::1 mixes IPv4 and IPv6 addresses')
    expect((await get(`${NET}/address-lot`, { as })).body.items).toHaveLength(4)
  })

  it('refuses to delete a lot while one of its addresses is on a switch', async () => {
    const res = await del(`${NET}/address-lot/bgp-loopbacks`, { as })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe('address lot bgp-loopbacks is in use')
    expect((await del(`${NET}/address-lot/customer-pool-lot`, { as })).status).toBe(204)
  })

  it('lets fleet viewers read and only fleet admins change; others are refused', async () => {
    makeFleetViewer()
    expect((await get(`${NET}/address-lot`, { as: graceHopperId })).status).toBe(200)
    expect((await get(`${NET}/address-lot/initial-infra/blocks`, { as: graceHopperId })).status).toBe(200)
    expectError(await post(`${NET}/address-lot`, { as: graceHopperId, body: {} }), 400)
    expectError(await del(`${NET}/address-lot/customer-pool-lot`, { as: graceHopperId }), 403, 'Forbidden')
    expectError(await get(`${NET}/address-lot`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${NET}/address-lot/initial-infra/blocks`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await del(`${NET}/address-lot/customer-pool-lot`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get(`${NET}/address-lot`), 401)
  })
})

/** a loopback address on switch0, from the seed's loopback lot */
const LOOPBACK = {
  address: '10.255.0.3',
  address_lot: 'bgp-loopbacks',
  anycast: false,
  mask: 32,
  rack_id: rackId,
  switch_location: 'switch0',
}
const loopback = (body: object = {}, user = as) =>
  post(`${NET}/loopback-address`, { as: user, body: { ...LOOPBACK, ...body } })

describe('loopback addresses', () => {
  it('lists the switches’ loopback addresses', async () => {
    const res = await get(`${NET}/loopback-address`, { as })
    expectOk(res, 200, schema.LoopbackAddressResultsPage)
    expect(
      res.body.items.map((l: { address: string; switch_location: string }) => [l.address, l.switch_location]),
    ).toEqual([
      ['10.255.0.1/32', 'switch0'],
      ['10.255.0.2/32', 'switch1'],
    ])
  })

  it('creates one from a lot’s block and deletes it by rack, switch, address and mask', async () => {
    const res = await loopback()
    expectOk(res, 201, schema.LoopbackAddress, {
      address: '10.255.0.3/32',
      address_lot_block_id: loopbackBlockId,
      rack_id: rackId,
      switch_location: 'switch0',
    })
    expectError(await loopback({ switch_location: 'switch1' }), 400, 'ObjectAlreadyExists')
    expectError(await del(`${NET}/loopback-address/${rackId}/switch1/10.255.0.3/32`, { as }), 404, 'ObjectNotFound')
    expect((await del(`${NET}/loopback-address/${rackId}/switch0/10.255.0.3/32`, { as })).status).toBe(204)
    expect((await get(`${NET}/loopback-address`, { as })).body.items).toHaveLength(2)
  })

  it('puts an anycast address on both switches, but not twice on one', async () => {
    expect((await loopback({ anycast: true })).status).toBe(201)
    expect((await loopback({ anycast: true, switch_location: 'switch1' })).status).toBe(201)
    expectError(await loopback({ anycast: true }), 400, 'ObjectAlreadyExists')
  })

  it('refuses an address outside the lot, a mask too wide, an unknown switch, lot or rack', async () => {
    const outside = await loopback({ address: '10.255.1.1' })
    expectError(outside, 400, 'InvalidRequest')
    expect(outside.body.message).toBe('address 10.255.1.1 is not in any block of address lot bgp-loopbacks')
    const mask = await loopback({ mask: 33 })
    expect(mask.body.message).toBe('unsupported value for "mask": an IPv4 mask is at most 32, got 33')
    const sw = await loopback({ switch_location: 'switch7' })
    expect(sw.body.message).toBe(
      'unsupported value for "switch_location": switch must be one of switch0, switch1, got switch7',
    )
    expectError(await loopback({ address_lot: 'nope' }), 404, 'ObjectNotFound')
    expectError(await loopback({ rack_id: '00000000-0000-4000-8000-000000000000' }), 404, 'ObjectNotFound')
  })

  it('is read by fleet viewers and changed by fleet admins only', async () => {
    makeFleetViewer()
    expect((await get(`${NET}/loopback-address`, { as: graceHopperId })).status).toBe(200)
    const refused = await loopback({ address: '10.255.0.4' }, graceHopperId)
    expectError(refused, 403, 'Forbidden')
    expectError(await del(`${NET}/loopback-address/${rackId}/switch0/10.255.0.1/32`, { as: graceHopperId }), 403)
    expectError(await get(`${NET}/loopback-address`, { as: siloViewerId }), 403, 'Forbidden')
  })
})

describe('BFD', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setClock(Date.parse('2026-06-01T00:00:00.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  const enable = (body: object = {}) =>
    post(`${NET}/bfd-enable`, {
      as,
      body: {
        switch: 'switch0',
        remote: '172.20.26.9',
        local: null,
        mode: 'multi_hop',
        detection_threshold: 3,
        required_rx: 250000,
        ...body,
      },
    })

  it('reports each switch’s sessions; a new one starts in init and comes up once its peer answers', async () => {
    const res = await get(`${NET}/bfd-status`, { as })
    expect(res.status).toBe(200)
    res.body.forEach((s: unknown) => expectSchema(schema.BfdStatus, s))
    expect(res.body.map((s: { peer: string; state: string }) => [s.peer, s.state])).toEqual([
      ['172.20.26.1', 'up'],
      ['172.20.26.5', 'down'],
    ])
    expect((await enable()).status).toBe(204)
    const added = (await get(`${NET}/bfd-status`, { as })).body.at(-1)
    expect(added).toMatchObject({
      switch: 'switch0',
      peer: '172.20.26.9',
      mode: 'multi_hop',
      state: 'init',
      local: null,
    })
    setClock(Date.now() + 60_000)
    expect((await get(`${NET}/bfd-status`, { as })).body.at(-1).state).toBe('up')
  })

  it('enabling a running session changes its parameters; disabling removes it', async () => {
    expect((await enable({ remote: '172.20.26.1', detection_threshold: 5 })).status).toBe(204)
    const sessions = (await get(`${NET}/bfd-status`, { as })).body
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ peer: '172.20.26.1', detection_threshold: 5, state: 'up' })
    const off = await post(`${NET}/bfd-disable`, { as, body: { switch: 'switch0', remote: '172.20.26.1' } })
    expect(off.status).toBe(204)
    expect((await get(`${NET}/bfd-status`, { as })).body).toHaveLength(1)
    expectError(await post(`${NET}/bfd-disable`, { as, body: { switch: 'switch0', remote: '172.20.26.1' } }), 404)
  })

  it('refuses an unknown switch and a zero threshold, and anyone but a fleet admin', async () => {
    const sw = await enable({ switch: 'switch2' })
    expect(sw.body.message).toBe('unsupported value for "switch": switch must be one of switch0, switch1, got switch2')
    expectError(await enable({ detection_threshold: 0 }), 400, 'InvalidValue')
    makeFleetViewer()
    expect((await get(`${NET}/bfd-status`, { as: graceHopperId })).status).toBe(200)
    expectError(
      await post(`${NET}/bfd-disable`, { as: graceHopperId, body: { switch: 'switch0', remote: '172.20.26.1' } }),
      403,
    )
    expectError(await get(`${NET}/bfd-status`, { as: siloViewerId }), 403, 'Forbidden')
  })
})

describe('allow list and inbound ICMP', () => {
  it('opens to any source in the seed, and takes a list of networks, normalised', async () => {
    const view = await get(`${NET}/allow-list`, { as })
    expectOk(view, 200, schema.AllowList, { allowed_ips: { allow: 'any' } })
    const res = await put(`${NET}/allow-list`, {
      as,
      body: { allowed_ips: { allow: 'list', ips: ['127.0.0.0/8', '2001:DB8::/32'] } },
    })
    expectOk(res, 200, schema.AllowList, { allowed_ips: { allow: 'list', ips: ['127.0.0.0/8', '2001:db8::/32'] } })
    expect(res.body.time_modified).not.toBe(view.body.time_modified)
    expect((await get(`${NET}/allow-list`, { as })).body).toEqual(res.body)
  })

  it('refuses an empty list, and one that would shut out the client asking', async () => {
    const empty = await put(`${NET}/allow-list`, { as, body: { allowed_ips: { allow: 'list', ips: [] } } })
    expectError(empty, 400, 'InvalidValue')
    expect(empty.body.message).toBe('unsupported value for "allowed_ips": IP allowlist must not be empty')
    const lockout = await put(`${NET}/allow-list`, {
      as,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      body: { allowed_ips: { allow: 'list', ips: ['198.51.100.0/24'] } },
    })
    expectError(lockout, 400, 'InvalidRequest')
    expect(lockout.body.message).toMatch(/would prevent access from the current client \(203\.0\.113\.7\)/)
  })

  it('views and sets inbound ICMP', async () => {
    expect((await get(`${NET}/inbound-icmp`, { as })).body).toEqual({ enabled: true })
    expect((await put(`${NET}/inbound-icmp`, { as, body: { enabled: false } })).status).toBe(204)
    expectOk(await get(`${NET}/inbound-icmp`, { as }), 200, schema.ServiceIcmpConfig, { enabled: false })
  })

  it('lets fleet viewers read and only fleet admins change', async () => {
    makeFleetViewer()
    expect((await get(`${NET}/allow-list`, { as: graceHopperId })).status).toBe(200)
    expect((await get(`${NET}/inbound-icmp`, { as: graceHopperId })).status).toBe(200)
    expectError(await put(`${NET}/inbound-icmp`, { as: graceHopperId, body: { enabled: false } }), 403)
    expectError(
      await put(`${NET}/allow-list`, { as: graceHopperId, body: { allowed_ips: { allow: 'any' } } }),
      403,
      'Forbidden',
    )
    expectError(await get(`${NET}/allow-list`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${NET}/inbound-icmp`, { as: siloViewerId }), 403, 'Forbidden')
  })
})
