import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { announceSetId, configId } from '../fixtures/bgp'
import { rackId } from '../fixtures/hardware'
import { fleetAdminId, graceHopperId, siloViewerId } from '../fixtures/users'
import { setClock } from '../test-clock'
import { call, del, expectError, expectOk, get, grantFleetRole, post, put } from '../test-utils'

const NET = '/v1/system/networking'
const as = fleetAdminId

/** grace-hopper (silo collaborator) as a fleet viewer: reads yes, changes no */
const makeFleetViewer = () => grantFleetRole(graceHopperId, 'viewer')

const CONFIG = { name: 'as65002-lab', description: 'Lab uplink', asn: 65002, bgp_announce_set_id: 'rack-v4' }
const newConfig = (body: object = {}, user = as) => post(`${NET}/bgp`, { as: user, body: { ...CONFIG, ...body } })

const SET = {
  name: 'lab-v4',
  description: 'Lab prefixes',
  announcement: [
    { address_lot_block: 'customer-pool-lot', network: '198.51.100.0/25' },
    { address_lot_block: 'customer-pool-lot', network: '203.0.113.64/26' },
  ],
}
const putSet = (body: object = {}, user = as) => put(`${NET}/bgp-announce-set`, { as: user, body: { ...SET, ...body } })
const announcement = (network: string, lot = 'customer-pool-lot') => ({ address_lot_block: lot, network })

describe('BGP configs', () => {
  it('lists the seeded config, paged by name or id', async () => {
    const res = await get(`${NET}/bgp`, { as })
    expectOk(res, 200, schema.BgpConfigResultsPage)
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: configId, name: 'as65001-uplink', asn: 65001, vrf: null }),
    ])
    expect(res.body.items[0]).not.toHaveProperty('bgp_announce_set_id')
    await newConfig()
    const byId = await get(`${NET}/bgp?sort_by=id_ascending&limit=1`, { as })
    expect(byId.body.next_page).toEqual(expect.any(String))
    const next = await get(`${NET}/bgp?limit=1&page_token=${byId.body.next_page}`, { as })
    expect([byId.body.items[0].name, next.body.items[0].name].sort()).toEqual(['as65001-uplink', 'as65002-lab'])
  })

  it('creates a config on an existing announce set, and deletes it', async () => {
    const res = await newConfig({ vrf: 'lab', bgp_announce_set_id: announceSetId })
    expectOk(res, 201, schema.BgpConfig, { name: 'as65002-lab', asn: 65002, vrf: 'lab' })
    expect((await get(`${NET}/bgp`, { as })).body.items).toHaveLength(2)
    expect((await del(`${NET}/bgp?name_or_id=${res.body.id}`, { as })).status).toBe(204)
    expect((await get(`${NET}/bgp`, { as })).body.items).toHaveLength(1)
    expectError(await del(`${NET}/bgp?name_or_id=as65002-lab`, { as }), 404, 'ObjectNotFound')
  })

  it('refuses a taken name, a second config for an ASN, and an unknown announce set', async () => {
    const taken = await newConfig({ name: 'as65001-uplink' })
    expectError(taken, 400, 'ObjectAlreadyExists')
    expect(taken.body.message).toBe('already exists: bgp-config "as65001-uplink"')
    const sameAsn = await newConfig({ asn: 65001 })
    expectError(sameAsn, 409, 'Conflict')
    expect(sameAsn.body.message).toBe('cannot have more than one configuration per ASN')
    const noSet = await newConfig({ bgp_announce_set_id: 'nope' })
    expectError(noSet, 404, 'ObjectNotFound')
    expect(noSet.body.message).toBe('not found: bgp-announce-set with name "nope"')
    expectError(await newConfig({ name: 'Bad Name' }), 400, 'InvalidRequest')
    expect((await get(`${NET}/bgp`, { as })).body.items).toHaveLength(1)
  })

  it('refuses to delete a config a peer uses', async () => {
    const res = await del(`${NET}/bgp?name_or_id=as65001-uplink`, { as })
    expectError(res, 409, 'Conflict')
    expect(res.body.message).toBe('BGP Config is in use and cannot be deleted')
    // still held by settings no port uses
    for (const port of db.switchPorts.ports) port.port_settings_id = null
    expectError(await del(`${NET}/bgp?name_or_id=as65001-uplink`, { as }), 409, 'Conflict')
    db.switchPorts.settings = []
    expect((await del(`${NET}/bgp?name_or_id=as65001-uplink`, { as })).status).toBe(204)
  })

  it('lets fleet viewers read and only fleet admins change; others are refused', async () => {
    makeFleetViewer()
    expect((await get(`${NET}/bgp`, { as: graceHopperId })).status).toBe(200)
    expectError(await newConfig({}, graceHopperId), 403, 'Forbidden')
    expectError(await del(`${NET}/bgp?name_or_id=as65001-uplink`, { as: graceHopperId }), 403, 'Forbidden')
    expectError(await get(`${NET}/bgp`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await newConfig({}, siloViewerId), 403, 'Forbidden')
    expectError(await del(`${NET}/bgp?name_or_id=as65001-uplink`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get(`${NET}/bgp`), 401)
  })
})

describe('BGP announce sets', () => {
  it('lists the seeded set and its announcements, each tied to its lot’s block', async () => {
    const res = await get(`${NET}/bgp-announce-set`, { as })
    expectOk(res, 200, schema.BgpAnnounceSet.array())
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['rack-v4'])
    const list = await get(`${NET}/bgp-announce-set/rack-v4/announcement`, { as })
    expectOk(list, 200, schema.BgpAnnouncement.array())
    expect(list.body.map((a: { network: string }) => a.network)).toEqual(['198.51.100.0/24', '203.0.113.0/25'])
    const blocks = (await get(`${NET}/address-lot/customer-pool-lot/blocks`, { as })).body.items
    expect(list.body.map((a: { address_lot_block_id: string }) => a.address_lot_block_id)).toEqual(
      blocks.map((b: { id: string }) => b.id),
    )
    expectError(await get(`${NET}/bgp-announce-set/nope/announcement`, { as }), 404, 'ObjectNotFound')
  })

  it('creates a set by name, then replaces its announcements', async () => {
    const res = await putSet()
    expectOk(res, 200, schema.BgpAnnounceSet, { name: 'lab-v4', description: 'Lab prefixes' })
    const listed = await get(`${NET}/bgp-announce-set/lab-v4/announcement`, { as })
    expect(listed.body).toEqual([
      expect.objectContaining({ announce_set_id: res.body.id, network: '198.51.100.0/25' }),
      expect.objectContaining({ announce_set_id: res.body.id, network: '203.0.113.64/26' }),
    ])
    const again = await putSet({ announcement: [announcement('198.51.100.128/25')] })
    expect(again.body.id).toBe(res.body.id)
    const replaced = await get(`${NET}/bgp-announce-set/${res.body.id}/announcement`, { as })
    expect(replaced.body.map((a: { network: string }) => a.network)).toEqual(['198.51.100.128/25'])
    expect((await get(`${NET}/bgp-announce-set`, { as })).body).toHaveLength(2)
  })

  it('refuses a network outside its lot’s blocks, with host bits set, or given twice', async () => {
    const outside = await putSet({ announcement: [announcement('203.0.113.0/24')] })
    expectError(outside, 400, 'InvalidRequest')
    expect(outside.body.message).toBe(
      'announcement 203.0.113.0/24 is not within any block of address lot customer-pool-lot',
    )
    const otherLot = await putSet({ announcement: [announcement('198.51.100.0/24', 'initial-infra')] })
    expect(otherLot.body.message).toBe(
      'announcement 198.51.100.0/24 is not within any block of address lot initial-infra',
    )
    const hostBits = await putSet({ announcement: [announcement('198.51.100.7/24')] })
    expect(hostBits.body.message).toBe('announcement 198.51.100.7/24 has host bits set: the network is 198.51.100.0/24')
    const twice = await putSet({ announcement: [announcement('198.51.100.0/25'), announcement('198.51.100.0/25')] })
    expect(twice.body.message).toBe('announcement 198.51.100.0/25 is given twice')
    expectError(await putSet({ announcement: [announcement('198.51.100.0/25', 'nope')] }), 404, 'ObjectNotFound')
    const bad = await putSet({ announcement: [announcement('198.51.100.0/33')] })
    expectError(bad, 400, 'InvalidRequest')
    // a refused update leaves the set as it was
    const seeded = await put(`${NET}/bgp-announce-set`, {
      as,
      body: { name: 'rack-v4', description: '', announcement: [announcement('10.0.0.0/8')] },
    })
    expectError(seeded, 400, 'InvalidRequest')
    expect((await get(`${NET}/bgp-announce-set/rack-v4/announcement`, { as })).body).toHaveLength(2)
    expect((await get(`${NET}/bgp-announce-set`, { as })).body).toHaveLength(1)
  })

  it('deletes a set no config uses', async () => {
    const inUse = await del(`${NET}/bgp-announce-set/rack-v4`, { as })
    expectError(inUse, 409, 'Conflict')
    expect(inUse.body.message).toBe('announce set in use')
    await putSet()
    expect((await del(`${NET}/bgp-announce-set/lab-v4`, { as })).status).toBe(204)
    expectError(await get(`${NET}/bgp-announce-set/lab-v4/announcement`, { as }), 404, 'ObjectNotFound')
    expect(db.bgp.announcements.every((a) => a.announce_set_id === announceSetId)).toBe(true)
  })

  it('lets fleet viewers read and only fleet admins change; others are refused', async () => {
    makeFleetViewer()
    expect((await get(`${NET}/bgp-announce-set`, { as: graceHopperId })).status).toBe(200)
    expect((await get(`${NET}/bgp-announce-set/rack-v4/announcement`, { as: graceHopperId })).status).toBe(200)
    expectError(await putSet({}, graceHopperId), 403, 'Forbidden')
    expectError(await del(`${NET}/bgp-announce-set/rack-v4`, { as: graceHopperId }), 403, 'Forbidden')
    expectError(await get(`${NET}/bgp-announce-set`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${NET}/bgp-announce-set/rack-v4/announcement`, { as: siloViewerId }), 404)
    expectError(await putSet({}, siloViewerId), 403, 'Forbidden')
  })
})

describe('what the switches report', () => {
  const NOW = Date.parse('2025-08-03T12:00:00.000Z')
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setClock(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('gives each peer’s state: switch0’s session up since July, switch1’s trying to connect', async () => {
    const res = await get(`${NET}/bgp-status`, { as })
    expectOk(res, 200, schema.BgpPeerStatus.array())
    const up = NOW - Date.parse('2025-07-14T03:12:40.000Z')
    expect(res.body).toEqual([
      {
        switch: 'switch0',
        addr: '172.20.26.1',
        local_asn: 65001,
        remote_asn: 65000,
        state: 'established',
        state_duration_millis: up,
      },
      {
        switch: 'switch1',
        addr: '172.20.26.5',
        local_asn: 65001,
        remote_asn: 65000,
        state: expect.any(String),
        state_duration_millis: expect.any(Number),
      },
    ])
    // a peer that does not answer alternates between connect and active every retry interval
    const states = new Set<string>()
    for (const step of [0, 3000]) {
      setClock(NOW + step)
      const down = (await get(`${NET}/bgp-status`, { as })).body[1]
      states.add(down.state)
      expect(down.state_duration_millis).toBeLessThan(3000)
    }
    expect(states).toEqual(new Set(['connect', 'active']))
  })

  it('follows the port settings applied to the switch ports: a cleared uplink has no peer', async () => {
    const clear = await call(
      'DELETE',
      `/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${rackId}&switch_location=switch0`,
      { as },
    )
    expect(clear.status).toBe(204)
    const res = await get(`${NET}/bgp-status`, { as })
    expect(res.body.map((p: { addr: string }) => p.addr)).toEqual(['172.20.26.5'])
  })

  it('exports the announce set’s IPv4 prefixes to established peers only', async () => {
    const res = await get(`${NET}/bgp-exported`, { as })
    expectOk(res, 200, schema.BgpExported)
    expect(res.body).toEqual({ exports: { '172.20.26.1': ['198.51.100.0/24', '203.0.113.0/25'] } })
    await putSet({ name: 'rack-v4', announcement: [announcement('198.51.100.0/24')] })
    expect((await get(`${NET}/bgp-exported`, { as })).body.exports['172.20.26.1']).toEqual(['198.51.100.0/24'])
  })

  it('lists the IPv4 routes learned for an ASN, and none for another', async () => {
    const res = await get(`${NET}/bgp-routes-ipv4?asn=65001`, { as })
    expectOk(res, 200, schema.BgpImportedRouteIpv4.array())
    expect(res.body.map((r: { prefix: string }) => r.prefix)).toEqual(['0.0.0.0/0', '192.0.2.0/24', '198.18.0.0/15'])
    // 192.0.2.252, the upstream router's BGP identifier
    expect(res.body[0]).toEqual({ prefix: '0.0.0.0/0', nexthop: '172.20.26.1', switch: 'switch0', id: 3221226236 })
    expect((await get(`${NET}/bgp-routes-ipv4?asn=64999`, { as })).body).toEqual([])
    expectError(await get(`${NET}/bgp-routes-ipv4`, { as }), 400, 'InvalidRequest')
  })

  it('gives each switch’s message history for an ASN, and none for another', async () => {
    const res = await get(`${NET}/bgp-message-history?asn=65001`, { as })
    expectOk(res, 200, schema.AggregateBgpMessageHistory)
    const [sw0, sw1] = res.body.switch_histories
    expect(sw0.switch).toBe('switch0')
    const up = sw0.history['172.20.26.1']
    expect(up.sent.at(-1).message).toMatchObject({ type: 'open', value: { asn: 65001 } })
    expect(up.received.at(-1).message).toMatchObject({ type: 'open', value: { asn: 65000 } })
    expect(up.received.at(-2).message.value.nlri).toEqual(['0.0.0.0/0', '192.0.2.0/24', '198.18.0.0/15'])
    expect(up.sent[0].message.type).toBe('keep_alive')
    expect(Date.parse(up.sent[0].timestamp)).toBeLessThanOrEqual(NOW)
    // the broken session's last word: the switch gave up on a silent peer
    const down = sw1.history['172.20.26.5']
    expect(down.sent[0]).toEqual({
      timestamp: '2025-08-02T22:41:07.000Z',
      message: { type: 'notification', value: { error_code: 'hold_timer_expired', data: [] } },
    })
    expect((await get(`${NET}/bgp-message-history?asn=64999`, { as })).body).toEqual({ switch_histories: [] })
  })

  it('is read by fleet viewers only', async () => {
    makeFleetViewer()
    for (const path of ['bgp-status', 'bgp-exported', 'bgp-routes-ipv4?asn=65001', 'bgp-message-history?asn=65001']) {
      expect((await get(`${NET}/${path}`, { as: graceHopperId })).status).toBe(200)
      expectError(await get(`${NET}/${path}`, { as: siloViewerId }), 403, 'Forbidden')
      expectError(await call('GET', `${NET}/${path}`), 401)
    }
  })
})
