import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { configId as bgpConfigId } from '../fixtures/bgp'
import { rackId } from '../fixtures/hardware'
import { uplinkSettingsIds } from '../fixtures/switch-ports'
import { fleetAdminId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, fleetViewer, get, post } from '../test-utils'

const as = fleetAdminId
const SETTINGS = '/v1/system/networking/switch-port-settings'

const PEER = {
  addr: '172.20.26.9',
  bgp_config: 'as65001-uplink',
  interface_name: 'phy0',
  hold_time: 6,
  idle_hold_time: 3,
  delay_open: 0,
  connect_retry: 3,
  keepalive: 2,
  remote_asn: 64500,
  communities: [65001],
  enforce_first_as: true,
  allowed_import: { type: 'no_filtering' },
  allowed_export: { type: 'allow', value: ['172.20.26.0/24'] },
  vlan_id: 300,
}

/** A second transit uplink on VLAN 300, from the seed's infra lot. */
const body = () => ({
  name: 'transit-b',
  description: 'Second transit provider',
  port_config: { geometry: 'qsfp28x1' },
  links: [
    {
      link_name: 'phy0',
      mtu: 9000,
      speed: 'speed100_g',
      fec: null,
      autoneg: false,
      lldp: { enabled: true, system_name: 'oxide-rack-1' },
    },
  ],
  interfaces: [
    { link_name: 'phy0', v6_enabled: true, kind: { type: 'primary' } },
    { link_name: 'phy0', v6_enabled: false, kind: { type: 'vlan', vid: 300 } },
  ],
  routes: [{ link_name: 'phy0', routes: [{ dst: '0.0.0.0/0', gw: '172.20.26.9', vid: 300, rib_priority: 10 }] }],
  addresses: [
    { link_name: 'phy0', addresses: [{ address: '172.20.26.10/30', address_lot: 'initial-infra', vlan_id: 300 }] },
  ],
  bgp_peers: [{ link_name: 'phy0', peers: [{ ...PEER }] }],
})
type Body = ReturnType<typeof body>

const create = (change: (b: Body) => void = () => {}, user = as) => {
  const b = body()
  change(b)
  return post(SETTINGS, { as: user, body: b })
}

describe('listing and viewing port settings', () => {
  it('lists the uplinks’ settings by name, and one by name or id', async () => {
    const res = await get(SETTINGS, { as })
    expectOk(res, 200, schema.SwitchPortSettingsIdentityResultsPage)
    expect(res.body.items.map((s: { name: string }) => s.name)).toEqual(['qsfp0-uplink', 'qsfp1-uplink'])
    // the identity only: the parts are for the view
    expect(res.body.items[0]).toEqual({
      id: uplinkSettingsIds.qsfp0,
      name: 'qsfp0-uplink',
      description: 'Uplink to core-rtr-a',
      time_created: '2025-01-06T09:00:00.000Z',
      time_modified: '2025-01-06T09:00:00.000Z',
    })
    const byName = await get(`${SETTINGS}?port_settings=qsfp1-uplink`, { as })
    expect(byName.body.items.map((s: { id: string }) => s.id)).toEqual([uplinkSettingsIds.qsfp1])
    const byId = await get(`${SETTINGS}?port_settings=${uplinkSettingsIds.qsfp0}`, { as })
    expect(byId.body.items.map((s: { name: string }) => s.name)).toEqual(['qsfp0-uplink'])
  })

  it('shows every part of the seeded uplink settings', async () => {
    const res = await get(`${SETTINGS}/qsfp0-uplink`, { as })
    expectOk(res, 200, schema.SwitchPortSettings)
    const id = uplinkSettingsIds.qsfp0
    expect(res.body).toMatchObject({
      port: { geometry: 'qsfp28x1', port_settings_id: id },
      links: [{ link_name: 'phy0', mtu: 1500, speed: 'speed100_g', fec: 'rs', autoneg: false }],
      routes: [{ dst: '0.0.0.0/0', gw: '172.20.26.1', interface_name: 'phy0' }],
      addresses: [{ address: '172.20.26.2/30', address_lot_name: 'initial-infra', port_settings_id: id }],
      // the config named by its id, however it was given
      bgp_peers: [{ addr: '172.20.26.1', bgp_config: bgpConfigId, interface_name: 'phy0' }],
    })
    expect((await get(`${SETTINGS}/${id}`, { as })).body).toEqual(res.body)
    expectError(await get(`${SETTINGS}/nope`, { as }), 404, 'ObjectNotFound')
  })
})

describe('creating port settings', () => {
  it('creates settings from every part of the body and answers their view', async () => {
    const res = await create()
    expectOk(res, 201, schema.SwitchPortSettings)
    const id = res.body.id
    expect(res.body).toMatchObject({
      name: 'transit-b',
      groups: [],
      links: [
        { link_name: 'phy0', mtu: 9000, fec: null, lldp_link_config: { enabled: true, system_name: 'oxide-rack-1' } },
      ],
      interfaces: [
        { interface_name: 'phy0', kind: 'primary', v6_enabled: true, port_settings_id: id },
        { interface_name: 'phy0', kind: 'vlan', v6_enabled: false, port_settings_id: id },
      ],
      vlan_interfaces: [{ interface_config_id: res.body.interfaces[1].id, vlan_id: 300 }],
      routes: [{ dst: '0.0.0.0/0', gw: '172.20.26.9', vlan_id: 300, rib_priority: 10, port_settings_id: id }],
      addresses: [{ address: '172.20.26.10/30', address_lot_name: 'initial-infra', vlan_id: 300 }],
      bgp_peers: [
        {
          ...PEER,
          bgp_config: bgpConfigId,
          min_ttl: null,
          md5_auth_key: null,
          local_pref: null,
          multi_exit_discriminator: null,
        },
      ],
    })
    expect((await get(`${SETTINGS}/transit-b`, { as })).body).toEqual(res.body)
  })

  it('replaces settings of a name already taken, as the real API does: same id, new parts', async () => {
    const first = (await create()).body
    const again = await create((b) => {
      b.description = 'Second transit provider, jumbo frames off'
      b.links[0].mtu = 1500
      // its own address is given back first, so it may keep it
    })
    expectOk(again, 201, schema.SwitchPortSettings, {
      id: first.id,
      time_created: first.time_created,
      description: 'Second transit provider, jumbo frames off',
      links: [{ mtu: 1500 }],
    })
    expect((await get(SETTINGS, { as })).body.items).toHaveLength(3)
  })

  const problems: [string, (b: Body) => void, string, string][] = [
    [
      'a link the geometry does not have',
      (b) => (b.links[0].link_name = 'phy1'),
      'InvalidRequest',
      'a port of geometry qsfp28x1 has no link phy1 (its links: phy0)',
    ],
    [
      'the same link twice',
      (b) => {
        b.port_config.geometry = 'qsfp28x2'
        b.links.push({ ...b.links[0] })
      },
      'InvalidRequest',
      'link phy0 is given twice',
    ],
    [
      'an MTU the switch cannot carry',
      (b) => (b.links[0].mtu = 9217),
      'InvalidValue',
      'unsupported value for "mtu": link phy0: an MTU is between 1280 and 9216, got 9217',
    ],
    [
      'a VLAN interface out of range',
      (b) => (b.interfaces[1].kind = { type: 'vlan', vid: 4095 }),
      'InvalidValue',
      'unsupported value for "vid": VLAN interface on link phy0: a VLAN id is between 1 and 4094, got 4095',
    ],
    [
      'two primary interfaces on a link',
      (b) => b.interfaces.push({ ...b.interfaces[0] }),
      'InvalidRequest',
      'link phy0 has more than one primary interface',
    ],
    [
      'an address on VLAN 0',
      (b) => (b.addresses[0].addresses[0].vlan_id = 0),
      'InvalidValue',
      'unsupported value for "vlan_id": address 172.20.26.10/30 on link phy0: a VLAN id is between 1 and 4094, got 0',
    ],
    [
      'a route whose gateway is of the other family',
      (b) => (b.routes[0].routes[0].gw = 'fd00:99::1'),
      'InvalidRequest',
      'route to 0.0.0.0/0 on link phy0: gateway fd00:99::1 is IPv6, the destination IPv4',
    ],
    [
      'a route on a link the settings lack',
      (b) => (b.routes[0].link_name = 'phy2'),
      'InvalidRequest',
      'a route names link phy2, which these settings do not configure (their links: phy0)',
    ],
    [
      'an address outside the lot',
      (b) => (b.addresses[0].addresses[0].address = '172.20.27.2/30'),
      'InvalidRequest',
      'address 172.20.27.2 is not in any block of address lot initial-infra',
    ],
    [
      'an address lot that is not there',
      (b) => (b.addresses[0].addresses[0].address_lot = 'nope'),
      'InvalidRequest',
      'address lot nope not found',
    ],
    [
      'an address another uplink holds',
      (b) => (b.addresses[0].addresses[0].address = '172.20.26.2/30'),
      'InvalidRequest',
      'address 172.20.26.2 is unavailable: it is already in use on the rack',
    ],
    [
      'an MD5 key longer than 80 characters',
      (b) => Object.assign(b.bgp_peers[0].peers[0], { md5_auth_key: 'k'.repeat(81) }),
      'InvalidValue',
      'unsupported value for "md5_auth_key": md5 auth key for peer 172.20.26.9 is longer than 80 characters',
    ],
    [
      'a keepalive no shorter than the hold time',
      (b) => (b.bgp_peers[0].peers[0] = { ...PEER, keepalive: 6 }),
      'InvalidValue',
      'unsupported value for "keepalive": BGP peer 172.20.26.9 on link phy0: the keepalive interval (6 s) must be shorter than the hold time (6 s)',
    ],
    [
      'the same peer twice',
      (b) => b.bgp_peers[0].peers.push({ ...PEER }),
      'InvalidRequest',
      'BGP peer 172.20.26.9 is given twice on link phy0',
    ],
    [
      'a BGP config that is not there',
      (b) => (b.bgp_peers[0].peers[0] = { ...PEER, bgp_config: 'as64999-nope' }),
      'InvalidRequest',
      'BGP config not found',
    ],
  ]

  it.each(problems)('refuses %s', async (_what, change, code, message) => {
    const res = await create(change)
    expectError(res, 400, code)
    expect(res.body.message).toBe(message)
    expectError(await get(`${SETTINGS}/transit-b`, { as }), 404)
  })

  it('refuses a speed outside the enum before anything else', async () => {
    expectError(await create((b) => (b.links[0].speed = 'speed800_g')), 400, 'InvalidRequest')
  })
})

describe('deleting port settings', () => {
  it('refuses settings applied to a port until the port is cleared', async () => {
    const res = await del(`${SETTINGS}?port_settings=qsfp0-uplink`, { as })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(
      'switch port settings qsfp0-uplink are applied to switch0 qsfp0: clear them from the port first',
    )
    await del(`/v1/system/hardware/switch-port/qsfp0/settings?rack_id=${rackId}&switch_location=switch0`, { as })
    expect((await del(`${SETTINGS}?port_settings=qsfp0-uplink`, { as })).status).toBe(204)
    expectError(await get(`${SETTINGS}/qsfp0-uplink`, { as }), 404)
  })

  it('deletes by id; settings that are not there, or none named, are a bad request', async () => {
    const { id } = (await create()).body
    expect((await del(`${SETTINGS}?port_settings=${id}`, { as })).status).toBe(204)
    const gone = await del(`${SETTINGS}?port_settings=${id}`, { as })
    expectError(gone, 400, 'InvalidRequest')
    expect(gone.body.message).toBe('port settings not found')
    expect((await del(SETTINGS, { as })).body.message).toBe('name or id required')
  })

  it('gives the addresses back, so their lot may go', async () => {
    const v6 = (b: Body) => {
      b.addresses[0].addresses[0] = { address: 'fd00:99::2/64', address_lot: 'uplink-v6', vlan_id: 300 }
    }
    expect((await create(v6)).status).toBe(201)
    const inUse = await del('/v1/system/networking/address-lot/uplink-v6', { as })
    expectError(inUse, 400, 'InvalidRequest')
    expect(inUse.body.message).toBe('address lot uplink-v6 is in use')
    expect((await del(`${SETTINGS}?port_settings=transit-b`, { as })).status).toBe(204)
    expect((await del('/v1/system/networking/address-lot/uplink-v6', { as })).status).toBe(204)
  })
})

describe('access to port settings', () => {
  it('lets fleet viewers read and only fleet admins change', async () => {
    const viewer = fleetViewer()
    expect((await get(SETTINGS, viewer)).status).toBe(200)
    expect((await get(`${SETTINGS}/qsfp1-uplink`, viewer)).status).toBe(200)
    expectError(await create(() => {}, viewer.as), 403, 'Forbidden')
    expectError(await del(`${SETTINGS}?port_settings=qsfp1-uplink`, viewer), 403)
  })

  it('refuses everyone else, whatever they name', async () => {
    expectError(await get(SETTINGS, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`${SETTINGS}/qsfp1-uplink`, { as: siloViewerId }), 403)
    expectError(await get(`${SETTINGS}/nope`, { as: siloViewerId }), 403)
    expectError(await create(() => {}, siloViewerId), 403)
  })
})
