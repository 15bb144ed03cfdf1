/**
 * Port settings from a create body: each part checked, then stored in the form the API shows
 * (`SwitchPortSettings`), every part naming the settings' id.
 *
 * The real control plane checks little of the body itself (an MD5 key's length and
 * characters, the address lot, that the address is in the lot and free) and leaves the rest
 * to the switch daemons, which fail later and out of sight. The mock refuses up front what
 * they would reject, each with a message naming the part: links that the port's geometry does
 * not have, an MTU the switch cannot carry, VLAN ids outside 1-4094, a route whose gateway is
 * of another family than its destination, BGP timers that RFC 4271 forbids, a part that
 * names a link the settings do not have, the same peer or address twice.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import { db, isUuid } from './db'
import { invalidRequest, invalidValue } from './errors'
import { inRange, normalizeIp, normalizeNet, parseCidr, parseIp } from './ip'
import type { AddressLotRow, SwitchPortSettingsRow } from './records'
import type { Identity } from './resources'

type Create = Json<Api.SwitchPortSettingsCreate>

/** The links a port of each geometry is broken out into. */
const GEOMETRY_LINKS: Record<Api.SwitchPortGeometry, string[]> = {
  qsfp28x1: ['phy0'],
  qsfp28x2: ['phy0', 'phy1'],
  sfp28x4: ['phy0', 'phy1', 'phy2', 'phy3'],
}

/** From the IPv6 minimum to the largest frame the switch ASIC forwards. */
const MIN_MTU = 1280
const MAX_MTU = 9216

/** 802.1Q tags are twelve bits, of which 0 (priority only) and 4095 are reserved. */
const MIN_VLAN = 1
const MAX_VLAN = 4094

/** The longest TCP-MD5 key the switch's BGP daemon takes, as the real API checks it. */
const MAX_MD5_KEY = 80

function checkVlan(label: string, vid: number | null | undefined, where: string) {
  if (vid != null && (vid < MIN_VLAN || vid > MAX_VLAN))
    throw invalidValue(label, `${where}: a VLAN id is between ${MIN_VLAN} and ${MAX_VLAN}, got ${vid}`)
}

/** The links of the settings, by name; every other part refers to one of them. */
function checkLinks(body: Create): Set<string> {
  const geometry = body.port_config.geometry
  const possible = GEOMETRY_LINKS[geometry]
  const names = new Set<string>()
  for (const link of body.links) {
    if (names.has(link.link_name)) throw invalidRequest(`link ${link.link_name} is given twice`)
    names.add(link.link_name)
    if (!possible.includes(link.link_name))
      throw invalidRequest(
        `a port of geometry ${geometry} has no link ${link.link_name} (its links: ${possible.join(', ')})`,
      )
    if (link.mtu < MIN_MTU || link.mtu > MAX_MTU)
      throw invalidValue('mtu', `link ${link.link_name}: an MTU is between ${MIN_MTU} and ${MAX_MTU}, got ${link.mtu}`)
    const ip = link.lldp.management_ip
    if (ip && !parseIp(ip)) throw invalidValue('management_ip', `${ip} is not an IP address`)
  }
  return names
}

/** Refuses a part that names a link the settings do not configure. */
function linkOf(links: Set<string>, name: string, part: string): string {
  if (!links.has(name))
    throw invalidRequest(
      `${part} names link ${name}, which these settings do not configure` +
        (links.size ? ` (their links: ${[...links].join(', ')})` : ''),
    )
  return name
}

function checkInterfaces(body: Create, links: Set<string>) {
  const primaries = new Set<string>()
  const vlans = new Set<string>()
  for (const ifc of body.interfaces ?? []) {
    const link = linkOf(links, ifc.link_name, 'an interface')
    if (ifc.kind.type === 'primary') {
      // a physical link has exactly one primary interface
      if (primaries.has(link)) throw invalidRequest(`link ${link} has more than one primary interface`)
      primaries.add(link)
    }
    if (ifc.kind.type === 'vlan') {
      checkVlan('vid', ifc.kind.vid, `VLAN interface on link ${link}`)
      const key = `${link}/${ifc.kind.vid}`
      if (vlans.has(key)) throw invalidRequest(`link ${link} has VLAN ${ifc.kind.vid} twice`)
      vlans.add(key)
    }
  }
}

function checkRoutes(body: Create, links: Set<string>) {
  for (const group of body.routes ?? []) {
    const link = linkOf(links, group.link_name, 'a route')
    for (const route of group.routes) {
      const where = `route to ${route.dst} on link ${link}`
      const dst = parseCidr(route.dst)
      const gw = parseIp(route.gw)
      if (!dst) throw invalidValue('dst', `${route.dst} is not an IP network`)
      if (!gw) throw invalidValue('gw', `${route.gw} is not an IP address`)
      if (dst.version !== gw.version)
        throw invalidRequest(`${where}: gateway ${route.gw} is IPv${gw.version}, the destination IPv${dst.version}`)
      checkVlan('vid', route.vid, where)
    }
  }
}

/** An address's lot, as the real API finds it: a lot that is not there is a bad request. */
function lotNamed(nameOrId: string): AddressLotRow {
  const lot = db.rackNetwork.addressLots.find((l) => (isUuid(nameOrId) ? l.id : l.name) === nameOrId)
  if (!lot) throw invalidRequest(`address lot ${nameOrId} not found`)
  return lot
}

/**
 * Addresses already taken from a lot on this rack: the switches' loopback addresses and the
 * addresses of other port settings (the settings being replaced give theirs back first).
 */
function takenAddresses(replacing: SwitchPortSettingsRow | undefined): Set<string> {
  const bare = (net: string) => net.split('/')[0]
  const loopbacks = db.rackNetwork.loopbackAddresses.filter((l) => !l.anycast).map((l) => bare(l.address))
  const settings = db.switchPorts.settings
    .filter((s) => s.id !== replacing?.id)
    .flatMap((s) => s.addresses.map((a) => bare(a.address)))
  return new Set([...loopbacks, ...settings])
}

function buildAddresses(body: Create, links: Set<string>, id: string, replacing?: SwitchPortSettingsRow) {
  const taken = takenAddresses(replacing)
  return body.addresses.flatMap((group) => {
    const link = linkOf(links, group.link_name, 'an address')
    return group.addresses.map((a) => {
      const address = normalizeNet(a.address)
      const ip = parseIp(a.address.split('/')[0])
      if (!address || !ip) throw invalidValue('address', `${a.address} is not an IP network`)
      checkVlan('vlan_id', a.vlan_id, `address ${address} on link ${link}`)
      const lot = lotNamed(a.address_lot)
      const blocks = db.rackNetwork.addressLotBlocks.filter((b) => b.address_lot_id === lot.id)
      const block = blocks.find((b) => inRange(ip, parseIp(b.first_address)!, parseIp(b.last_address)!))
      const host = normalizeIp(a.address.split('/')[0])!
      if (!block) throw invalidRequest(`address ${host} is not in any block of address lot ${lot.name}`)
      if (taken.has(host)) throw invalidRequest(`address ${host} is unavailable: it is already in use on the rack`)
      taken.add(host)
      return {
        address,
        address_lot_block_id: block.id,
        address_lot_id: lot.id,
        address_lot_name: lot.name,
        interface_name: link,
        port_settings_id: id,
        vlan_id: a.vlan_id ?? null,
      }
    })
  })
}

function checkPeer(peer: Json<Api.BgpPeer>, link: string) {
  const where = `BGP peer ${peer.addr} on link ${link}`
  const key = peer.md5_auth_key
  if (key != null) {
    if (key.length > MAX_MD5_KEY)
      throw invalidValue('md5_auth_key', `md5 auth key for peer ${peer.addr} is longer than ${MAX_MD5_KEY} characters`)
    if (!/^[\x20-\x7e]*$/.test(key))
      throw invalidValue('md5_auth_key', `md5 auth key for peer ${peer.addr} must be printable ascii`)
  }
  // RFC 4271: a hold time is 0 (no keepalives) or at least 3 seconds, and keepalives come more often
  if (peer.hold_time !== 0 && peer.hold_time < 3)
    throw invalidValue('hold_time', `${where}: a hold time is 0 or at least 3 seconds, got ${peer.hold_time}`)
  if (peer.hold_time !== 0 && peer.keepalive >= peer.hold_time)
    throw invalidValue(
      'keepalive',
      `${where}: the keepalive interval (${peer.keepalive} s) must be shorter than the hold time (${peer.hold_time} s)`,
    )
  checkVlan('vlan_id', peer.vlan_id, where)
  const policies = { allowed_import: peer.allowed_import, allowed_export: peer.allowed_export }
  for (const [label, policy] of Object.entries(policies)) {
    for (const net of policy.type === 'allow' ? policy.value : []) {
      if (!parseCidr(net)) throw invalidValue(label, `${where}: ${net} is not an IP network`)
    }
  }
}

function buildPeers(body: Create, links: Set<string>): Json<Api.BgpPeer>[] {
  const seen = new Set<string>()
  return (body.bgp_peers ?? []).flatMap((group) => {
    const link = linkOf(links, group.link_name, 'a BGP peer')
    return group.peers.map((peer) => {
      const addr = normalizeIp(peer.addr)
      if (!addr) throw invalidValue('addr', `${peer.addr} is not an IP address`)
      if (seen.has(`${link}/${addr}`)) throw invalidRequest(`BGP peer ${addr} is given twice on link ${link}`)
      seen.add(`${link}/${addr}`)
      checkPeer(peer, link)
      // the API stores (and shows) the config's id, whichever way it was named
      const config = db.bgp.configs.find((c) => c.id === peer.bgp_config || c.name === peer.bgp_config)
      if (!config) throw invalidRequest('BGP config not found')
      const bgp_config = config.id
      return {
        ...peer,
        addr,
        bgp_config,
        interface_name: link,
        communities: peer.communities ?? [],
        remote_asn: peer.remote_asn ?? null,
        min_ttl: peer.min_ttl ?? null,
        md5_auth_key: peer.md5_auth_key ?? null,
        multi_exit_discriminator: peer.multi_exit_discriminator ?? null,
        local_pref: peer.local_pref ?? null,
        vlan_id: peer.vlan_id ?? null,
      }
    })
  })
}

/**
 * The settings a create body describes, or the API's 400 for its first problem. `replacing`
 * is the settings of the same name the body takes the place of: their id and creation time
 * stay, their parts (and the addresses those held) go.
 */
export function settingsFromBody(body: Create, identity: Identity, replacing?: SwitchPortSettingsRow) {
  const id = identity.id
  const links = checkLinks(body)
  checkInterfaces(body, links)
  checkRoutes(body, links)
  const addresses = buildAddresses(body, links, id, replacing)
  const bgp_peers = buildPeers(body, links)
  const interfaces = (body.interfaces ?? []).map((ifc) => ({
    id: crypto.randomUUID(),
    // the real control plane names an interface after its link
    interface_name: ifc.link_name,
    kind: ifc.kind.type,
    port_settings_id: id,
    v6_enabled: ifc.v6_enabled,
  }))
  const row: SwitchPortSettingsRow = {
    ...identity,
    port: { geometry: body.port_config.geometry, port_settings_id: id },
    // settings groups cannot be made through the API, so none is ever included
    groups: [],
    links: body.links.map((link) => ({
      link_name: link.link_name,
      port_settings_id: id,
      mtu: link.mtu,
      speed: link.speed,
      fec: link.fec ?? null,
      autoneg: link.autoneg,
      tx_eq_config: link.tx_eq ?? null,
      lldp_link_config: {
        id: crypto.randomUUID(),
        enabled: link.lldp.enabled,
        link_name: link.lldp.link_name ?? null,
        link_description: link.lldp.link_description ?? null,
        chassis_id: link.lldp.chassis_id ?? null,
        system_name: link.lldp.system_name ?? null,
        system_description: link.lldp.system_description ?? null,
        management_ip: link.lldp.management_ip ? normalizeIp(link.lldp.management_ip) : null,
      },
    })),
    interfaces,
    vlan_interfaces: (body.interfaces ?? []).flatMap((ifc, i) =>
      ifc.kind.type === 'vlan' ? [{ interface_config_id: interfaces[i].id, vlan_id: ifc.kind.vid }] : [],
    ),
    routes: (body.routes ?? []).flatMap((group) =>
      group.routes.map((route) => ({
        dst: normalizeNet(route.dst)!,
        gw: normalizeIp(route.gw)!,
        interface_name: group.link_name,
        port_settings_id: id,
        rib_priority: route.rib_priority ?? null,
        vlan_id: route.vid ?? null,
      })),
    ),
    addresses,
    bgp_peers,
  }
  return row
}
