/**
 * Snapshots of disks: `creating` for one transition step, then `ready`. They may be deleted
 * once settled (ready, faulted or destroyed), as in the real API, whose delete refuses a
 * snapshot still being taken.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, requireProjectRole } from '../auth'
import { db } from '../db'
import { alreadyExists } from '../errors'
import { settleSnapshot, snapshotView } from '../lifecycle'
import { lookupSnapshot, projectFromQuery } from '../lookups'
import { paginate } from '../pagination'
import { checkStorageQuota } from '../quotas'
import type { SnapshotRow } from '../records'
import { requireDiskState, requireSnapshotState } from '../state-rules'
import { transitionMs } from '../timing'
import { diskOfProject } from './instances'

export const snapshotHandlers: Partial<MSWHandlers> = {
  snapshotList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    const rows = db.snapshots.filter((s) => s.project_id === project.id).map((s) => settleSnapshot(s))
    const page = paginate(rows, query)
    return { items: page.items.map(snapshotView), next_page: page.next_page }
  },

  snapshotCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    requireProjectRole(user, project, 'collaborator')
    if (db.snapshots.some((s) => s.project_id === project.id && s.name === body.name)) {
      throw alreadyExists('snapshot', body.name)
    }
    const disk = diskOfProject(user, body.disk, project)
    requireDiskState(disk, 'snapshot')
    checkStorageQuota(project.silo_id, disk.size)
    const now = Date.now()
    const time = new Date(now).toISOString()
    const snapshot: SnapshotRow = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      disk_id: disk.id,
      size: disk.size,
      block_size: disk.block_size,
      state: 'creating',
      pending: { to: 'ready', at: now + transitionMs() },
      time_created: time,
      time_modified: time,
    }
    db.snapshots.push(snapshot)
    return json(snapshotView(snapshot), { status: 201 })
  },

  snapshotView({ path, query, ...params }) {
    const user = currentUser(params)
    return snapshotView(lookupSnapshot(user, path.snapshot, query.project).row)
  },

  snapshotDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row, project } = lookupSnapshot(user, path.snapshot, query.project)
    requireProjectRole(user, project, 'collaborator')
    requireSnapshotState(row, 'delete')
    db.snapshots = db.snapshots.filter((s) => s !== row)
    return 204
  },
}
