import type { Instance, InstanceUpdate } from '~/api/__generated__/Api'
import { apiq } from '~/api/client'

export const instanceQuery = (project: string, instance: string) =>
  apiq('instanceView', { path: { instance }, query: { project } })

export const instanceDisksQuery = (project: string, instance: string) =>
  apiq('instanceDiskList', { path: { instance }, query: { project, limit: 1000 } })

export const instanceNicsQuery = (project: string, instance: string) =>
  apiq('instanceNetworkInterfaceList', { query: { project, instance, limit: 1000 } })

export const instanceIpsQuery = (project: string, instance: string) =>
  apiq('instanceExternalIpList', { path: { instance }, query: { project } })

export const projectVpcsQuery = (project: string) => apiq('vpcList', { query: { project, limit: 1000 } })

export const vpcSubnetsQuery = (project: string, vpc: string) =>
  apiq('vpcSubnetList', { query: { project, vpc, limit: 1000 } })

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

/** The auto-restart policies a user can choose; '' leaves the choice to the control plane. */
export const AUTO_RESTART_OPTIONS = [
  { value: '', label: 'Default (chosen by the control plane)' },
  { value: 'best_effort', label: 'Best effort: restart after a failure' },
  { value: 'never', label: 'Never restart automatically' },
]
