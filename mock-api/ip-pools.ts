/**
 * IP pools as operators see them (/v1/system/ip-pools*): ranges, silo links, what is
 * allocated from a pool, and the control plane's rules for changing them. The tenants' view
 * (pools linked to their silo, addresses drawn from them) is in network.ts.
 */
import { byNameOrId, db, lookupSilo } from './db'
import { alreadyExists, invalidRequest, notFound } from './errors'
import { servicePoolId } from './fixtures/ip-pools'
import { formatIp, inRange, parseIp, type ParsedIp } from './ip'
import type { IpPoolRangeRow, IpPoolRow, IpPoolSiloLink, SiloRow } from './records'
import { timestamp } from './resources'

export const servicePool = (): IpPoolRow => db.ipPools.find((p) => p.id === servicePoolId)!

/**
 * A pool operators manage, by name or id. The service pool is not one of them: the real API
 * hides it from the pool list and answers for it only under /v1/system/ip-pools-service.
 */
export function lookupPool(nameOrId: string): IpPoolRow {
  return byNameOrId(
    db.ipPools.filter((p) => p.id !== servicePoolId),
    'ip-pool',
    nameOrId,
  )
}

export const operatorPools = () => db.ipPools.filter((p) => p.id !== servicePoolId)

// ---------------------------------------------------------------------------------------
// Ranges

type ParsedRange = { first: ParsedIp; last: ParsedIp }

const parseRange = (r: { first: string; last: string }): ParsedRange => ({
  first: parseIp(r.first)!,
  last: parseIp(r.last)!,
})

/** Sorts by family, then first address, as a string compared byte-wise (for page tokens). */
export const rangeSortKey = (r: IpPoolRangeRow) => {
  const { first } = parseRange(r)
  return `${first.version}:${first.value.toString(16).padStart(32, '0')}`
}

/** The pool's ranges, ordered by their first address as the API orders them. */
export function rangesOf(poolId: string): IpPoolRangeRow[] {
  return db.ipPoolRanges
    .filter((r) => r.pool_id === poolId)
    .map((r) => ({ r, key: rangeSortKey(r) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ r }) => r)
}

export const rangeView = (r: IpPoolRangeRow) => ({
  id: r.id,
  ip_pool_id: r.pool_id,
  range: { first: r.first, last: r.last },
  time_created: r.time_created,
})

/**
 * A range from a request body. The generated shell has checked that both ends are addresses of
 * one family; the API's range type also refuses a first address after the last, while reading
 * the body, and says no more than that the body matches none of its forms.
 */
function requestedRange(body: { first: string; last: string }): ParsedRange {
  const range = parseRange(body)
  if (range.first.version !== range.last.version || range.first.value > range.last.value) {
    throw invalidRequest('unable to parse JSON body: matches none of the accepted forms')
  }
  return range
}

const overlaps = (a: ParsedRange, b: ParsedRange) =>
  a.first.version === b.first.version && a.first.value <= b.last.value && b.first.value <= a.last.value

/**
 * Adds a range to a pool (the service pool too), as the real API does: IPv6 ranges are
 * refused for now, and no range may overlap one of any pool.
 */
export function addRange(pool: IpPoolRow, body: { first: string; last: string }): IpPoolRangeRow {
  const wanted = requestedRange(body)
  if (wanted.first.version === 6) throw invalidRequest('IPv6 ranges are not allowed yet')
  const first = formatIp(wanted.first)
  const last = formatIp(wanted.last)
  if (db.ipPoolRanges.some((r) => overlaps(parseRange(r), wanted))) {
    throw invalidRequest(`The provided IP range ${first}-${last} overlaps with an existing range`)
  }
  const row: IpPoolRangeRow = { id: crypto.randomUUID(), pool_id: pool.id, first, last, time_created: timestamp() }
  db.ipPoolRanges.push(row)
  return row
}

/** Removes the pool's range with exactly these ends, unless addresses from it are in use. */
export function removeRange(pool: IpPoolRow, body: { first: string; last: string }): void {
  const wanted = requestedRange(body)
  const row = db.ipPoolRanges.find((r) => {
    if (r.pool_id !== pool.id) return false
    const range = parseRange(r)
    return (
      range.first.version === wanted.first.version &&
      range.first.value === wanted.first.value &&
      range.last.value === wanted.last.value
    )
  })
  if (!row) {
    throw invalidRequest(`The provided range ${formatIp(wanted.first)}-${formatIp(wanted.last)} does not exist`)
  }
  if (allocationsIn(pool.id).some((a) => inRange(a.ip, wanted.first, wanted.last))) {
    throw invalidRequest('IP pool ranges cannot be deleted while external IP addresses are allocated from them')
  }
  db.ipPoolRanges = db.ipPoolRanges.filter((r) => r !== row)
}

// ---------------------------------------------------------------------------------------
// Allocations and utilization

/** An address taken from a pool, and the silo it is used in (none for the control plane's). */
type Allocation = { ip: ParsedIp; siloId: string | null }

const siloOfProject = (projectId: string) => db.projects.find((p) => p.id === projectId)?.silo_id ?? null

function siloOfInstance(instanceId: string) {
  const instance = db.instances.find((i) => i.id === instanceId)
  return instance ? siloOfProject(instance.project_id) : null
}

/** Every address allocated from the pool: floating IPs, instances' ephemeral IPs, probes', services'. */
function allocationsIn(poolId: string): Allocation[] {
  return [
    ...db.floatingIps
      .filter((f) => f.ip_pool_id === poolId)
      .map((f) => ({ ip: parseIp(f.ip)!, siloId: siloOfProject(f.project_id) })),
    ...db.ephemeralIps
      .filter((e) => e.ip_pool_id === poolId)
      .map((e) => ({ ip: parseIp(e.ip)!, siloId: siloOfInstance(e.instance_id) })),
    ...db.probes
      .filter((p) => p.ip_pool_id === poolId)
      .map((p) => ({ ip: parseIp(p.external_ip)!, siloId: siloOfProject(p.project_id) })),
    ...db.serviceExternalIps.filter((s) => s.ip_pool_id === poolId).map((s) => ({ ip: parseIp(s.ip)!, siloId: null })),
  ]
}

/**
 * Allocated addresses and capacity (the sum of the ranges' lengths) per family. IPv6 counts
 * can exceed any JavaScript number, so the API sends them as decimal strings of a 128-bit
 * integer; they are summed as bigints here.
 */
export function utilizationOf(poolId: string) {
  const capacity = { 4: 0n, 6: 0n }
  for (const r of rangesOf(poolId)) {
    const { first, last } = parseRange(r)
    capacity[first.version] += last.value - first.value + 1n
  }
  const allocated = { 4: 0n, 6: 0n }
  for (const a of allocationsIn(poolId)) allocated[a.ip.version] += 1n
  return {
    ipv4: { allocated: Number(allocated[4]), capacity: Number(capacity[4]) },
    ipv6: { allocated: allocated[6].toString(), capacity: capacity[6].toString() },
  }
}

// ---------------------------------------------------------------------------------------
// Silo links

export const linksOfPool = (poolId: string) => db.ipPoolSiloLinks.filter((l) => l.pool_id === poolId)

/** The pool's link to the silo, or the API's 404 for it. */
export function linkOf(pool: IpPoolRow, silo: SiloRow): IpPoolSiloLink {
  const link = db.ipPoolSiloLinks.find((l) => l.pool_id === pool.id && l.silo_id === silo.id)
  if (!link) throw notFound('ip-pool-resource', 'id', `${pool.id}, ${silo.id}`)
  return link
}

export const linkView = (l: IpPoolSiloLink) => ({ ip_pool_id: l.pool_id, silo_id: l.silo_id, is_default: l.is_default })

/**
 * Links a pool to a silo. A pool is linked to a silo once, and a silo has at most one
 * default: the database's unique indexes refuse both, which the API reports as a conflict.
 */
export function linkSilo(pool: IpPoolRow, siloNameOrId: string, isDefault: boolean): IpPoolSiloLink {
  const silo = lookupSilo(siloNameOrId)
  const taken = db.ipPoolSiloLinks.some(
    (l) => l.silo_id === silo.id && (l.pool_id === pool.id || (isDefault && l.is_default)),
  )
  if (taken) {
    throw alreadyExists('ip-pool-resource', `ip_pool_id: ${pool.id}, resource_id: ${silo.id}, resource_type: Silo`)
  }
  const link: IpPoolSiloLink = { pool_id: pool.id, silo_id: silo.id, is_default: isDefault }
  db.ipPoolSiloLinks.push(link)
  return link
}

/** Makes (or unmakes) the pool the silo's default; a previous default stays linked, not default. */
export function setDefault(link: IpPoolSiloLink, isDefault: boolean): IpPoolSiloLink {
  if (isDefault) {
    for (const other of db.ipPoolSiloLinks) {
      if (other.silo_id === link.silo_id && other !== link) other.is_default = false
    }
  }
  link.is_default = isDefault
  return link
}

/** Unlinks, unless the silo still holds addresses from the pool. */
export function unlinkSilo(pool: IpPoolRow, link: IpPoolSiloLink): void {
  if (allocationsIn(pool.id).some((a) => a.siloId === link.silo_id)) {
    throw invalidRequest('IP addresses from this pool are in use in the linked silo')
  }
  db.ipPoolSiloLinks = db.ipPoolSiloLinks.filter((l) => l !== link)
}

/** A pool goes only once it has no ranges and no links, as the real API requires. */
export function deletePool(pool: IpPoolRow): void {
  if (db.ipPoolRanges.some((r) => r.pool_id === pool.id)) {
    throw invalidRequest('IP Pool cannot be deleted while it contains IP ranges')
  }
  if (linksOfPool(pool.id).length > 0) {
    throw invalidRequest('IP Pool cannot be deleted while it is linked to a silo')
  }
  db.ipPools = db.ipPools.filter((p) => p !== pool)
}
