// A pool's use, read from the API's utilization. IPv6 counts come as decimal strings of a
// 128-bit integer (a /64 alone is 2^64 addresses, beyond what a float holds exactly), so
// every count is a bigint here, and percentages are worked out in integers too.
import type { IpPoolUtilization } from '~/api/__generated__/Api'

export type Usage = { allocated: bigint; capacity: bigint }

export const usageByFamily = (u: IpPoolUtilization): { v4: Usage; v6: Usage } => ({
  v4: { allocated: BigInt(u.ipv4.allocated), capacity: BigInt(u.ipv4.capacity) },
  v6: { allocated: BigInt(u.ipv6.allocated), capacity: BigInt(u.ipv6.capacity) },
})

/** Percent used to one decimal, rounded down so that a pool is never shown fuller than it is. */
export function percentUsed({ allocated, capacity }: Usage): string | null {
  if (capacity === 0n) return null
  const tenths = (allocated * 1000n) / capacity
  return `${tenths / 10n}.${tenths % 10n}%`
}

/** Over 90 % used: the threshold at which an operator should add addresses. */
export const isNearlyFull = ({ allocated, capacity }: Usage) => capacity > 0n && allocated * 10n > capacity * 9n
