import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { rackId } from '../fixtures/hardware'
import { switchPortId, uplinkSettingsIds } from '../fixtures/switch-ports'
import { fleetAdminId, siloViewerId } from '../fixtures/users'
import { setClock } from '../test-clock'
import { del, expectError, expectOk, fleetViewer, get, post } from '../test-utils'

const as = fleetAdminId
const PORTS = '/v1/system/hardware/switch-port'

/** The URL of a port operation: the port in the path, its rack and switch in the query. */
const at = (port: string, op: string, sw = 'switch0') =>
  `${PORTS}/${port}/${op}?rack_id=${rackId}&switch_location=${sw}`
const neighbors = (port: string, sw = 'switch0', query = '') =>
  `/v1/system/hardware/rack-switch-port/${rackId}/${sw}/${port}/lldp/neighbors${query}`

const status = async (port: string, sw = 'switch0') => {
  const res = await get(at(port, 'status', sw), { as })
  expectOk(res, 200, schema.SwitchLinkState)
  return res.body
}

describe('switch ports', () => {
  it('lists both switches’ 32 QSFP ports by id, the uplinks pointing at their settings', async () => {
    const first = await get(`${PORTS}?limit=40`, { as })
    expectOk(first, 200, schema.SwitchPortResultsPage)
    expect(first.body.items).toHaveLength(40)
    expect(first.body.items[0]).toEqual({
      id: switchPortId(0, 0),
      port_name: 'qsfp0',
      rack_id: rackId,
      switch_location: 'switch0',
      port_settings_id: uplinkSettingsIds.qsfp0,
    })
    expect(first.body.items[31]).toMatchObject({ port_name: 'qsfp31', switch_location: 'switch0' })
    const rest = await get(`${PORTS}?limit=40&page_token=${first.body.next_page}`, { as })
    expect(rest.body.items).toHaveLength(24)
    expect(rest.body.next_page).toBeNull()
    const all = [...first.body.items, ...rest.body.items]
    const configured = all.filter((p: { port_settings_id: string | null }) => p.port_settings_id)
    expect(
      configured.map((p: { switch_location: string; port_name: string }) => p.switch_location + p.port_name),
    ).toEqual(['switch0qsfp0', 'switch1qsfp1'])
  })

  it('finds one port by its id', async () => {
    const res = await get(`${PORTS}?switch_port_id=${switchPortId(1, 1)}`, { as })
    expect(res.body.items).toEqual([expect.objectContaining({ port_name: 'qsfp1', switch_location: 'switch1' })])
    const none = await get(`${PORTS}?switch_port_id=00000000-0000-4000-8000-000000000000`, { as })
    expect(none.body.items).toEqual([])
  })
})

describe('port status', () => {
  it('reports a configured, cabled uplink up, with its settings’ speed, FEC and autoneg and its optics', async () => {
    const { link, monitors } = await status('qsfp0')
    expect(link).toMatchObject({
      port_id: 'qsfp0',
      link_state: 'Up',
      enabled: true,
      speed: 'Speed100G',
      fec: 'RS',
      autoneg: false,
      media: 'Optical',
      presence: true,
    })
    expect(monitors.receiver_power).toHaveLength(4)
    expect((await status('qsfp1', 'switch1')).link.link_state).toBe('Up')
  })

  it('reports an unconfigured port disabled and down, with no transceiver', async () => {
    expect(await status('qsfp5')).toMatchObject({
      link: { link_state: 'Down', enabled: false, presence: false, media: 'None', fec: null },
      monitors: null,
    })
  })

  it('answers 404 for a port or switch that is not there', async () => {
    const res = await get(at('qsfp32', 'status'), { as })
    expectError(res, 404, 'ObjectNotFound')
    expect(res.body.message).toBe('not found: switch-port with name "qsfp32"')
    expectError(await get(at('qsfp0', 'status', 'switch2'), { as }), 404)
  })
})

describe('applying and clearing settings', () => {
  it('applies settings to an empty port, whose link comes up only with a cable, and clears them', async () => {
    expect((await post(at('qsfp2', 'settings'), { as, body: { port_settings: 'qsfp0-uplink' } })).status).toBe(204)
    const port = (await get(`${PORTS}?switch_port_id=${switchPortId(0, 2)}`, { as })).body.items[0]
    expect(port.port_settings_id).toBe(uplinkSettingsIds.qsfp0)
    // configured and enabled, but no light: no module in the cage
    expect((await status('qsfp2')).link).toMatchObject({ enabled: true, link_state: 'Down', speed: 'Speed100G' })

    expect((await del(at('qsfp2', 'settings'), { as })).status).toBe(204)
    expect((await get(`${PORTS}?switch_port_id=${switchPortId(0, 2)}`, { as })).body.items[0].port_settings_id).toBe(
      null,
    )
    // clearing an uplink takes its link down
    expect((await del(at('qsfp0', 'settings'), { as })).status).toBe(204)
    expect((await status('qsfp0')).link).toMatchObject({ enabled: false, link_state: 'Down' })
  })

  it('applies settings named by id', async () => {
    const res = await post(at('qsfp3', 'settings', 'switch1'), { as, body: { port_settings: uplinkSettingsIds.qsfp1 } })
    expect(res.status).toBe(204)
    expect((await get(`${PORTS}?switch_port_id=${switchPortId(1, 3)}`, { as })).body.items[0].port_settings_id).toBe(
      uplinkSettingsIds.qsfp1,
    )
  })

  it('refuses settings or a port that are not there', async () => {
    const missing = await post(at('qsfp2', 'settings'), { as, body: { port_settings: 'nope' } })
    expectError(missing, 404, 'ObjectNotFound')
    expect(missing.body.message).toBe('not found: switch-port-settings with name "nope"')
    expectError(await post(at('qsfp40', 'settings'), { as, body: { port_settings: 'qsfp0-uplink' } }), 404)
    expectError(await del(at('qsfp40', 'settings'), { as }), 404)
  })
})

describe('LLDP configuration', () => {
  it('shows the uplink link’s configuration and takes a new one with the same id', async () => {
    const view = await get(at('qsfp0', 'lldp/config'), { as })
    expectOk(view, 200, schema.LldpLinkConfig, {
      enabled: true,
      link_description: 'Oxide rack uplink to core-rtr-a',
      management_ip: null,
    })
    const update = {
      ...view.body,
      system_name: 'oxide-rack-1-switch0',
      chassis_id: 'BRM44251101',
      management_ip: '10.255.0.1',
    }
    expect((await post(at('qsfp0', 'lldp/config'), { as, body: update })).status).toBe(204)
    expect((await get(at('qsfp0', 'lldp/config'), { as })).body).toEqual(update)
    // the configuration is the settings' link's, so the settings show it too
    const settings = await get('/v1/system/networking/switch-port-settings/qsfp0-uplink', { as })
    expect(settings.body.links[0].lldp_link_config).toEqual(update)
  })

  it('refuses another configuration’s id, and a port without settings', async () => {
    const view = (await get(at('qsfp0', 'lldp/config'), { as })).body
    const other = { ...view, id: crypto.randomUUID() }
    const res = await post(at('qsfp0', 'lldp/config'), { as, body: other })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toBe(`id (${view.id}) doesn't match provided config (${other.id})`)
    const bare = await get(at('qsfp5', 'lldp/config'), { as })
    expectError(bare, 400, 'InvalidValue')
    expect(bare.body.message).toBe('unsupported value for "settings": switch port not yet configured')
    expectError(await post(at('qsfp5', 'lldp/config'), { as, body: view }), 400, 'InvalidValue')
  })
})

describe('LLDP neighbours', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setClock(Date.parse('2026-06-01T12:00:47.000Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('shows the upstream router an uplink hears, last seen at the last LLDP interval', async () => {
    const res = await get(neighbors('qsfp0'), { as })
    expectOk(res, 200, schema.LldpNeighborResultsPage)
    expect(res.body.items).toEqual([
      expect.objectContaining({
        local_port: 'qsfp0/0',
        system_name: 'core-rtr-a.dc1.example.net',
        link_name: 'Ethernet1/49',
        chassis_id: '44:4c:a8:e1:07:3b',
        last_seen: '2026-06-01T12:00:30.000Z',
        management_ip: [{ addr: { ip_addr: '192.0.2.11' }, interface_num: { if_index: 999001 }, oid: null }],
      }),
    ])
    const other = await get(neighbors('qsfp1', 'switch1'), { as })
    expect(other.body.items[0].system_name).toBe('core-rtr-b.dc1.example.net')
  })

  it('hears nothing on an empty port, with LLDP off, or once the settings are cleared', async () => {
    expect((await get(neighbors('qsfp5'), { as })).body.items).toEqual([])
    const config = (await get(at('qsfp0', 'lldp/config'), { as })).body
    await post(at('qsfp0', 'lldp/config'), { as, body: { ...config, enabled: false } })
    expect((await get(neighbors('qsfp0'), { as })).body.items).toEqual([])
    await del(at('qsfp1', 'settings', 'switch1'), { as })
    expect((await get(neighbors('qsfp1', 'switch1'), { as })).body.items).toEqual([])
    expectError(await get(neighbors('qsfp33'), { as }), 404, 'ObjectNotFound')
  })
})

describe('access', () => {
  it('lets fleet viewers read ports, status and LLDP, and only fleet admins change them', async () => {
    const viewer = fleetViewer()
    expect((await get(PORTS, viewer)).status).toBe(200)
    expect((await get(at('qsfp0', 'status'), viewer)).status).toBe(200)
    expect((await get(at('qsfp0', 'lldp/config'), viewer)).status).toBe(200)
    expect((await get(neighbors('qsfp0'), viewer)).status).toBe(200)
    expectError(await post(at('qsfp2', 'settings'), { ...viewer, body: { port_settings: 'qsfp0-uplink' } }), 403)
    expectError(await del(at('qsfp0', 'settings'), viewer), 403, 'Forbidden')
    const config = (await get(at('qsfp0', 'lldp/config'), viewer)).body
    expectError(await post(at('qsfp0', 'lldp/config'), { ...viewer, body: config }), 403)
  })

  it('refuses everyone else, whatever port they name', async () => {
    expectError(await get(PORTS, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(at('qsfp0', 'status'), { as: siloViewerId }), 403)
    expectError(await get(at('qsfp99', 'lldp/config'), { as: siloViewerId }), 403)
    expectError(await get(neighbors('qsfp0'), { as: siloViewerId }), 403)
    expectError(await get(PORTS), 401)
  })
})
