/** Snapshots of disks (creating -> ready after a transition step), and images to boot from. */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { json } from '../../src/api/__generated__/msw-handlers'
import { currentUser, lookupReadableProject, requireProjectRole } from '../auth'
import { db } from '../db'
import { alreadyExists } from '../errors'
import { requireDiskState, settleSnapshot, snapshotView } from '../lifecycle'
import { lookupImage, lookupSnapshot, projectFromQuery } from '../lookups'
import { paginate } from '../pagination'
import { checkStorageQuota } from '../quotas'
import type { ImageRow, SnapshotRow } from '../records'
import { transitionMs } from '../timing'
import { diskOfProject } from './instances'

const imageView = ({ silo_id: _siloId, ...image }: ImageRow) => image

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
    requireDiskState(disk, ['attached', 'detached'], 'snapshot')
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
    db.snapshots = db.snapshots.filter((s) => s !== row)
    return 204
  },

  // With a project: that project's images. Without: the silo's images, which every member
  // of the silo may see.
  imageList({ query, ...params }) {
    const user = currentUser(params)
    const projectId = query.project ? lookupReadableProject(user, query.project).id : null
    const rows = db.images.filter((i) => i.silo_id === user.silo_id && (i.project_id ?? null) === projectId)
    const page = paginate(rows, query)
    return { items: page.items.map(imageView), next_page: page.next_page }
  },

  imageView({ path, query, ...params }) {
    const user = currentUser(params)
    return imageView(lookupImage(user, path.image, query.project))
  },
}
