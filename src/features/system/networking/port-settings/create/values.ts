// The port settings form's values, its rules, and the create body they make. Numbers the
// user may leave empty are kept as typed text (a VLAN id, a RIB priority) so a half-typed
// value stays in the field; the body gets numbers or nulls.
import type { LinkFec, LinkSpeed, SwitchPortGeometry, SwitchPortSettingsCreate } from '~/api/__generated__/Api'
import { validateIp, validateIpNet } from '~/util/ip'

export type LinkValues = {
  linkName: string
  mtu: number | ''
  speed: LinkSpeed
  /** '' asks for the media's standard FEC */
  fec: LinkFec | ''
  autoneg: boolean
  lldp: boolean
  /** the link's primary interface takes IPv6 (a link-local address is made for it) */
  v6: boolean
  /** the link's VLAN interfaces, beside its primary one */
  vlans: VlanInterfaceValues[]
}

/** A VLAN interface: its 802.1Q tag, typed as text so a half-typed one stays, and IPv6 on it. */
export type VlanInterfaceValues = { vid: string; v6: boolean }

export type AddressValues = { link: string; lot: string; address: string; vlanId: string }

export type RouteValues = { link: string; dst: string; gw: string; vlanId: string; ribPriority: string }

export type PeerValues = {
  link: string
  addr: string
  bgpConfig: string
  remoteAsn: string
  holdTime: number | ''
  keepalive: number | ''
  idleHoldTime: number | ''
  connectRetry: number | ''
  delayOpen: number | ''
  enforceFirstAs: boolean
  md5AuthKey: string
  vlanId: string
}

export type SettingsValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  links: LinkValues[]
  addresses: AddressValues[]
  routes: RouteValues[]
  peers: PeerValues[]
}

export const MIN_MTU = 1280
export const MAX_MTU = 9216

export const newLink = (linkName: string): LinkValues => ({
  linkName,
  mtu: 1500,
  speed: 'speed100_g',
  fec: '',
  autoneg: false,
  lldp: true,
  v6: false,
  vlans: [],
})

export const newVlanInterface = (): VlanInterfaceValues => ({ vid: '', v6: false })

export const newAddress = (link: string): AddressValues => ({ link, lot: '', address: '', vlanId: '' })

export const newRoute = (link: string): RouteValues => ({ link, dst: '', gw: '', vlanId: '', ribPriority: '' })

/**
 * A new peer's timers, in seconds. The schema gives no defaults; these are what the rack's
 * own uplinks run (a hold time short enough to notice a dead peer in seconds, as sites that
 * pair BGP with BFD keep it), and RFC 4271's rule holds: keepalive under the hold time.
 */
export const newPeer = (link: string): PeerValues => ({
  link,
  addr: '',
  bgpConfig: '',
  remoteAsn: '',
  holdTime: 6,
  keepalive: 2,
  idleHoldTime: 3,
  connectRetry: 3,
  delayOpen: 0,
  enforceFirstAs: false,
  md5AuthKey: '',
  vlanId: '',
})

export const initialValues = (): SettingsValues => ({
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  links: [newLink('phy0')],
  addresses: [],
  routes: [],
  peers: [],
})

const family = (ip: string) => (ip.includes(':') ? 'IPv6' : 'IPv4')

/** An optional whole number in [min, max], typed as text. */
export function validateOptionalNumber(value: string, label: string, min: number, max: number) {
  const v = value.trim()
  if (!v) return undefined
  if (!/^\d+$/.test(v)) return `${label} must be a whole number`
  const n = Number(v)
  return n < min || n > max ? `${label} is between ${min} and ${max}` : undefined
}

/** 802.1Q tags are twelve bits, of which 0 (priority only) and 4095 are reserved. */
export const validateVlan = (value: string) => validateOptionalNumber(value, 'VLAN ID', 1, 4094)

/**
 * A VLAN interface's tag: required, and once per link (the API refuses a link with the same
 * VLAN twice). Only the later of two equal tags says so, as the earlier one came first.
 */
export function validateVlanInterface(vid: string, vlans: VlanInterfaceValues[], i: number) {
  if (!vid.trim()) return 'VLAN ID is required'
  const bad = validateVlan(vid)
  if (bad) return bad
  const tag = Number(vid.trim())
  return vlans.slice(0, i).some((v) => v.vid.trim() !== '' && Number(v.vid.trim()) === tag)
    ? `This link has a VLAN interface with ID ${tag} already`
    : undefined
}

/** A route's gateway: an address of the destination's family. */
export function validateGateway(gw: string, dst: string) {
  const bad = validateIp(gw)
  if (bad) return bad
  if (!validateIpNet(dst) && family(gw) !== family(dst.split('/')[0]))
    return `Must be an ${family(dst.split('/')[0])} address, like the destination`
  return undefined
}

/** RFC 4271: a hold time of 0 (no keepalives) or at least 3 s. */
export function validateHoldTime(hold: number | '') {
  if (hold === '') return undefined
  return hold === 1 || hold === 2 ? 'Hold time is 0 (none) or at least 3 seconds' : undefined
}

/** RFC 4271: keepalives come more often than the hold time runs out (unless there is none). */
export function validateKeepalive(keepalive: number | '', hold: number | '') {
  if (keepalive === '' || hold === '' || hold === 0) return undefined
  return keepalive >= hold ? 'Keepalive must be shorter than the hold time' : undefined
}

/** The real API's rule for TCP-MD5 keys: at most 80 printable ASCII characters. */
export function validateMd5Key(key: string) {
  if (key.length > 80) return 'At most 80 characters'
  return /^[\x20-\x7e]*$/.test(key) ? undefined : 'Printable ASCII characters only'
}

const optional = (v: string) => (v.trim() ? Number(v.trim()) : null)
const num = (v: number | '') => (v === '' ? 0 : v)

/** Groups per-link entries as the body wants them: one entry per link, holding its list. */
function byLink<V extends { link: string }, T>(rows: V[], each: (row: V) => T) {
  const links = [...new Set(rows.map((r) => r.link))]
  return links.map((linkName) => ({ linkName, items: rows.filter((r) => r.link === linkName).map(each) }))
}

export function toBody(v: SettingsValues): SwitchPortSettingsCreate {
  return {
    name: v.name,
    description: v.description,
    portConfig: { geometry: v.geometry },
    groups: [],
    links: v.links.map((l) => ({
      linkName: l.linkName,
      mtu: num(l.mtu),
      speed: l.speed,
      fec: l.fec || null,
      autoneg: l.autoneg,
      lldp: { enabled: l.lldp },
    })),
    // every link gets its primary interface, then its VLAN interfaces
    interfaces: v.links.flatMap((l) => [
      { linkName: l.linkName, kind: { type: 'primary' as const }, v6Enabled: l.v6 },
      ...l.vlans.map((x) => ({
        linkName: l.linkName,
        kind: { type: 'vlan' as const, vid: Number(x.vid.trim()) },
        v6Enabled: x.v6,
      })),
    ]),
    addresses: byLink(v.addresses, (a) => ({
      address: a.address.trim(),
      addressLot: a.lot,
      vlanId: optional(a.vlanId),
    })).map(({ linkName, items }) => ({ linkName, addresses: items })),
    routes: byLink(v.routes, (r) => ({
      dst: r.dst.trim(),
      gw: r.gw.trim(),
      vid: optional(r.vlanId),
      ribPriority: optional(r.ribPriority),
    })).map(({ linkName, items }) => ({ linkName, routes: items })),
    bgpPeers: byLink(v.peers, (p) => ({
      addr: p.addr.trim(),
      bgpConfig: p.bgpConfig,
      interfaceName: p.link,
      remoteAsn: optional(p.remoteAsn),
      holdTime: num(p.holdTime),
      keepalive: num(p.keepalive),
      idleHoldTime: num(p.idleHoldTime),
      connectRetry: num(p.connectRetry),
      delayOpen: num(p.delayOpen),
      enforceFirstAs: p.enforceFirstAs,
      md5AuthKey: p.md5AuthKey || null,
      vlanId: optional(p.vlanId),
      communities: [],
      allowedImport: { type: 'no_filtering' as const },
      allowedExport: { type: 'no_filtering' as const },
      localPref: null,
      minTtl: null,
      multiExitDiscriminator: null,
    })).map(({ linkName, items }) => ({ linkName, peers: items })),
  }
}
