/**
 * BGP: configs, announce sets and their announcements, and what the switches' BGP daemons
 * report (peer status, exported and imported routes, message history; ../bgp-sessions.ts).
 *
 * Access as for the rest of the rack's network (handlers/rack-network.ts): fleet viewers
 * read, fleet admins change; anyone else gets 403, or the 404 a missing config or announce
 * set gets when they name one.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, type AuthParams, currentUser, fleetRole, requireFleetRole } from '../auth'
import { exportedRoutes, importedRoutesIpv4, messageHistory, peerStatuses } from '../bgp-sessions'
import { byNameOrId, db, isUuid } from '../db'
import { apiError, invalidRequest, notFound } from '../errors'
import { type Cidr, formatCidr, normalizeNet, parseCidr, parseIp } from '../ip'
import { pageOf, paginate } from '../pagination'
import type { AddressLotBlockRow, BgpAnnouncementRow, BgpAnnounceSetRow, BgpConfigRow, RoleName } from '../records'
import { assertNameFree, created, newIdentity } from '../resources'

const bgp = () => db.bgp
const conflict = (message: string) => apiError(409, 'Conflict', message)

function fleetUser(params: AuthParams, role: RoleName) {
  const user = currentUser(params)
  requireFleetRole(user, role)
  return user
}

/** A named object of the rack's BGP setup; someone who may not read it learns nothing of it. */
function lookupAs<T extends { id: string; name: string }>(
  params: AuthParams,
  rows: T[],
  kind: string,
  nameOrId: string,
  role: RoleName,
): T {
  const user = currentUser(params)
  if (!atLeast(fleetRole(user), 'viewer')) throw notFound(kind, isUuid(nameOrId) ? 'id' : 'name', nameOrId)
  const row = byNameOrId(rows, kind, nameOrId)
  requireFleetRole(user, role)
  return row
}

const configView = ({ bgp_announce_set_id: _set, ...config }: BgpConfigRow): Json<Api.BgpConfig> => config

// ---------------------------------------------------------------------------------------
// Announcements

/** The addresses a network spans, as [first, last]. */
function span(cidr: Cidr): [bigint, bigint] {
  return [cidr.base, cidr.base + (1n << BigInt(cidr.bits - cidr.width)) - 1n]
}

/**
 * Each announcement checked and tied to the block of its lot that holds the whole network:
 * a network given with host bits set, given twice, or reaching outside every block of its
 * lot is refused, naming the announcement.
 */
function announcementsFor(setId: string, wanted: Json<Api.BgpAnnouncementCreate>[]): BgpAnnouncementRow[] {
  const seen = new Set<string>()
  return wanted.map(({ address_lot_block, network }) => {
    const cidr = parseCidr(network)
    if (!cidr) throw invalidRequest(`announcement ${network} is not an IP network`)
    const canonical = formatCidr(cidr)
    if (normalizeNet(network) !== canonical)
      throw invalidRequest(`announcement ${network} has host bits set: the network is ${canonical}`)
    if (seen.has(canonical)) throw invalidRequest(`announcement ${canonical} is given twice`)
    seen.add(canonical)
    const lot = byNameOrId(db.rackNetwork.addressLots, 'address-lot', address_lot_block)
    const [first, last] = span(cidr)
    const within = (b: AddressLotBlockRow) => {
      const [lo, hi] = [parseIp(b.first_address)!, parseIp(b.last_address)!]
      return lo.version === cidr.version && lo.value <= first && last <= hi.value
    }
    const block = db.rackNetwork.addressLotBlocks.find((b) => b.address_lot_id === lot.id && within(b))
    if (!block) throw invalidRequest(`announcement ${canonical} is not within any block of address lot ${lot.name}`)
    return { announce_set_id: setId, address_lot_block_id: block.id, network: canonical }
  })
}

const announcementsOf = (set: BgpAnnounceSetRow) => bgp().announcements.filter((a) => a.announce_set_id === set.id)

// ---------------------------------------------------------------------------------------

export const bgpHandlers: Partial<MSWHandlers> = {
  networkingBgpConfigList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return pageOf(bgp().configs, query, configView)
  },

  networkingBgpConfigCreate({ body, ...params }) {
    fleetUser(params, 'admin')
    const set = byNameOrId(bgp().announceSets, 'bgp-announce-set', body.bgp_announce_set_id)
    assertNameFree(bgp().configs, 'bgp-config', body.name)
    // the switches run one BGP router per ASN, so the control plane takes one config per ASN
    if (bgp().configs.some((c) => c.asn === body.asn)) throw conflict('cannot have more than one configuration per ASN')
    const config: BgpConfigRow = {
      ...newIdentity(body),
      asn: body.asn,
      vrf: body.vrf ?? null,
      bgp_announce_set_id: set.id,
    }
    bgp().configs.push(config)
    return created(configView(config))
  },

  networkingBgpConfigDelete({ query, ...params }) {
    const config = lookupAs(params, bgp().configs, 'bgp-config', query.nameOrId, 'admin')
    // any settings object's peer holds it, applied to a port or not
    if (db.switchPorts.settings.some((s) => s.bgp_peers.some((p) => p.bgp_config === config.id)))
      throw conflict('BGP Config is in use and cannot be deleted')
    bgp().configs = bgp().configs.filter((c) => c !== config)
    return 204
  },

  networkingBgpAnnounceSetList({ query, ...params }) {
    fleetUser(params, 'viewer')
    // the API pages the list but answers a bare array: a client sees the first page only
    return paginate(bgp().announceSets, query).items
  },

  networkingBgpAnnounceSetUpdate({ body, ...params }) {
    fleetUser(params, 'admin')
    const existing = bgp().announceSets.find((s) => s.name === body.name)
    // an existing set keeps its identity (and, as in the real API, its description)
    const set: BgpAnnounceSetRow = existing ?? newIdentity(body)
    const announcements = announcementsFor(set.id, body.announcement)
    if (!existing) bgp().announceSets.push(set)
    bgp().announcements = [...bgp().announcements.filter((a) => a.announce_set_id !== set.id), ...announcements]
    return set
  },

  networkingBgpAnnounceSetDelete({ path, ...params }) {
    const set = lookupAs(params, bgp().announceSets, 'bgp-announce-set', path.announceSet, 'admin')
    if (bgp().configs.some((c) => c.bgp_announce_set_id === set.id)) throw conflict('announce set in use')
    bgp().announceSets = bgp().announceSets.filter((s) => s !== set)
    bgp().announcements = bgp().announcements.filter((a) => a.announce_set_id !== set.id)
    return 204
  },

  networkingBgpAnnouncementList({ path, ...params }) {
    const set = lookupAs(params, bgp().announceSets, 'bgp-announce-set', path.announceSet, 'viewer')
    return announcementsOf(set)
  },

  networkingBgpStatus(params) {
    fleetUser(params, 'viewer')
    return peerStatuses()
  },

  networkingBgpExported(params) {
    fleetUser(params, 'viewer')
    return exportedRoutes()
  },

  networkingBgpImportedRoutesIpv4({ query, ...params }) {
    fleetUser(params, 'viewer')
    return importedRoutesIpv4(query.asn)
  },

  networkingBgpMessageHistory({ query, ...params }) {
    fleetUser(params, 'viewer')
    return messageHistory(query.asn)
  },
}
