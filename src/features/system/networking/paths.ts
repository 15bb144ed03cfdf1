// The paths of the rack network's screens under /system/networking. They live here, not in
// `~/paths`, because only the networking pages (a lazy area) link to them: the first page a
// user loads does not carry them. `src/paths.test.ts` checks them against the route table.
import type { RouteParams } from '~/params'

type P<K extends keyof RouteParams> = Pick<RouteParams, K>

const BASE = '/system/networking'
/** A section's path with each further part encoded. */
const at = (...parts: string[]) => [BASE, ...parts.map(encodeURIComponent)].join('/')

const switchPage = ({ switchId }: P<'switchId'>) => at('switches', switchId)
const announceSet = ({ announceSet }: P<'announceSet'>) => at('bgp', 'announce-sets', announceSet)

export const netPb = {
  ipPools: () => at('ip-pools'),
  switches: () => at('switches'),
  switch: switchPage,
  switchPort: (p: P<'switchId' | 'port'>) => `${switchPage(p)}/${encodeURIComponent(p.port)}`,
  portSettings: () => at('port-settings'),
  portSettingsNew: () => at('port-settings-new'),
  portSettingsItem: ({ portSettings }: P<'portSettings'>) => at('port-settings', portSettings),
  addressLots: () => at('address-lots'),
  addressLotsNew: () => at('address-lots-new'),
  addressLot: ({ addressLot }: P<'addressLot'>) => at('address-lots', addressLot),
  bfd: () => at('bfd'),
  bfdNew: () => at('bfd-new'),
  loopbackAddresses: () => at('loopback-addresses'),
  loopbackAddressesNew: () => at('loopback-addresses-new'),
  rackPolicy: () => at('policy'),
  bgp: () => at('bgp'),
  bgpConfigs: () => at('bgp', 'configs'),
  bgpConfigsNew: () => at('bgp', 'configs-new'),
  announceSets: () => at('bgp', 'announce-sets'),
  announceSetsNew: () => at('bgp', 'announce-sets-new'),
  announceSet,
  announceSetEdit: (p: P<'announceSet'>) => `${announceSet(p)}/edit`,
  bgpStatus: () => at('bgp', 'status'),
  bgpRoutes: () => at('bgp', 'routes'),
  bgpHistory: () => at('bgp', 'history'),
  /** asks which project's probes to show */
  probes: () => at('probes'),
  projectProbes: ({ project }: P<'project'>) => at('probes', project),
  projectProbesNew: ({ project }: P<'project'>) => at('probes-new', project),
  probe: ({ project, probe }: P<'project' | 'probe'>) => at('probes', project, probe),
}

/** The sections of the rack's network, in the order an operator sets a rack's uplinks up. */
export const NETWORKING_SECTIONS = [
  ['IP pools', netPb.ipPools()],
  ['Switches', netPb.switches()],
  ['Port settings', netPb.portSettings()],
  ['Address lots', netPb.addressLots()],
  ['BGP', netPb.bgp()],
  ['BFD', netPb.bfd()],
  ['Loopback addresses', netPb.loopbackAddresses()],
  ['Allow list & ICMP', netPb.rackPolicy()],
  ['Probes', netPb.probes()],
] as const
