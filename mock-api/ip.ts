/**
 * Just enough IP arithmetic for the mock to hand out addresses the way the control plane
 * does: private addresses from a VPC subnet's block, external ones from an IP pool's ranges.
 * Addresses are held as bigints so that IPv4 and IPv6 share one code path.
 */

export type IpVersion = 4 | 6
export type ParsedIp = { version: IpVersion; value: bigint }

const IPV4_RE = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/

function parseIpv4(s: string): bigint | null {
  const m = IPV4_RE.exec(s)
  if (!m) return null
  let value = 0n
  for (const part of m.slice(1)) {
    const n = Number(part)
    // leading zeros are ambiguous (octal in some parsers), so reject them like the API does
    if (n > 255 || (part.length > 1 && part.startsWith('0'))) return null
    value = (value << 8n) | BigInt(n)
  }
  return value
}

function parseIpv6(s: string): bigint | null {
  if (!/^[0-9a-fA-F:]+$/.test(s) || s.split('::').length > 2) return null
  const [head, tail] = s.includes('::') ? s.split('::') : [s, null]
  const groups = (part: string) => (part === '' ? [] : part.split(':'))
  const left = groups(head)
  const right = tail === null ? [] : groups(tail)
  const missing = 8 - left.length - right.length
  if (tail === null ? missing !== 0 : missing < 1) return null
  const all = [...left, ...Array<string>(tail === null ? 0 : missing).fill('0'), ...right]
  let value = 0n
  for (const g of all) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null
    value = (value << 16n) | BigInt(parseInt(g, 16))
  }
  return value
}

export function parseIp(s: string): ParsedIp | null {
  const v4 = parseIpv4(s)
  if (v4 !== null) return { version: 4, value: v4 }
  const v6 = parseIpv6(s)
  return v6 === null ? null : { version: 6, value: v6 }
}

/** The canonical text form: dotted quad, or RFC 5952 (lowercase, longest zero run as `::`). */
export function formatIp({ version, value }: ParsedIp): string {
  if (version === 4) {
    return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
  }
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt((7 - i) * 16)) & 0xffffn))
  let bestStart = -1
  let bestLen = 0
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++
      continue
    }
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLen) [bestStart, bestLen] = [i, j - i]
    i = j
  }
  const hex = groups.map((g) => g.toString(16))
  if (bestLen < 2) return hex.join(':')
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`
}

export const normalizeIp = (s: string): string | null => {
  const ip = parseIp(s)
  return ip ? formatIp(ip) : null
}

export type Cidr = { version: IpVersion; base: bigint; width: number; bits: number }

export function parseCidr(s: string): Cidr | null {
  const [addr, width, extra] = s.split('/')
  if (extra !== undefined || width === undefined || !/^\d+$/.test(width)) return null
  const ip = parseIp(addr)
  if (!ip) return null
  const bits = ip.version === 4 ? 32 : 128
  const w = Number(width)
  if (w > bits) return null
  const hostBits = BigInt(bits - w)
  return { version: ip.version, base: (ip.value >> hostBits) << hostBits, width: w, bits }
}

export function cidrContains(cidr: Cidr, ip: ParsedIp): boolean {
  if (cidr.version !== ip.version) return false
  const hostBits = BigInt(cidr.bits - cidr.width)
  return ip.value >> hostBits === cidr.base >> hostBits
}

/** The network in canonical text form: its base address (host bits cleared) and width. */
export const formatCidr = (cidr: Cidr) => `${formatIp({ version: cidr.version, value: cidr.base })}/${cidr.width}`

/**
 * A network as typed, in canonical text: the address formatted as `normalizeIp` does, host
 * bits kept (the API echoes `10.1.2.3/8` as given), or null when it is not a network.
 */
export function normalizeNet(s: string): string | null {
  if (!parseCidr(s)) return null
  const [addr, width] = s.split('/')
  return `${normalizeIp(addr)}/${Number(width)}`
}

/** Two networks of the same family overlap exactly when one contains the other's base. */
export function cidrOverlaps(a: Cidr, b: Cidr): boolean {
  if (a.version !== b.version) return false
  const narrower = a.width >= b.width ? a : b
  const wider = narrower === a ? b : a
  return cidrContains(wider, { version: narrower.version, value: narrower.base })
}

/** Whether `inner` lies wholly inside `outer`. */
export const cidrWithin = (inner: Cidr, outer: Cidr) =>
  inner.version === outer.version &&
  inner.width >= outer.width &&
  cidrContains(outer, { version: inner.version, value: inner.base })

/**
 * The first address of `candidates` (inclusive bounds) not in `used`. Scans at most `limit`
 * addresses, which keeps an IPv6 range of astronomical size from hanging the mock.
 */
export function firstFree(
  version: IpVersion,
  first: bigint,
  last: bigint,
  used: ReadonlySet<string>,
  limit = 65536,
): string | null {
  for (let v = first, n = 0; v <= last && n < limit; v++, n++) {
    const text = formatIp({ version, value: v })
    if (!used.has(text)) return text
  }
  return null
}

/**
 * Guest addresses of a VPC subnet: the control plane keeps the first few addresses of every
 * subnet (gateway, DNS and friends) and the broadcast address for itself.
 */
export const SUBNET_RESERVED_LOW = 5n

export function subnetHostRange(cidr: Cidr): { first: bigint; last: bigint } {
  const size = 1n << BigInt(cidr.bits - cidr.width)
  return { first: cidr.base + SUBNET_RESERVED_LOW, last: cidr.base + size - 2n }
}

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/**
 * A MAC address from the range the control plane uses for guest interfaces (inside Oxide's
 * OUI A8:40:25, the F0:00:00-FE:FF:FF block), avoiding those already in use.
 */
export function randomGuestMac(used: ReadonlySet<string>): string {
  for (;;) {
    const tail = [
      0xf0 + Math.floor(Math.random() * 15),
      Math.floor(Math.random() * 256),
      Math.floor(Math.random() * 256),
    ]
    const mac = ['A8', '40', '25', ...tail.map(hex2)].join(':')
    if (!used.has(mac)) return mac
  }
}

/** A unique-local /48 for a new VPC, as the control plane picks one at random. */
export function randomVpcIpv6Prefix(): string {
  const word = () => Math.floor(Math.random() * 0x10000)
  const first = 0xfd00 | Math.floor(Math.random() * 0x100)
  return `${formatIp({ version: 6, value: (BigInt(first) << 112n) | (BigInt(word()) << 96n) | (BigInt(word()) << 80n) })}/48`
}
