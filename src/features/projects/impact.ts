// What deleting a project touches: what it still holds. The API deletes nothing on the
// caller's behalf and refuses while the project holds any of these (the mock's list is
// PROJECT_CHILDREN in mock-api/handlers/projects.ts), its default VPC included.
// Loaded when the confirmation opens: the projects list is the first page, and this is not.
import {
  affinityGroupsQuery,
  antiAffinityGroupsQuery,
  projectDisksQuery,
  projectFloatingIpsQuery,
  projectImagesQuery,
  projectInstancesQuery,
  projectSnapshotsQuery,
  projectVpcsQuery,
} from '~/api/queries'
import { groupOf, readFresh } from '~/features/impact/read'
import type { Impact } from '~/impact'
import { pb } from '~/paths'

export async function projectDeleteImpact(project: string): Promise<Impact> {
  const p = { project }
  const [instances, disks, floatingIps, images, snapshots, vpcs, antiAffinity, affinity] = await Promise.all([
    readFresh(projectInstancesQuery(project)),
    readFresh(projectDisksQuery(project)),
    readFresh(projectFloatingIpsQuery(project)),
    readFresh(projectImagesQuery(project)),
    readFresh(projectSnapshotsQuery(project)),
    readFresh(projectVpcsQuery(project)),
    readFresh(antiAffinityGroupsQuery(project)),
    readFresh(affinityGroupsQuery(project)),
  ])
  // each kind: its heading, what was read, the page of one item and the page of the list
  const kinds: [string, { items: { name: string }[]; nextPage?: string | null }, (name: string) => string, string][] = [
    ['Instances', instances, (instance) => pb.instance({ ...p, instance }), pb.instances(p)],
    ['Disks', disks, (disk) => pb.disk({ ...p, disk }), pb.disks(p)],
    ['Floating IPs', floatingIps, (floatingIp) => pb.floatingIpEdit({ ...p, floatingIp }), pb.floatingIps(p)],
    ['Images', images, (image) => pb.imageEdit({ ...p, image }), pb.images(p)],
    ['Snapshots', snapshots, () => pb.snapshots(p), pb.snapshots(p)],
    ['VPCs', vpcs, (vpc) => pb.vpc({ ...p, vpc }), pb.vpcs(p)],
    [
      'Anti-affinity groups',
      antiAffinity,
      (antiAffinityGroup) => pb.antiAffinityGroup({ ...p, antiAffinityGroup }),
      pb.affinity(p),
    ],
    ['Affinity groups', affinity, (affinityGroup) => pb.affinityGroup({ ...p, affinityGroup }), pb.affinity(p)],
  ]
  return {
    refusal:
      'The API refuses to delete a project that still holds resources, and deletes none of them for you. Delete these first, or the API will answer with its refusal and nothing is deleted.',
    groups: kinds.map(([label, page, to, listTo]) =>
      groupOf(label, page, ({ name }) => ({ name, to: to(name) }), { blocks: true, listTo }),
    ),
    none: 'It holds nothing: no instances, disks, floating IPs, images, snapshots, VPCs or affinity groups.',
  }
}
