// What deleting a disk touches: the snapshots taken of it, which stay. Images are another
// matter: the API's images record neither the disk nor the snapshot they were made from
// (the Image schema has no source field), so the preview says it cannot name them.
import { projectSnapshotsQuery } from '~/api/queries'
import { groupOf, readFresh } from '~/features/impact/read'
import type { ImpactLoader } from '~/impact'
import { pb } from '~/paths'

export const diskDeleteImpact =
  (project: string, disk: { id: string }): ImpactLoader =>
  async () => {
    const snapshots = await readFresh(projectSnapshotsQuery(project))
    const ofDisk = { ...snapshots, items: snapshots.items.filter((s) => s.diskId === disk.id) }
    return {
      groups: [
        groupOf('Snapshots of it, which stay', ofDisk, (s) => ({ name: s.name, to: pb.snapshots({ project }) }), {
          listTo: pb.snapshots({ project }),
        }),
      ],
      none: 'No snapshot was taken of it.',
      note: 'Images made from it or from its snapshots cannot be named: the API does not record which disk or snapshot an image came from. Images stay either way.',
    }
  }
