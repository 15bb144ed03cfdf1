// SPEC section 5: IP address, IP network and port range rules, with their exact messages.
import ipaddr from 'ipaddr.js'

const isIp = (s: string) => ipaddr.IPv4.isValidFourPartDecimal(s) || (ipaddr.IPv6.isValid(s) && s.includes(':'))

export function validateIp(value: string): string | undefined {
  return isIp(value) ? undefined : 'Not a valid IP address'
}

export function validateIpNet(value: string): string | undefined {
  const parts = value.split('/')
  if (parts.length !== 2) return 'Must contain an IP address and a width, separated by a /'
  const [addr, width] = parts
  if (!isIp(addr)) return 'Not a valid IP address'
  if (!/^\d+$/.test(width)) return 'Width must be an integer'
  const n = Number(width)
  if (addr.includes(':')) return n > 128 ? 'Max width for IPv6 is 128' : undefined
  return n > 32 ? 'Max width for IPv4 is 32' : undefined
}

/** A port (1 to 5 digits) or a range "low-high" with high not below low. */
export function parsePortRange(value: string): [number, number] | undefined {
  const m = value.trim().match(/^(\d{1,5})(?:-(\d{1,5}))?$/)
  if (!m) return undefined
  const low = Number(m[1])
  const high = m[2] === undefined ? low : Number(m[2])
  return high < low ? undefined : [low, high]
}
