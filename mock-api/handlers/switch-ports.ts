/**
 * The rack's switch ports: the QSFP ports of both switches, the port settings applied to
 * them, each port's link status, and LLDP (the configuration a port's link advertises, and
 * the neighbours it hears).
 *
 * Access as the real API checks it: every operation is authorized against the fleet first,
 * so fleet viewers read, fleet admins change (a fleet viewer gets 403), and anyone else gets
 * 403 whatever they name. Settings are checked and built in ../switch-port-settings.ts.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { type AuthParams, currentUser, requireFleetRole } from '../auth'
import { byNameOrId, db, isUuid } from '../db'
import { invalidRequest, invalidValue, notFound } from '../errors'
import { normalizeIp } from '../ip'
import { pageOf } from '../pagination'
import type { LldpNeighborRow, RoleName, SwitchPortRow, SwitchPortSettingsRow } from '../records'
import { created, newIdentity, timestamp } from '../resources'
import { settingsFromBody } from '../switch-port-settings'

const state = () => db.switchPorts

const requireFleet = (params: AuthParams, role: RoleName) => requireFleetRole(currentUser(params), role)

type PortSelector = { rackId: string; switchLocation: string }

/** A port by rack, switch and name, as the API selects one; the real API's 404 names the port. */
function portAt({ rackId, switchLocation }: PortSelector, port: string): SwitchPortRow {
  const row = state().ports.find(
    (p) => p.rack_id === rackId && p.switch_location === switchLocation && p.port_name === port,
  )
  if (!row) throw notFound('switch-port', 'name', port)
  return row
}

const settingsOf = (port: SwitchPortRow) => state().settings.find((s) => s.id === port.port_settings_id)

const lookupSettings = (nameOrId: string) => byNameOrId(state().settings, 'switch-port-settings', nameOrId)

const identityView = ({ id, name, description, time_created, time_modified }: SwitchPortSettingsRow) => ({
  id,
  name,
  description,
  time_created,
  time_modified,
})

/** Ports are not broken out: a port's settings configure its one link, phy0, first of their links. */
const portLink = (port: SwitchPortRow) => settingsOf(port)?.links[0]

const sameCage = (n: LldpNeighborRow, port: SwitchPortRow) =>
  n.rack_id === port.rack_id && n.switch_location === port.switch_location && n.port_name === port.port_name

/** A port with a cable to a router in it: the seed's uplinks. */
const cabled = (port: SwitchPortRow) => state().lldpNeighbors.some((n) => sameCage(n, port))

// How the switch daemon names speeds and FEC modes in the link status it reports.
const SPEEDS: Record<Api.LinkSpeed, string> = {
  speed0_g: 'Speed0G',
  speed1_g: 'Speed1G',
  speed10_g: 'Speed10G',
  speed25_g: 'Speed25G',
  speed40_g: 'Speed40G',
  speed50_g: 'Speed50G',
  speed100_g: 'Speed100G',
  speed200_g: 'Speed200G',
  speed400_g: 'Speed400G',
}
const FECS: Record<Api.LinkFec, string> = { rs: 'RS', firecode: 'Firecode', none: 'None' }
/** With no FEC asked for, the switch uses the media's standard one: Reed-Solomon from 25G up. */
const defaultFec = (speed: Api.LinkSpeed): Api.LinkFec =>
  ['speed25_g', 'speed50_g', 'speed100_g', 'speed200_g', 'speed400_g'].includes(speed) ? 'rs' : 'none'

/**
 * What a cabled port's optical transceiver measures: degrees Celsius, volts, and per lane
 * milliamps of laser bias and milliwatts of light sent and received.
 */
const transceiverMonitors = (port: number) => ({
  temperature: 38.5 + (port % 4) * 0.75,
  supply_voltage: 3.29,
  receiver_power: [0.81, 0.78, 0.84, 0.8].map((average) => ({ average })),
  transmitter_bias_current: [6.9, 7.1, 7.0, 6.8],
  transmitter_power: [0.92, 0.9, 0.94, 0.91].map((average) => ({ average })),
  aux_monitors: null,
})

/**
 * The status the switch daemon reports for a port's link, passed on as the API passes it (the
 * schema leaves it free-form): `link` and the transceiver's `monitors` (null with no module).
 * A configured port with a cable is up; one without waits for a signal; an unconfigured one
 * is disabled. (The real API answers 500 for a port the switch has no link on; the mock
 * reports the disabled link instead, so that a console can show every port.)
 */
function linkStatus(port: SwitchPortRow) {
  const settings = settingsOf(port)
  const link = portLink(port)
  const present = cabled(port)
  const up = Boolean(link) && present
  const number = Number(port.port_name.replace('qsfp', ''))
  const slot = Number(port.switch_location.replace('switch', ''))
  const primary = settings?.interfaces.find((i) => i.interface_name === link?.link_name && i.kind === 'primary')
  const hex = (n: number) => n.toString(16).padStart(2, '0')
  const status: Record<string, unknown> = {
    link: {
      port_id: port.port_name,
      link_id: 0,
      tofino_connector: number + 1,
      asic_id: number * 8,
      presence: present,
      kr: false,
      autoneg: link?.autoneg ?? false,
      fsm_state: !link ? 'Idle' : up ? 'LinkUp' : 'WaitSignalOk',
      speed: SPEEDS[link?.speed ?? 'speed0_g'],
      fec: link ? FECS[link.fec ?? defaultFec(link.speed)] : null,
      media: present ? 'Optical' : 'None',
      enabled: Boolean(link),
      prbs: 'Mission',
      link_state: up ? 'Up' : 'Down',
      // inside Oxide's OUI, one address per switch and port
      address: `a8:40:25:f5:${hex(slot)}:${hex(number)}`,
      ipv6_enabled: primary?.v6_enabled ?? false,
    },
    monitors: present ? transceiverMonitors(number) : null,
  }
  // the generated type snake-cases `unknown` into `{}`, which leaves out the null the schema allows
  return status as Json<Api.SwitchLinkState>
}

/** The LLDP configuration of a port's link, or the real API's 400 when it has none. */
function lldpConfigOf(port: SwitchPortRow): Json<Api.LldpLinkConfig> {
  if (!settingsOf(port)) throw invalidValue('settings', 'switch port not yet configured')
  const config = portLink(port)?.lldp_link_config
  if (!config) throw invalidValue('settings', 'lldp not configured for this port')
  return config
}

/** LLDP runs every 30 seconds, so the router was last heard at the last half minute. */
function neighborView(row: LldpNeighborRow, now = Date.now()): Json<Api.LldpNeighbor> {
  const { id: _id, rack_id: _rack, switch_location: _switch, port_name: _port, ...neighbor } = row
  return { ...neighbor, last_seen: timestamp(now - (now % 30_000)) }
}

export const switchPortHandlers: Partial<MSWHandlers> = {
  networkingSwitchPortList({ query, ...params }) {
    requireFleet(params, 'viewer')
    const ports = query.switchPortId ? state().ports.filter((p) => p.id === query.switchPortId) : state().ports
    return pageOf(ports, { ...query, sortBy: 'id_ascending' }, (p) => p, 'id_ascending')
  },

  networkingSwitchPortStatus({ path, query, ...params }) {
    requireFleet(params, 'viewer')
    return linkStatus(portAt(query, path.port))
  },

  networkingSwitchPortApplySettings({ path, query, body, ...params }) {
    requireFleet(params, 'admin')
    const port = portAt(query, path.port)
    port.port_settings_id = lookupSettings(body.port_settings).id
    return 204
  },

  networkingSwitchPortClearSettings({ path, query, ...params }) {
    requireFleet(params, 'admin')
    portAt(query, path.port).port_settings_id = null
    return 204
  },

  networkingSwitchPortLldpConfigView({ path, query, ...params }) {
    requireFleet(params, 'viewer')
    return lldpConfigOf(portAt(query, path.port))
  },

  // The configuration belongs to the settings' link, so every port with those settings shares it.
  networkingSwitchPortLldpConfigUpdate({ path, query, body, ...params }) {
    requireFleet(params, 'admin')
    const config = lldpConfigOf(portAt(query, path.port))
    if (body.id !== config.id) throw invalidRequest(`id (${config.id}) doesn't match provided config (${body.id})`)
    const management_ip = body.management_ip ? normalizeIp(body.management_ip) : null
    if (body.management_ip && !management_ip)
      throw invalidValue('management_ip', `${body.management_ip} is not an IP address`)
    Object.assign(config, {
      enabled: body.enabled,
      link_name: body.link_name ?? null,
      link_description: body.link_description ?? null,
      chassis_id: body.chassis_id ?? null,
      system_name: body.system_name ?? null,
      system_description: body.system_description ?? null,
      management_ip,
    })
    return 204
  },

  // Neighbours are heard while the port's link runs LLDP; an unconfigured port has no link.
  networkingSwitchPortLldpNeighbors({ path, query, ...params }) {
    requireFleet(params, 'viewer')
    const port = portAt(path, path.port)
    const listening = portLink(port)?.lldp_link_config?.enabled === true
    const heard = listening ? state().lldpNeighbors.filter((n) => sameCage(n, port)) : []
    return pageOf(heard, { ...query, sortBy: 'id_ascending' }, (n) => neighborView(n), 'id_ascending')
  },

  networkingSwitchPortSettingsList({ query, ...params }) {
    requireFleet(params, 'viewer')
    const wanted = query.portSettings
    const rows = wanted ? state().settings.filter((s) => (isUuid(wanted) ? s.id : s.name) === wanted) : state().settings
    return pageOf(rows, query, identityView)
  },

  // As in the real API, a create naming existing settings replaces them: same id, new parts
  // (the addresses they held are given back first), applied wherever they were.
  networkingSwitchPortSettingsCreate({ body, ...params }) {
    requireFleet(params, 'admin')
    const existing = state().settings.find((s) => s.name === body.name)
    const identity = existing
      ? { ...identityView(existing), description: body.description, time_modified: timestamp() }
      : newIdentity(body)
    const row = settingsFromBody(body, identity, existing)
    state().settings = [...state().settings.filter((s) => s !== existing), row]
    return created(row)
  },

  networkingSwitchPortSettingsView({ path, ...params }) {
    requireFleet(params, 'viewer')
    return lookupSettings(path.port)
  },

  networkingSwitchPortSettingsDelete({ query, ...params }) {
    requireFleet(params, 'admin')
    const wanted = query.portSettings
    if (!wanted) throw invalidRequest('name or id required')
    const settings = state().settings.find((s) => (isUuid(wanted) ? s.id : s.name) === wanted)
    // the real API's words, and its status: 400, not 404
    if (!settings) throw invalidRequest('port settings not found')
    const users = state().ports.filter((p) => p.port_settings_id === settings.id)
    if (users.length)
      throw invalidRequest(
        `switch port settings ${settings.name} are applied to ` +
          `${users.map((p) => `${p.switch_location} ${p.port_name}`).join(', ')}: clear them from the port first`,
      )
    state().settings = state().settings.filter((s) => s !== settings)
    return 204
  },
}
