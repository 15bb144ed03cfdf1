/**
 * Disks, and attaching them to instances. Attaching and detaching take a transition step
 * (attaching -> attached, detaching -> detached). A new disk is answered once it is made, as
 * the real API does: detached (or import_ready for an import). Imports through bulk writes
 * are in disk-import.ts.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { diskInstanceId, diskView, moveDisk, settleDisk } from '../lifecycle'
import { changeable, lookupDisk, lookupInstance, projectFromQuery, projectToChange } from '../lookups'
import { pageOf } from '../pagination'
import { checkStorageQuota } from '../quotas'
import { accepted, created } from '../resources'
import { requireDiskState, requireInstanceState } from '../state-rules'
import { assertDiskNameFree, prepareDisk } from '../storage'
import { MAX_DISKS_PER_INSTANCE } from './instance-create'
import { changeableInstance, diskOfProject } from './instances'

const disksOfProject = (projectId: string) => childrenOf(db.disks, 'project_id', projectId).map((d) => settleDisk(d))

export const diskHandlers: Partial<MSWHandlers> = {
  diskList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return pageOf(disksOfProject(project.id), query, diskView)
  },

  diskCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertDiskNameFree(project.id, body.name)
    const disk = prepareDisk(user, project, body)
    checkStorageQuota(project.silo_id, disk.size)
    db.disks.push(disk)
    return created(diskView(disk))
  },

  diskView({ path, query, ...params }) {
    const user = currentUser(params)
    return diskView(lookupDisk(user, path.disk, query.project).row)
  },

  diskDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeable(user, lookupDisk(user, path.disk, query.project))
    requireDiskState(row, 'delete')
    db.disks = db.disks.filter((d) => d !== row)
    return 204
  },

  instanceDiskList({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = lookupInstance(user, path.instance, query.project)
    const attached = db.disks.filter((d) => diskInstanceId(d) === row.id)
    return pageOf(attached, query, diskView)
  },

  instanceDiskAttach({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableInstance(user, path.instance, query.project)
    const disk = diskOfProject(user, body.disk, project)
    requireInstanceState(row, 'attach disk')
    requireDiskState(disk, 'attach')
    const count = db.disks.filter((d) => diskInstanceId(d) === row.id).length
    if (count >= MAX_DISKS_PER_INSTANCE) {
      throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
    }
    moveDisk(disk, { state: 'attaching', instance: row.id }, { state: 'attached', instance: row.id })
    return accepted(diskView(disk))
  },

  instanceDiskDetach({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableInstance(user, path.instance, query.project)
    const disk = diskOfProject(user, body.disk, project)
    requireInstanceState(row, 'detach disk')
    if (diskInstanceId(disk) !== row.id)
      throw invalidRequest(`disk "${disk.name}" is not attached to instance "${row.name}"`)
    requireDiskState(disk, 'detach')
    if (row.boot_disk_id === disk.id) {
      throw invalidRequest(
        `disk "${disk.name}" is the instance's boot disk and cannot be detached; unset the boot disk first`,
      )
    }
    moveDisk(disk, { state: 'detaching', instance: row.id }, { state: 'detached' })
    return accepted(diskView(disk))
  },
}
