// The paths of the rack network's screens under /system/networking. They live here, not in
// `~/paths`, because only the networking pages (a lazy area) link to them: the first page a
// user loads does not carry them. `src/paths.test.ts` checks them against the route table.
const BASE = '/system/networking'
/** A section's path with each further part encoded. */
const at = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/')

export const netPb = {
  ipPools: () => at('ip-pools'),
}

/** The sections of the rack's network, in the order an operator sets a rack's uplinks up. */
export const NETWORKING_SECTIONS = [['IP pools', netPb.ipPools()]] as const
