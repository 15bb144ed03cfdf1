/**
 * Just enough IP arithmetic for the mock to hand out addresses the way the control plane
 * does: private addresses from a VPC subnet's block, external ones from an IP pool's ranges.
 *
 * ipaddr.js reads and prints addresses. It has no order or distance between addresses,
 * which allocation is made of (walk a range, skip a subnet's reserved addresses, step
 * through a prefix's /64s, compare with a range's bounds), so parsed addresses are held as
 * bigints, and IPv4 and IPv6 share one code path.
 */
import ipaddr from 'ipaddr.js'

export type IpVersion = 4 | 6
export type ParsedIp = { version: IpVersion; value: bigint }

type Address = ipaddr.IPv4 | ipaddr.IPv6

const bitsOf = (version: IpVersion) => (version === 4 ? 32 : 128)

/**
 * ipaddr.js takes more than the mock does: IPv4 in hex or octal or with fewer than four
 * parts, IPv6 with a zone id (`%eth0`) or a trailing dotted quad. Like the API, the mock takes
 * IPv4 as four decimal parts without leading zeros (ambiguous: octal to some parsers) and no
 * zone ids; IPv6 it takes in hex groups only (the API also reads `::ffff:1.2.3.4`, which the
 * mock has never needed and whose canonical form the library would print in hex).
 */
function parseAddress(s: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s)
  if (/^[0-9a-f:]+$/i.test(s) && ipaddr.IPv6.isValid(s)) return ipaddr.IPv6.parse(s)
  return null
}

// the library has no bigint form of an address; its byte arrays are the way across
const toParsed = (address: Address): ParsedIp => ({
  version: address.kind() === 'ipv4' ? 4 : 6,
  value: address.toByteArray().reduce((n, byte) => (n << 8n) | BigInt(byte), 0n),
})

function toAddress({ version, value }: ParsedIp): Address {
  const length = bitsOf(version) / 8
  const bytes = Array.from({ length }, (_, i) => Number((value >> BigInt(8 * (length - 1 - i))) & 0xffn))
  return ipaddr.fromByteArray(bytes)
}

export function parseIp(s: string): ParsedIp | null {
  const address = parseAddress(s)
  return address ? toParsed(address) : null
}

/** The canonical text form: dotted quad, or RFC 5952 (lowercase, longest zero run as `::`). */
export function formatIp(ip: ParsedIp): string {
  const address = toAddress(ip)
  return address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString()
}

export const normalizeIp = (s: string): string | null => {
  const ip = parseIp(s)
  return ip ? formatIp(ip) : null
}

export type Cidr = { version: IpVersion; base: bigint; width: number; bits: number }

/**
 * `address/width`. The width may have leading zeros (`/064`), as the API's parser allows;
 * ipaddr.js's own CIDR parser would also let the address through in its lenient forms.
 */
export function parseCidr(s: string): Cidr | null {
  const [addr, width, extra] = s.split('/')
  if (extra !== undefined || width === undefined || !/^\d+$/.test(width)) return null
  const ip = parseIp(addr)
  if (!ip) return null
  const bits = bitsOf(ip.version)
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

/** Whether `ip` lies between `first` and `last` (inclusive), all of one family. */
export const inRange = (ip: ParsedIp, first: ParsedIp, last: ParsedIp) =>
  ip.version === first.version && ip.value >= first.value && ip.value <= last.value

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
const SUBNET_RESERVED_LOW = 5n

export function subnetHostRange(cidr: Cidr): { first: bigint; last: bigint } {
  const size = 1n << BigInt(cidr.bits - cidr.width)
  return { first: cidr.base + SUBNET_RESERVED_LOW, last: cidr.base + size - 2n }
}

// Random addresses, which ipaddr.js does not make.

const randomInt = (below: number) => Math.floor(Math.random() * below)

const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, '0')

/**
 * A MAC address from the range the control plane uses for guest interfaces (inside Oxide's
 * OUI A8:40:25, the F0:00:00-FE:FF:FF block), avoiding those already in use.
 */
export function randomGuestMac(used: ReadonlySet<string>): string {
  for (;;) {
    const tail = [0xf0 + randomInt(15), randomInt(256), randomInt(256)]
    const mac = ['A8', '40', '25', ...tail.map(hex2)].join(':')
    if (!used.has(mac)) return mac
  }
}

/** A unique-local /48 for a new VPC, as the control plane picks one at random. */
export function randomVpcIpv6Prefix(): string {
  const groups = [0xfd00 | randomInt(0x100), randomInt(0x10000), randomInt(0x10000), 0, 0, 0, 0, 0]
  return `${new ipaddr.IPv6(groups).toRFC5952String()}/48`
}
