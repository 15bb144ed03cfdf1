// What a change to an instance's settings sends, and the call that sends it.
import { useMutation } from '@tanstack/react-query'
import type { Instance, InstanceUpdate } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { callApi, invalidate } from '~/api/client'
import { addToast } from '~/ui/Toast'

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

/**
 * Saves a change to an instance's settings, refetches the lists and pages that show it,
 * and says so; `onDone` closes whatever form asked.
 */
export function useInstanceUpdate({
  project,
  instance,
  done,
  onDone,
}: {
  project: string
  instance: Instance
  /** the toast's title, e.g. "Instance resized" */
  done: string
  onDone?: () => void
}) {
  // the call the changes make: sent, and shown as the form's equivalent request
  const callOf = (changes: Partial<InstanceUpdate>) =>
    apiCall('instanceUpdate', {
      path: { instance: instance.name },
      query: { project },
      body: updateBody(instance, changes),
    })
  const mutation = useMutation({
    mutationFn: (changes: Partial<InstanceUpdate>) => {
      const { operation, params } = callOf(changes)
      return callApi(operation, params)
    },
    onSuccess: async (saved) => {
      onDone?.()
      await Promise.all([invalidate('instanceView'), invalidate('instanceList')])
      addToast({ title: done, content: saved.name })
    },
  })
  return { ...mutation, callOf }
}
