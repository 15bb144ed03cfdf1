// The pages a first visit most often opens (a link shared, a page reloaded, a bookmark),
// whose calls the page's head sends before the entry has come: the console's address and the
// projects it leads to, a project (its instances), the silo's images, users and groups, the
// operators' own addresses (the system's, its silos, the inventory's sleds, the IP pools),
// the user's SSH keys, each lazy area's first pages, and the own page of an instance, a VPC,
// a disk, a silo and an IP pool (and each of their tabs), a sled (and its instances, where
// its address lands), a user and a group (a link shared to one). Each costs the head's file
// ~15-25 B gzip; a page whose calls are not its route's declared reads (utilization's charts,
// the audit log's window) would send only the session's, and is left out. `table.test.ts` writes their calls into
// table.json, which the build makes the head's script of.
import type { RouteParams } from '~/params'
import { SILO_TABS, sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { lazyAreas } from '~/routes'

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
  pb.vpc,
  pb.firewallRules,
  pb.disk,
  sysPb.silo,
  // each tab of a silo's and an IP pool's page: the address a reload of one opens
  ...SILO_TABS.map((tab) => (p: RouteParams) => sysPb.silo(p, tab)),
  sysPb.ipPool,
  (p) => sysPb.ipPool(p, 'silos'),
  sysPb.sled,
  // where a sled's own address lands: the address a reload of its page opens
  sysPb.sledInstances,
  pb.user,
  pb.group,
  ...lazyAreas.flatMap((area) => (area.firstPages ?? []).map(([at]) => at)),
]
