/**
 * What the switches' BGP daemons report: the state of each peer's session, the routes sent
 * to and learned from established peers, and the messages exchanged. None of it is stored
 * as such; it follows from the configured peers, their sessions' state and the routes the
 * upstream routers advertise (fixtures/bgp.ts), at the time of asking.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import { db } from './db'
import { upstreamRouters, switchRouterIds } from './fixtures/bgp'
import { parseCidr, parseIp } from './ip'
import type { BgpConfigRow, BgpPeerRow, BgpSessionRow } from './records'
import { timestamp } from './resources'

/**
 * The peers the switches are told to talk to: the BGP peers of the port settings applied to
 * a switch port, each on its port's switch (settings on no port configure nothing).
 */
function configuredPeers(): BgpPeerRow[] {
  const { ports, settings } = db.switchPorts
  return ports.flatMap((port) => {
    const applied = settings.find((s) => s.id === port.port_settings_id)
    return (applied?.bgp_peers ?? []).map((peer) => ({
      switch: port.switch_location as Api.SwitchLocation,
      addr: peer.addr,
      bgp_config_id: peer.bgp_config,
      remote_asn: peer.remote_asn ?? null,
    }))
  })
}

/** How often a switch retries a peer that does not answer (the API's default `connect_retry`). */
const CONNECT_RETRY_MS = 3000
/** The API's default keepalive interval and hold time. */
const KEEPALIVE_MS = 2000
const HOLD_TIME_S = 6

type Peer = BgpPeerRow & { config: BgpConfigRow; session: BgpSessionRow }

/**
 * The configured peers whose config still exists, each with its session. A peer the switch
 * has not heard of before starts trying to connect now; no upstream router of the mock
 * answers a new peer, so it stays down.
 */
function peers(): Peer[] {
  const result: Peer[] = []
  for (const peer of configuredPeers()) {
    const config = db.bgp.configs.find((c) => c.id === peer.bgp_config_id)
    if (!config) continue
    let session = db.bgp.sessions.find((s) => s.switch === peer.switch && s.addr === peer.addr)
    if (!session) {
      session = { switch: peer.switch, addr: peer.addr, state: 'connect', since: timestamp() }
      db.bgp.sessions.push(session)
    }
    result.push({ ...peer, config, session })
  }
  return result
}

const established = (p: Peer) => p.session.state === 'established'

/** A session that is down alternates between connect and active, one retry interval each. */
function peerState(p: Peer, now: number): { state: Api.BgpPeerState; millis: number } {
  const elapsed = Math.max(0, now - Date.parse(p.session.since))
  if (established(p)) return { state: 'established', millis: elapsed }
  const phase = Math.floor(elapsed / CONNECT_RETRY_MS) % 2
  return { state: phase === 0 ? 'connect' : 'active', millis: elapsed % CONNECT_RETRY_MS }
}

export function peerStatuses(now = Date.now()): Json<Api.BgpPeerStatus>[] {
  return peers().map((p) => {
    const { state, millis } = peerState(p, now)
    return {
      switch: p.switch,
      addr: p.addr,
      local_asn: p.config.asn,
      remote_asn: p.remote_asn ?? 0,
      state,
      state_duration_millis: millis,
    }
  })
}

const isIpv4Net = (net: string) => parseCidr(net)?.version === 4

/** The IPv4 networks of a config's announce set: what the switch sends its peers. */
function announcedBy(config: BgpConfigRow): string[] {
  return db.bgp.announcements
    .filter((a) => a.announce_set_id === config.bgp_announce_set_id)
    .map((a) => a.network)
    .filter(isIpv4Net)
}

/** Routes go out only over an established session. */
export function exportedRoutes(): Json<Api.BgpExported> {
  const exports: Record<string, string[]> = {}
  for (const p of peers().filter(established)) exports[p.addr] = announcedBy(p.config)
  return { exports }
}

/** A BGP identifier (an IPv4 address by convention) as the number the API shows. */
const routerIdNumber = (dotted: string) => Number(parseIp(dotted)!.value)

const peersOfAsn = (asn: number) => peers().filter((p) => p.config.asn === asn)

/** The routes learned from the established peers of the routers with this ASN; none for another ASN. */
export function importedRoutesIpv4(asn: number): Json<Api.BgpImportedRouteIpv4>[] {
  return peersOfAsn(asn)
    .filter(established)
    .flatMap((p) => {
      const upstream = upstreamRouters[p.addr]
      if (!upstream) return []
      return upstream.prefixes.filter(isIpv4Net).map((prefix) => ({
        prefix,
        nexthop: p.addr,
        switch: p.switch,
        id: routerIdNumber(upstream.routerId),
      }))
    })
}

// ---------------------------------------------------------------------------------------
// Message history, shaped after the switch daemon's own (sent and received, newest first,
// each message tagged with its type), with fewer fields.

type Entry = { timestamp: string; message: { type: string; value?: object } }
type MessageHistory = { received: Entry[]; sent: Entry[] }

const open = (asn: number, routerId: string) => ({
  type: 'open',
  value: { version: 4, asn, hold_time: HOLD_TIME_S, id: routerIdNumber(routerId), parameters: [] },
})
const update = (asn: number, nlri: string[]) => ({
  type: 'update',
  value: { withdrawn: [], path_attributes: [{ origin: 'igp' }, { as_path: [asn] }], nlri },
})
const keepalive = { type: 'keep_alive' }
const holdTimerExpired = { type: 'notification', value: { error_code: 'hold_timer_expired', data: [] } }

const at = (ms: number, message: Entry['message']): Entry => ({ timestamp: timestamp(ms), message })

/** The last few keepalives before `until`, of a session up since `start`, newest first. */
function keepalives(start: number, until: number, offset: number): Entry[] {
  const last = start + Math.floor((until - start) / KEEPALIVE_MS) * KEEPALIVE_MS + offset
  return [0, 1, 2]
    .map((n) => last - n * KEEPALIVE_MS)
    .filter((t) => t > start && t <= until)
    .map((t) => at(t, keepalive))
}

/** How long before it went down the seed's broken session had been up. */
const LAST_SESSION_MS = 6 * 3600_000

/**
 * An established session: the opens and updates that started it, then keepalives. A session
 * that is down: its last session, ending in the hold timer's expiry, which the switch
 * announces with a notification. A peer that never answered has no messages.
 */
function historyOf(p: Peer, now: number): MessageHistory {
  const upstream = upstreamRouters[p.addr]
  if (!upstream) return { received: [], sent: [] }
  const since = Date.parse(p.session.since)
  const start = established(p) ? since : since - LAST_SESSION_MS
  const end = established(p) ? now : since
  const ours = [
    at(start + 40, update(p.config.asn, announcedBy(p.config))),
    at(start, open(p.config.asn, switchRouterIds[p.switch])),
  ]
  const theirs = [
    at(start + 60, update(p.remote_asn ?? 0, upstream.prefixes)),
    at(start + 20, open(p.remote_asn ?? 0, upstream.routerId)),
  ]
  // the peer's last keepalive came a hold time before the session went down
  const heardUntil = established(p) ? end : end - HOLD_TIME_S * 1000
  return {
    received: [...keepalives(start, heardUntil, 25), ...theirs],
    sent: [...(established(p) ? [] : [at(end, holdTimerExpired)]), ...keepalives(start, end, 0), ...ours],
  }
}

/** Per switch with a router of this ASN, each peer's history; no switch for another ASN. */
export function messageHistory(asn: number, now = Date.now()): Json<Api.AggregateBgpMessageHistory> {
  const switches = new Map<Api.SwitchLocation, Record<string, MessageHistory>>()
  for (const p of peersOfAsn(asn)) {
    const history = switches.get(p.switch) ?? {}
    history[p.addr] = historyOf(p, now)
    switches.set(p.switch, history)
  }
  return {
    switch_histories: [...switches].map(([sw, history]) => ({ switch: sw, history })),
  }
}
