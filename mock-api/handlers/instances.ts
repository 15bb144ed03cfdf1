/**
 * Instances: list, view, reconfigure, delete and the start / stop / reboot actions. Creation
 * lives in instance-create.ts. Which action each state allows follows the real API (see
 * SPEC section 4); a refused action answers 400 naming the current state.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import type * as Api from '../../src/api/__generated__/Api'
import { type AuthParams, currentUser } from '../auth'
import { db } from '../db'
import { invalidRequest } from '../errors'
import { diskInstanceId, enterState, instanceView, moveDisk } from '../lifecycle'
import { changeable, instancesOf, lookupDisk, lookupInProject, lookupInstance, projectFromQuery } from '../lookups'
import { pageOf } from '../pagination'
import { checkComputeQuota } from '../quotas'
import type { DiskRow, InstanceRow, ProjectRow, UserRow } from '../records'
import { accepted, touch } from '../resources'
import { GiB, MAX_MEMORY_PER_INSTANCE } from '../sizes'
import { type InstanceAction, requireInstanceState } from '../state-rules'

const MAX_VCPUS_PER_INSTANCE = 64

/** The shape limits the real API puts on an instance's vCPUs and memory. */
export function validateShape(ncpus: number, memory: number): void {
  if (ncpus < 1) throw invalidRequest('unsupported value for "ncpus": an instance needs at least 1 vCPU')
  if (ncpus > MAX_VCPUS_PER_INSTANCE) {
    throw invalidRequest(`unsupported value for "ncpus": cannot have more than ${MAX_VCPUS_PER_INSTANCE} vCPUs`)
  }
  if (memory < GiB) throw invalidRequest('unsupported value for "size": memory must be at least 1 GiB')
  if (memory % GiB !== 0) throw invalidRequest('unsupported value for "size": memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY_PER_INSTANCE) {
    throw invalidRequest(
      `unsupported value for "size": memory must be less than or equal to ${MAX_MEMORY_PER_INSTANCE / GiB} GiB`,
    )
  }
}

/** A disk of the project, by name or id (an id from another project is "not found"). */
export const diskOfProject = (user: UserRow, nameOrId: string, project: ProjectRow): DiskRow =>
  lookupInProject(lookupDisk, 'disk', user, nameOrId, project)

/** An instance the caller may change: 404 if they cannot read it, 403 if they cannot change it. */
export const changeableInstance = (user: UserRow, instance: string, project?: string) =>
  changeable(user, lookupInstance(user, instance, project))

const siloOf = (project: ProjectRow) => project.silo_id

/** Detaches and releases everything the instance holds, then forgets it. Disks survive, detached. */
function destroyInstance(row: InstanceRow): void {
  for (const disk of db.disks) {
    if (diskInstanceId(disk) === row.id) moveDisk(disk, { state: 'detached' }, null)
  }
  for (const ip of db.floatingIps) {
    if (ip.instance_id === row.id) {
      ip.instance_id = null
      touch(ip)
    }
  }
  db.networkInterfaces = db.networkInterfaces.filter((n) => n.instance_id !== row.id)
  db.ephemeralIps = db.ephemeralIps.filter((e) => e.instance_id !== row.id)
  db.antiAffinityMemberships = db.antiAffinityMemberships.filter((m) => m.instance_id !== row.id)
  db.affinityMemberships = db.affinityMemberships.filter((m) => m.instance_id !== row.id)
  db.instances = db.instances.filter((i) => i !== row)
}

type InstanceCall = AuthParams & { path: { instance: string }; query: { project?: string } }

/**
 * Start, stop and reboot: the action must suit the instance's state; the instance then moves
 * to `to` (and on from there over time), and the call answers 202 with it. `check` refuses
 * for reasons other than the state.
 */
const runStateAction =
  (action: InstanceAction, to: Api.InstanceState, check?: (row: InstanceRow, project: ProjectRow) => void) =>
  ({ path, query, ...params }: InstanceCall) => {
    const { row, project } = changeableInstance(currentUser(params), path.instance, query.project)
    requireInstanceState(row, action)
    check?.(row, project)
    enterState(row, to)
    return accepted(instanceView(row))
  }

export const instanceHandlers: Partial<MSWHandlers> = {
  instanceList({ query, ...params }) {
    const user = currentUser(params)
    const project = projectFromQuery(user, query.project)
    return pageOf(instancesOf(project.id), query, instanceView)
  },

  instanceView({ path, query, ...params }) {
    const user = currentUser(params)
    return instanceView(lookupInstance(user, path.instance, query.project).row)
  },

  instanceUpdate({ path, query, body, ...params }) {
    const user = currentUser(params)
    const { row, project } = changeableInstance(user, path.instance, query.project)
    const resizing = body.ncpus !== row.ncpus || body.memory !== row.memory
    if (resizing) {
      requireInstanceState(row, 'resize')
      validateShape(body.ncpus, body.memory)
      checkComputeQuota(siloOf(project), body.ncpus, body.memory, row.id)
    }
    // the document: leaving boot_disk out unsets it, like sending null
    const bootDisk = body.boot_disk ? diskOfProject(user, body.boot_disk, project) : null
    if ((bootDisk?.id ?? null) !== (row.boot_disk_id ?? null)) {
      requireInstanceState(row, 'change the boot disk')
      if (bootDisk && (diskInstanceId(bootDisk) !== row.id || bootDisk.state.state !== 'attached')) {
        throw invalidRequest(`boot disk "${bootDisk.name}" must be attached to the instance`)
      }
    }
    row.ncpus = body.ncpus
    row.memory = body.memory
    row.boot_disk_id = bootDisk?.id ?? null
    row.auto_restart_policy = body.auto_restart_policy ?? null
    touch(row)
    return instanceView(row)
  },

  instanceDelete({ path, query, ...params }) {
    const user = currentUser(params)
    const { row } = changeableInstance(user, path.instance, query.project)
    requireInstanceState(row, 'delete')
    destroyInstance(row)
    return 204
  },

  // a started instance gets a VM, so it has to fit in the silo's quota
  instanceStart: runStateAction('start', 'starting', (row, project) =>
    checkComputeQuota(siloOf(project), row.ncpus, row.memory, row.id),
  ),
  instanceStop: runStateAction('stop', 'stopping'),
  instanceReboot: runStateAction('reboot', 'rebooting'),
}
