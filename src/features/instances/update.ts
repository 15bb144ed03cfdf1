// What a change to an instance's settings sends.
import type { Instance, InstanceUpdate } from '~/api/__generated__/Api'

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
