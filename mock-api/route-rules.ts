/**
 * What the API accepts as a route's destination and target. Its rules are few: IP literals
 * on both ends must be of one family, VPCs are neither destinations nor targets and subnets
 * are not targets of routes users make (those are the system router's). Names (an instance,
 * a gateway, a subnet) are not resolved when the route is saved; the control plane resolves
 * them when it programs the route, so a route may name something that does not exist yet.
 */
import { invalidRequest } from './errors'
import { formatIp, normalizeNet, parseCidr, parseIp, type IpVersion } from './ip'
import type { RouterRouteRow } from './records'

type Destination = RouterRouteRow['destination']
type Target = RouterRouteRow['target']
type Kind = RouterRouteRow['kind']

function familyOf(d: Destination | Target): IpVersion | null {
  if (d.type === 'ip') return parseIp(d.value)?.version ?? null
  if (d.type === 'ip_net') return parseCidr(d.value)?.version ?? null
  return null
}

/** Refuses what the API refuses, in its words; `kind` is the route's kind, as they name it. */
export function checkRoute(destination: Destination, target: Target, kind: Kind): void {
  if (destination.type === 'ip_net' && !parseCidr(destination.value)) {
    throw invalidRequest(`unable to parse JSON body: destination: invalid IP network "${destination.value}"`)
  }
  if (target.type === 'ip') {
    const family = familyOf(destination)
    if (family !== null && family !== familyOf(target)) {
      throw invalidRequest('cannot mix explicit IPv4 and IPv6 addresses between destination and target')
    }
  }
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw invalidRequest(`users cannot specify VPCs as a destination or target in ${kind} routes`)
  }
  if (target.type === 'subnet') throw invalidRequest(`subnets cannot be used as a target in ${kind} routers`)
}

/** Addresses and networks in canonical form, as the API echoes them back. */
export function normalizeEnd<T extends Destination | Target>(end: T): T {
  if (end.type === 'ip') {
    const ip = parseIp(end.value)
    return ip ? ({ ...end, value: formatIp(ip) } as T) : end
  }
  if (end.type === 'ip_net') return { ...end, value: normalizeNet(end.value) ?? end.value } as T
  return end
}
