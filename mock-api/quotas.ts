/**
 * Silo quotas, enforced where the real control plane provisions resources: vCPUs and memory
 * when an instance gets a VM (create with start, start, and resize, so that a resized
 * instance can still be started), storage when a disk or snapshot is made. Refusals carry
 * the real API's `InsufficientCapacity` error (status 507) naming the exhausted resource.
 */
import { db } from './db'
import { apiError } from './errors'
import { holdsCompute, settleInstance } from './lifecycle'
import { projectIdsOfSilo } from './lookups'

const CAPACITY_HINT = 'or contact the rack operator to request a capacity increase.'

export const insufficientCapacity = (message: string) => apiError(507, 'InsufficientCapacity', message)

function quotaOf(siloId: string) {
  // a silo without a quota row has not been limited (the real API always has one)
  return db.siloQuotas.find((q) => q.silo_id === siloId) ?? { cpus: Infinity, memory: Infinity, storage: Infinity }
}

/** vCPUs and memory held by the silo's instances, leaving out `excludeId`. */
function computeInUse(siloId: string, excludeId?: string): { cpus: number; memory: number } {
  const projects = projectIdsOfSilo(siloId)
  let cpus = 0
  let memory = 0
  for (const row of db.instances) {
    if (row.id === excludeId || !projects.has(row.project_id)) continue
    if (!holdsCompute(settleInstance(row))) continue
    cpus += row.ncpus
    memory += row.memory
  }
  return { cpus, memory }
}

export function storageInUse(siloId: string): number {
  const projects = projectIdsOfSilo(siloId)
  let bytes = 0
  for (const disk of db.disks) if (projects.has(disk.project_id)) bytes += disk.size
  for (const snapshot of db.snapshots) if (projects.has(snapshot.project_id)) bytes += snapshot.size
  return bytes
}

/** Throws unless an instance of this shape (not yet counted) fits in the silo's quota. */
export function checkComputeQuota(siloId: string, ncpus: number, memory: number, excludeId?: string): void {
  const quota = quotaOf(siloId)
  const used = computeInUse(siloId, excludeId)
  if (used.cpus + ncpus > quota.cpus) {
    throw insufficientCapacity(
      `vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources ${CAPACITY_HINT}`,
    )
  }
  if (used.memory + memory > quota.memory) {
    throw insufficientCapacity(
      `Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources ${CAPACITY_HINT}`,
    )
  }
}

export function checkStorageQuota(siloId: string, bytes: number): void {
  if (storageInUse(siloId) + bytes > quotaOf(siloId).storage) {
    throw insufficientCapacity(
      `Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources ${CAPACITY_HINT}`,
    )
  }
}

/**
 * The utilization operation's answer: what the silo's running instances hold and its disks
 * and snapshots take, against its quota (zero where a silo has no quota row, which the real
 * API never lacks).
 */
export function siloUtilization(siloId: string) {
  const { cpus, memory } = computeInUse(siloId)
  const quota = db.siloQuotas.find((q) => q.silo_id === siloId)
  return {
    provisioned: { cpus, memory, storage: storageInUse(siloId) },
    capacity: { cpus: quota?.cpus ?? 0, memory: quota?.memory ?? 0, storage: quota?.storage ?? 0 },
  }
}
