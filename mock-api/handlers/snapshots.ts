/**
 * Snapshots of disks: `creating` for one transition step, then `ready`. They may be deleted
 * once settled (ready, faulted or destroyed), as in the real API, whose delete refuses a
 * snapshot still being taken.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { settleSnapshot, snapshotView } from '../lifecycle'
import { changeable, lookupSnapshot, projectFromQuery, projectToChange } from '../lookups'
import { pageOf } from '../pagination'
import { checkStorageQuota } from '../quotas'
import { assertNameFree, created } from '../resources'
import { requireDiskState, requireSnapshotState } from '../state-rules'
import { prepareSnapshot } from '../storage'
import { diskOfProject } from './instances'

const snapshotsOf = (projectId: string) => childrenOf(db.snapshots, 'project_id', projectId)

export const snapshotHandlers: Partial<MSWHandlers> = {
  snapshotList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return pageOf(
      snapshotsOf(project.id).map((s) => settleSnapshot(s)),
      query,
      snapshotView,
    )
  },

  snapshotCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(snapshotsOf(project.id), 'snapshot', body.name)
    const disk = diskOfProject(user, body.disk, project)
    requireDiskState(disk, 'snapshot')
    checkStorageQuota(project.silo_id, disk.size)
    const snapshot = prepareSnapshot(disk, body)
    db.snapshots.push(snapshot)
    return created(snapshotView(snapshot))
  },

  snapshotView({ path, query, ...params }) {
    const user = currentUser(params)
    return snapshotView(lookupSnapshot(user, path.snapshot, query.project).row)
  },

  snapshotDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupSnapshot(user, path.snapshot, query.project))
    requireSnapshotState(row, 'delete')
    db.snapshots = db.snapshots.filter((s) => s !== row)
    return 204
  },
}
