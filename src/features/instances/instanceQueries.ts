import type { Instance, InstanceUpdate } from '~/api/__generated__/Api'
import { apiq } from '~/api/client'

export const instanceQuery = (project: string, instance: string) =>
  apiq('instanceView', { path: { instance }, query: { project } })

export const instanceDisksQuery = (project: string, instance: string) =>
  apiq('instanceDiskList', { path: { instance }, query: { project, limit: 1000 } })

/**
 * An update replaces every field, so unchanged ones are sent back as they are; leaving
 * bootDisk out would unset it.
 */
export const updateBody = (instance: Instance, changes: Partial<InstanceUpdate>): InstanceUpdate => ({
  ncpus: instance.ncpus,
  memory: instance.memory,
  bootDisk: instance.bootDiskId ?? null,
  autoRestartPolicy: instance.autoRestartPolicy ?? null,
  ...changes,
})
