/**
 * The rack's own network, first part: address lots and their blocks, loopback addresses on
 * the switches, BFD sessions, the allow list of user-facing services and inbound ICMP.
 *
 * Access as for the rest of the rack (handlers/hardware.ts): fleet viewers read, fleet admins
 * change; anyone else gets 403 on a list or a rack-wide setting, and the 404 a missing lot
 * gets when they name one.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, type AuthParams, currentUser, fleetRole, requireFleetRole } from '../auth'
import { clientAddressOf } from '../audit-log'
import { byNameOrId, db, isUuid } from '../db'
import { alreadyExists, invalidRequest, invalidValue, notFound } from '../errors'
import { cidrContains, inRange, normalizeIp, normalizeNet, parseCidr, parseIp } from '../ip'
import { pageOf, paginate } from '../pagination'
import type { AddressLotBlockRow, AddressLotRow, BfdSessionRow, LoopbackAddressRow, RoleName } from '../records'
import { assertNameFree, created, newIdentity, timestamp } from '../resources'
import { transitionMs } from '../timing'

const net = () => db.rackNetwork

function fleetUser(params: AuthParams, role: RoleName) {
  const user = currentUser(params)
  requireFleetRole(user, role)
  return user
}

/** A lot by name or id; someone who may not read the rack's network learns nothing of it. */
function lotAs(params: AuthParams, nameOrId: string, role: RoleName): AddressLotRow {
  const user = currentUser(params)
  if (!atLeast(fleetRole(user), 'viewer')) throw notFound('address-lot', isUuid(nameOrId) ? 'id' : 'name', nameOrId)
  const lot = byNameOrId(net().addressLots, 'address-lot', nameOrId)
  requireFleetRole(user, role)
  return lot
}

const blocksOf = (lot: AddressLotRow) => net().addressLotBlocks.filter((b) => b.address_lot_id === lot.id)
const blockView = ({ address_lot_id: _lot, ...block }: AddressLotBlockRow): Json<Api.AddressLotBlock> => block

/**
 * A lot is in use while an address of one of its blocks is configured on a switch: a loopback
 * address, or an address of port settings (handlers/switch-ports.ts).
 */
const lotInUse = (lot: AddressLotRow) => {
  const blocks = new Set(blocksOf(lot).map((b) => b.id))
  const ofSettings = db.switchPorts.settings.flatMap((s) => s.addresses.map((a) => a.address_lot_block_id))
  return [...net().loopbackAddresses.map((l) => l.address_lot_block_id), ...ofSettings].some((b) => blocks.has(b))
}

/** The first problem with a block as given, in the words an operator can act on. */
function blockProblem({ first_address, last_address }: Json<Api.AddressLotBlockCreate>): string | null {
  const first = parseIp(first_address)
  const last = parseIp(last_address)
  if (!first || !last) return `address lot block ${first_address} - ${last_address} is not a pair of IP addresses`
  if (first.version !== last.version)
    return `address lot block ${first_address} - ${last_address} mixes IPv4 and IPv6 addresses`
  if (first.value > last.value)
    return `address lot block ${first_address} - ${last_address}: the first address is after the last`
  return null
}

const SWITCHES = ['switch0', 'switch1']
const checkSwitch = (name: string, label: string) => {
  if (!SWITCHES.includes(name)) throw invalidValue(label, `switch must be one of ${SWITCHES.join(', ')}, got ${name}`)
}

const loopbackView = ({ anycast: _anycast, ...row }: LoopbackAddressRow): Json<Api.LoopbackAddress> => row

/** A session reported by the switch: a new one is `init` until its peer answers, one step later. */
function bfdView(row: BfdSessionRow, now = Date.now()): Json<Api.BfdStatus> {
  if (row.pending && row.pending.at <= now) {
    row.state = row.pending.to
    row.pending = null
  }
  const { pending: _pending, ...status } = row
  return status
}

export const rackNetworkHandlers: Partial<MSWHandlers> = {
  networkingAddressLotList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return paginate(net().addressLots, query)
  },

  networkingAddressLotCreate({ body, ...params }) {
    fleetUser(params, 'admin')
    assertNameFree(net().addressLots, 'address-lot', body.name)
    for (const block of body.blocks) {
      const problem = blockProblem(block)
      if (problem) throw invalidRequest(problem)
    }
    const lot: AddressLotRow = { ...newIdentity(body), kind: body.kind }
    const blocks = body.blocks.map((b) => ({
      id: crypto.randomUUID(),
      address_lot_id: lot.id,
      first_address: normalizeIp(b.first_address)!,
      last_address: normalizeIp(b.last_address)!,
    }))
    net().addressLots.push(lot)
    net().addressLotBlocks.push(...blocks)
    return created({ lot, blocks: blocks.map(blockView) })
  },

  networkingAddressLotDelete({ path, ...params }) {
    const lot = lotAs(params, path.addressLot, 'admin')
    if (lotInUse(lot)) throw invalidRequest(`address lot ${lot.name} is in use`)
    net().addressLots = net().addressLots.filter((l) => l !== lot)
    net().addressLotBlocks = net().addressLotBlocks.filter((b) => b.address_lot_id !== lot.id)
    return 204
  },

  networkingAddressLotBlockList({ path, query, ...params }) {
    const lot = lotAs(params, path.addressLot, 'viewer')
    return pageOf(blocksOf(lot), { ...query, sortBy: 'id_ascending' }, blockView, 'id_ascending')
  },

  networkingLoopbackAddressList({ query, ...params }) {
    fleetUser(params, 'viewer')
    return pageOf(net().loopbackAddresses, { ...query, sortBy: 'id_ascending' }, loopbackView, 'id_ascending')
  },

  networkingLoopbackAddressCreate({ body, ...params }) {
    fleetUser(params, 'admin')
    if (!db.racks.some((r) => r.id === body.rack_id)) throw notFound('rack', 'id', body.rack_id)
    checkSwitch(body.switch_location, 'switch_location')
    const address = parseIp(body.address)
    if (!address) throw invalidValue('address', `${body.address} is not an IP address`)
    const width = address.version === 4 ? 32 : 128
    if (body.mask > width)
      throw invalidValue('mask', `an IPv${address.version} mask is at most ${width}, got ${body.mask}`)
    const lot = byNameOrId(net().addressLots, 'address-lot', body.address_lot)
    const block = blocksOf(lot).find((b) => inRange(address, parseIp(b.first_address)!, parseIp(b.last_address)!))
    if (!block) throw invalidRequest(`address ${body.address} is not in any block of address lot ${lot.name}`)
    const addressNet = `${normalizeIp(body.address)}/${body.mask}`
    const sameAddress = net().loopbackAddresses.filter((l) => l.address.split('/')[0] === normalizeIp(body.address))
    // an anycast address may stand on several switches at once; any other only once in the rack
    if (sameAddress.some((l) => !body.anycast || !l.anycast || l.switch_location === body.switch_location))
      throw alreadyExists('loopback-address', addressNet)
    const row: LoopbackAddressRow = {
      id: crypto.randomUUID(),
      address: addressNet,
      address_lot_block_id: block.id,
      rack_id: body.rack_id,
      switch_location: body.switch_location,
      anycast: body.anycast,
    }
    net().loopbackAddresses.push(row)
    return created(loopbackView(row))
  },

  networkingLoopbackAddressDelete({ path, ...params }) {
    fleetUser(params, 'admin')
    const address = normalizeIp(path.address)
    const row = net().loopbackAddresses.find(
      (l) =>
        l.rack_id === path.rackId &&
        l.switch_location === path.switchLocation &&
        l.address === `${address}/${path.subnetMask}`,
    )
    if (!row) throw notFound('loopback-address', 'address', `${path.address}/${path.subnetMask}`)
    net().loopbackAddresses = net().loopbackAddresses.filter((l) => l !== row)
    return 204
  },

  networkingBfdStatus(params) {
    fleetUser(params, 'viewer')
    return net().bfdSessions.map((s) => bfdView(s))
  },

  networkingBfdEnable({ body, ...params }) {
    fleetUser(params, 'admin')
    checkSwitch(body.switch, 'switch')
    if (body.detection_threshold < 1) throw invalidValue('detection_threshold', 'must be at least 1')
    if (body.required_rx < 1) throw invalidValue('required_rx', 'must be at least 1 microsecond')
    const peer = normalizeIp(body.remote)!
    const local = body.local ? normalizeIp(body.local) : null
    const settings = {
      local,
      mode: body.mode,
      detection_threshold: body.detection_threshold,
      required_rx: body.required_rx,
    }
    const existing = net().bfdSessions.find((s) => s.switch === body.switch && s.peer === peer)
    // enabling a session that runs already changes its parameters, as the switch's daemon does
    if (existing) Object.assign(existing, settings)
    else
      net().bfdSessions.push({
        switch: body.switch,
        peer,
        ...settings,
        state: 'init',
        pending: { to: 'up', at: Date.now() + transitionMs() },
      })
    return 204
  },

  networkingBfdDisable({ body, ...params }) {
    fleetUser(params, 'admin')
    const peer = normalizeIp(body.remote)
    const session = net().bfdSessions.find((s) => s.switch === body.switch && s.peer === peer)
    if (!session) throw notFound('bfd-session', 'remote', `${body.remote} on ${body.switch}`)
    net().bfdSessions = net().bfdSessions.filter((s) => s !== session)
    return 204
  },

  networkingAllowListView(params) {
    fleetUser(params, 'viewer')
    return net().allowList
  },

  networkingAllowListUpdate({ body, ...params }) {
    fleetUser(params, 'admin')
    const allowed = body.allowed_ips
    if (allowed.allow === 'list') {
      if (allowed.ips.length === 0) throw invalidValue('allowed_ips', 'IP allowlist must not be empty')
      const nets = allowed.ips.map((ip) => {
        const cidr = parseCidr(ip)
        if (!cidr) throw invalidValue('allowed_ips', `${ip} is not an IP network`)
        return cidr
      })
      // the control plane refuses a list that would shut out the client asking for it
      const client = parseIp(clientAddressOf(params.req))
      if (client && !nets.some((n) => cidrContains(n, client)))
        throw invalidRequest(
          `the allow list would prevent access from the current client (${clientAddressOf(params.req)}): ` +
            'add an entry that includes it',
        )
    }
    const allowed_ips: Json<Api.AllowedSourceIps> =
      allowed.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: allowed.ips.map((ip) => normalizeNet(ip)!) }
    net().allowList = { ...net().allowList, allowed_ips, time_modified: timestamp() }
    return net().allowList
  },

  networkingInboundIcmpView(params) {
    fleetUser(params, 'viewer')
    return { enabled: net().inboundIcmp }
  },

  networkingInboundIcmpUpdate({ body, ...params }) {
    fleetUser(params, 'admin')
    net().inboundIcmp = body.enabled
    return 204
  },
}
