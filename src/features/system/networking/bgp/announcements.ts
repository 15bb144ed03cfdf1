// The rules an announcement's network is held to as it is typed: the SPEC section 5 network
// messages first, then what BGP and the API add (a network address, not a host in one; inside
// the address lot block it is drawn from; each network once in a set).
import ipaddr from 'ipaddr.js'
import type { AddressLotBlock } from '~/api/__generated__/Api'
import { validateUniqueItems } from '~/forms/validators'
import { validateIpNet } from '~/util/ip'
import { blockRange } from '../address-lots/blocks'

type Block = Pick<AddressLotBlock, 'firstAddress' | 'lastAddress'>

/** An address as one number, to compare addresses and count past a float's precision. */
const valueOf = (address: ipaddr.IPv4 | ipaddr.IPv6) =>
  address.toByteArray().reduce((n, byte) => (n << 8n) | BigInt(byte), 0n)

/** The network a valid prefix names, written as the API writes it ("10.1.0.0/16"). */
function networkOf(value: string) {
  const [address, width] = ipaddr.parseCIDR(value)
  const family = address.kind() === 'ipv4' ? ipaddr.IPv4 : ipaddr.IPv6
  return { address, network: `${family.networkAddressFromCIDR(value).toString()}/${width}`, width }
}

/** The network in the API's form, or undefined for text that is not a valid network. */
export const canonicalNetwork = (value: string) =>
  validateIpNet(value.trim()) ? undefined : networkOf(value.trim()).network

/** SPEC section 5's message, else a network given by one of its hosts ("10.1.2.3/16"). */
export function validateNetwork(value: string): string | undefined {
  const trimmed = value.trim()
  const invalid = validateIpNet(trimmed)
  if (invalid) return invalid
  const { network } = networkOf(trimmed)
  const given = `${ipaddr.parse(trimmed.split('/')[0]).toString()}/${trimmed.split('/')[1]}`
  return network === given ? undefined : `Host bits must be zero: the network is ${network}`
}

/** Whether every address of the network lies in the block, both ends included. */
export function withinBlock(value: string, block: Block) {
  const { address, width } = networkOf(value.trim())
  const first = ipaddr.parse(block.firstAddress)
  if (first.kind() !== address.kind()) return false
  const bits = address.kind() === 'ipv4' ? 32 : 128
  const start = valueOf(address)
  const end = start + (1n << BigInt(bits - Number(width))) - 1n
  return valueOf(first) <= start && end <= valueOf(ipaddr.parse(block.lastAddress))
}

/**
 * Every rule for the `i`th of `networks`, drawn from `block` (when one is chosen): the
 * network itself, then the block, then a network already given above it in the set.
 */
export function validateAnnouncement(networks: string[], i: number, block: Block | undefined) {
  const value = networks[i]
  const invalid = validateNetwork(value)
  if (invalid) return invalid
  if (block && !withinBlock(value, block)) return `Must lie within the block ${blockRange(block)}`
  return validateUniqueItems(networks.slice(0, i + 1).map((n) => canonicalNetwork(n) ?? n))
}
