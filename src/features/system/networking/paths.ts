// The paths of the rack network's screens under /system/networking. They live here, not in
// `~/paths`, because only the networking pages (a lazy area) link to them: the first page a
// user loads does not carry them. `src/paths.test.ts` checks them against the route table.
import type { RouteParams } from '~/params'

type P<K extends keyof RouteParams> = Pick<RouteParams, K>

const BASE = '/system/networking'
/** A section's path with each further part encoded. */
const at = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/')

const switchPage = ({ switchId }: P<'switchId'>) => at('switches', switchId)

export const netPb = {
  ipPools: () => at('ip-pools'),
  switches: () => at('switches'),
  switch: switchPage,
  switchPort: (p: P<'switchId' | 'port'>) => `${switchPage(p)}/${encodeURIComponent(p.port)}`,
  portSettings: () => at('port-settings'),
  portSettingsNew: () => at('port-settings-new'),
  portSettingsItem: ({ portSettings }: P<'portSettings'>) => at('port-settings', portSettings),
}

/** The sections of the rack's network, in the order an operator sets a rack's uplinks up. */
export const NETWORKING_SECTIONS = [
  ['IP pools', netPb.ipPools()],
  ['Switches', netPb.switches()],
  ['Port settings', netPb.portSettings()],
] as const
