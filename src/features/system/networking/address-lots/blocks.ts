// An address lot's blocks as an operator reads them: each a range of addresses, both ends
// included, and how many addresses it holds (an IPv6 block may hold more than a float can count).
import ipaddr from 'ipaddr.js'
import type { AddressLotBlock } from '~/api/__generated__/Api'
import { validateIp } from '~/util/ip'

/** An address as one number: ipaddr.js has no order between addresses, their bytes do. */
const valueOf = (address: string) =>
  ipaddr
    .parse(address)
    .toByteArray()
    .reduce((n, byte) => (n << 8n) | BigInt(byte), 0n)

/** How many addresses first..last holds, or null when the ends are not a range. */
export function addressCount(first: string, last: string): bigint | null {
  if (validateIp(first) || validateIp(last)) return null
  const span = valueOf(last) - valueOf(first)
  return span < 0n ? null : span + 1n
}

export const blockRange = (b: Pick<AddressLotBlock, 'firstAddress' | 'lastAddress'>) =>
  `${b.firstAddress} – ${b.lastAddress}`

/** "10 addresses", "1 address", with thousands separated. */
export function countText(b: Pick<AddressLotBlock, 'firstAddress' | 'lastAddress'>) {
  const n = addressCount(b.firstAddress, b.lastAddress)
  if (n === null) return ''
  return `${n.toLocaleString('en-US')} ${n === 1n ? 'address' : 'addresses'}`
}

/** Whether an address lies in a block, both ends included. */
export function inBlock(address: string, b: Pick<AddressLotBlock, 'firstAddress' | 'lastAddress'>) {
  if (validateIp(address)) return false
  const family = (a: string) => ipaddr.parse(a).kind()
  if (family(address) !== family(b.firstAddress)) return false
  const v = valueOf(address)
  return v >= valueOf(b.firstAddress) && v <= valueOf(b.lastAddress)
}
