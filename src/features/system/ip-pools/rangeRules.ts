// An IP range as typed into the add-range form: two addresses of one family (SPEC section 5
// words a bad address), the first not after the last. Checked as the user types.
import ipaddr from 'ipaddr.js'
import { validateIp } from '~/util/ip'

export type RangeValues = { first: string; last: string }

type Parsed = { family: 'IPv4' | 'IPv6'; value: bigint }

function parse(text: string): Parsed | null {
  if (validateIp(text)) return null
  const address = ipaddr.parse(text)
  return {
    family: address.kind() === 'ipv4' ? 'IPv4' : 'IPv6',
    // ipaddr.js has no order between addresses; its bytes, read as one number, do
    value: address.toByteArray().reduce((n, byte) => (n << 8n) | BigInt(byte), 0n),
  }
}

export const validateFirst = (first: string) => validateIp(first)

/** The last address: an address, of the first one's family, not before it. */
export function validateLast(last: string, { first }: RangeValues): string | undefined {
  const bad = validateIp(last)
  if (bad) return bad
  const a = parse(first)
  const b = parse(last)!
  if (!a) return undefined
  if (a.family !== b.family) return `Must be an ${a.family} address, like the first address`
  if (b.value < a.value) return 'Must not come before the first address'
  return undefined
}
