/**
 * Instance creation, with everything the create body can ask for: disks made or attached
 * (one of them the boot disk), network interfaces, external addresses, SSH keys, user data
 * and anti-affinity groups. Every part is checked before anything is stored, so a refused
 * request leaves no half-made instance behind.
 */
import type * as Api from '../../src/api/__generated__/Api'
import type { Json, MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { byNameOrId, childrenOf, db, isUuid } from '../db'
import { invalidRequest } from '../errors'
import { instanceView, moveDisk } from '../lifecycle'
import {
  lookupAntiAffinityGroup,
  lookupDisk,
  lookupFloatingIp,
  lookupInProject,
  lookupVpc,
  projectToChange,
  subnetInVpc,
} from '../lookups'
import { MAX_NICS_PER_INSTANCE, allocateExternalIp, poolFor, prepareNetworkInterface } from '../network'
import { checkComputeQuota, checkStorageQuota } from '../quotas'
import type {
  DiskRow,
  FloatingIpRow,
  InstanceRow,
  IpPoolRow,
  NetworkInterfaceRow,
  ProjectRow,
  UserRow,
} from '../records'
import { assertNameFree, created, timestamp } from '../resources'
import { MAX_USER_DATA_BYTES } from '../sizes'
import { requireDiskState } from '../state-rules'
import { assertDiskNameFree, prepareDisk } from '../storage'
import { transitionMs } from '../timing'
import { validateShape } from './instances'

/** The control plane's limit on disks per instance, the boot disk included. */
export const MAX_DISKS_PER_INSTANCE = 12

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function checkUserData(userData: string): void {
  if (!BASE64_RE.test(userData)) throw invalidRequest('unable to parse JSON body: user_data is not valid base64')
  const padding = userData.endsWith('==') ? 2 : userData.endsWith('=') ? 1 : 0
  const decoded = (userData.length / 4) * 3 - padding
  if (decoded > MAX_USER_DATA_BYTES) {
    throw invalidRequest(`unsupported value for "user_data": cannot exceed ${MAX_USER_DATA_BYTES} bytes`)
  }
}

type DiskPlan = { created: DiskRow[]; attached: DiskRow[]; bootDiskId: string | null }

function planDisks(
  user: UserRow,
  project: ProjectRow,
  instanceId: string,
  boot: Json<Api.InstanceDiskAttachment> | null,
  others: Json<Api.InstanceDiskAttachment>[],
  now: number,
): DiskPlan {
  const all = [...(boot ? [boot] : []), ...others]
  if (all.length > MAX_DISKS_PER_INSTANCE) {
    throw invalidRequest(`cannot attach more than ${MAX_DISKS_PER_INSTANCE} disks to instance`)
  }
  const plan: DiskPlan = { created: [], attached: [], bootDiskId: null }
  const names = new Set<string>()
  for (const attachment of all) {
    if (names.has(attachment.name)) {
      throw invalidRequest(`disk "${attachment.name}" appears more than once among the boot disk and disks`)
    }
    names.add(attachment.name)
    let disk: DiskRow
    if (attachment.type === 'create') {
      assertDiskNameFree(project.id, attachment.name)
      disk = prepareDisk(user, project, attachment, now)
      // made as part of the instance, so already in place when the instance is
      moveDisk(disk, { state: 'attached', instance: instanceId }, null, now)
      plan.created.push(disk)
    } else {
      disk = lookupDisk(user, attachment.name, project.id).row
      requireDiskState(disk, 'attach to a new instance')
      plan.attached.push(disk)
    }
    if (attachment === boot) plan.bootDiskId = disk.id
  }
  return plan
}

function planNetworkInterfaces(
  user: UserRow,
  project: ProjectRow,
  instanceId: string,
  attachment: Json<Api.InstanceNetworkInterfaceAttachment>,
): NetworkInterfaceRow[] {
  if (attachment.type === 'none') return []
  if (attachment.type === 'default') {
    const subnet = subnetInVpc(lookupVpc(user, 'default', project.id).row, 'default')
    return [
      prepareNetworkInterface(
        instanceId,
        { name: 'net0', description: 'default primary interface for the instance', subnet },
        true,
      ),
    ]
  }
  if (attachment.params.length > MAX_NICS_PER_INSTANCE) {
    throw invalidRequest(`an instance may not have more than ${MAX_NICS_PER_INSTANCE} network interfaces`)
  }
  const nics: NetworkInterfaceRow[] = []
  for (const [n, spec] of attachment.params.entries()) {
    assertNameFree(nics, 'instance-network-interface', spec.name)
    const vpc = lookupVpc(user, spec.vpc_name, project.id).row
    if (nics.length > 0 && nics[0].vpc_id !== vpc.id) {
      throw invalidRequest('all network interfaces of an instance must be in the same VPC')
    }
    const subnet = subnetInVpc(vpc, spec.subnet_name)
    nics.push(prepareNetworkInterface(instanceId, { ...spec, subnet }, n === 0, nics))
  }
  return nics
}

type IpPlan = { floating: FloatingIpRow[]; ephemeral: { ip: string; pool: IpPoolRow } | null }

function planExternalIps(user: UserRow, project: ProjectRow, requests: Json<Api.ExternalIpCreate>[]): IpPlan {
  const plan: IpPlan = { floating: [], ephemeral: null }
  const ephemeral = requests.filter((r) => r.type === 'ephemeral')
  if (ephemeral.length > 1) throw invalidRequest('an instance may not have more than 1 ephemeral IP address')
  if (ephemeral[0]) {
    const pool = poolFor(project.silo_id, ephemeral[0].pool)
    plan.ephemeral = { ip: allocateExternalIp(pool), pool }
  }
  for (const request of requests) {
    if (request.type !== 'floating') continue
    const ip = lookupInProject(lookupFloatingIp, 'floating-ip', user, request.floating_ip, project)
    if (ip.instance_id || plan.floating.includes(ip)) {
      throw invalidRequest(`floating IP "${ip.name}" is already attached to an instance`)
    }
    plan.floating.push(ip)
  }
  return plan
}

/** The creator's keys: all of them when the body names none, else exactly those named. */
function resolveSshKeys(user: UserRow, requested: string[] | null | undefined): string[] {
  const mine = childrenOf(db.sshKeys, 'silo_user_id', user.id)
  if (requested == null) return mine.map((k) => k.id)
  return requested.map((nameOrId) => byNameOrId(mine, 'ssh-key', nameOrId).id)
}

export const instanceCreateHandlers: Partial<MSWHandlers> = {
  instanceCreate({ query, body, ...params }) {
    const user = currentUser(params)
    const project = projectToChange(user, query.project)
    assertNameFree(childrenOf(db.instances, 'project_id', project.id), 'instance', body.name)
    validateShape(body.ncpus, body.memory)
    const userData = body.user_data ?? ''
    checkUserData(userData)

    const id = crypto.randomUUID()
    const now = Date.now()
    const disks = planDisks(user, project, id, body.boot_disk ?? null, body.disks ?? [], now)
    const nics = planNetworkInterfaces(user, project, id, body.network_interfaces ?? { type: 'default' })
    const ips = planExternalIps(user, project, body.external_ips ?? [])
    const sshKeyIds = resolveSshKeys(user, body.ssh_public_keys)
    const groups = (body.anti_affinity_groups ?? []).map(
      (g) => lookupAntiAffinityGroup(user, g, isUuid(g) ? undefined : project.id).row,
    )
    if (groups.some((g) => g.project_id !== project.id))
      throw invalidRequest("anti-affinity groups must be in the instance's project")
    checkStorageQuota(
      project.silo_id,
      disks.created.reduce((sum, d) => sum + d.size, 0),
    )
    const start = body.start ?? true
    // an instance that is not started holds no vCPUs or memory yet
    if (start) checkComputeQuota(project.silo_id, body.ncpus, body.memory)

    const time = timestamp(now)
    const row: InstanceRow = {
      id,
      name: body.name,
      description: body.description,
      hostname: body.hostname,
      project_id: project.id,
      ncpus: body.ncpus,
      memory: body.memory,
      run_state: 'creating',
      time_run_state_updated: time,
      pending: { to: start ? 'starting' : 'stopped', at: now + transitionMs() },
      boot_disk_id: disks.bootDiskId,
      auto_restart_policy: body.auto_restart_policy ?? null,
      time_last_auto_restarted: null,
      ssh_key_ids: sshKeyIds,
      user_data: userData,
      time_created: time,
      time_modified: time,
    }
    db.instances.push(row)
    db.disks.push(...disks.created)
    for (const disk of disks.attached) moveDisk(disk, { state: 'attached', instance: id }, null, now)
    db.networkInterfaces.push(...nics)
    for (const ip of ips.floating) {
      ip.instance_id = id
      ip.time_modified = time
    }
    if (ips.ephemeral)
      db.ephemeralIps.push({ instance_id: id, ip: ips.ephemeral.ip, ip_pool_id: ips.ephemeral.pool.id })
    for (const group of groups) db.antiAffinityMemberships.push({ group_id: group.id, instance_id: id })
    return created(instanceView(row))
  },
}
