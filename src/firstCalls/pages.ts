// The pages a first visit most often opens (a link shared, a page reloaded, a bookmark),
// whose calls the page's head sends before the entry has come: the console's address and the
// projects it leads to, a project (its instances), the silo's images, users and groups, its
// access and certificates, the operators' own addresses (the system's, its silos, the
// inventory and its tabs, the IP pools, the fleet's access, support bundles, alerts, built-in
// users, software update), the user's settings, each lazy area's first pages, and the own
// page of an instance, a VPC, a disk, a silo, an IP pool and a sled, each with its tabs (a
// reload of a tab opens its address), a user and a group (a link shared to one), the pages of
// a time range's data (the audit log, the utilization pages: src/charts/rangeRoute.ts), and
// the rack network's sections.
// Each costs the head's file ~15-35 B gzip. `table.test.ts` writes their calls into
// table.json, which the build makes the head's script of.
import type { RouteParams } from '~/params'
import { SILO_TABS, sysPb } from '~/features/system/paths'
import { netPb } from '~/features/system/networking/paths'
import { pb } from '~/paths'
import { lazyAreas } from '~/routes'
import { METRIC_VIEWS } from '~/features/instances/metrics/views'

export const headFirstPages: ((params: RouteParams) => string)[] = [
  pb.root,
  pb.projects,
  pb.project,
  pb.siloImages,
  pb.users,
  pb.groups,
  pb.system,
  pb.silos,
  pb.inventory,
  sysPb.inventorySleds,
  pb.ipPools,
  pb.sshKeys,
  pb.instance,
  pb.instanceStorage,
  pb.instanceNetworking,
  pb.instanceConnect,
  pb.instanceSettings,
  pb.vpc,
  pb.firewallRules,
  pb.subnets,
  pb.routers,
  pb.gateways,
  pb.projectAccess,
  pb.siloAccess,
  pb.fleetAccess,
  pb.profile,
  pb.accessTokens,
  pb.certificates,
  pb.supportBundles,
  pb.alerts,
  pb.builtinUsers,
  pb.softwareUpdate,
  pb.auditLog,
  // the rack network's sections (the IP pools' is above), a switch's page and a port settings'
  netPb.switches,
  netPb.portSettings,
  netPb.addressLots,
  netPb.bgp,
  netPb.bgpConfigs,
  netPb.switch,
  netPb.portSettingsItem,
  netPb.bfd,
  netPb.loopbackAddresses,
  netPb.rackPolicy,
  netPb.probes,
  pb.siloUtilization,
  pb.systemUtilization,
  sysPb.inventoryDisks,
  sysPb.inventorySwitches,
  sysPb.sledDisks,
  pb.disk,
  sysPb.silo,
  // each tab of a silo's and an IP pool's page: the address a reload of one opens
  ...SILO_TABS.map((tab) => (p: RouteParams) => sysPb.silo(p, tab)),
  sysPb.ipPool,
  (p) => sysPb.ipPool(p, 'silos'),
  sysPb.sled,
  // where a sled's own address lands: the address a reload of its page opens
  sysPb.sledInstances,
  // an instance's metrics, each view, and the tab's own address, which lands on the first
  pb.instanceMetrics,
  ...METRIC_VIEWS.map(({ view }) => (p: RouteParams) => pb.instanceMetrics(p, view)),
  pb.user,
  pb.group,
  ...lazyAreas.flatMap((area) => (area.firstPages ?? []).map(([at]) => at)),
]
