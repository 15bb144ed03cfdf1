import { useNavigate } from 'react-router'
import type { Instance } from '~/api/__generated__/Api'
import { instanceWhyNot } from '~/api/capabilities'
import { callApi, invalidate } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import type { MenuItem } from '~/ui/Menu'
import { addToast } from '~/ui/Toast'

/** Every list and page that shows an instance refreshes after an action. */
async function refresh() {
  await Promise.all([invalidate('instanceList'), invalidate('instanceView')])
}

/**
 * The actions of SPEC section 4 for one instance, each disabled with the reason in the
 * states that do not allow it.
 */
export function useInstanceActions(project: string, opts: { onDeleted?: () => void } = {}) {
  const navigate = useNavigate()
  return (instance: Instance): MenuItem[] => {
    const path = { instance: instance.name }
    const query = { project }
    const state = instance.runState
    const run = (verb: string, done: string, call: () => Promise<unknown>) => async () => {
      try {
        await call()
        addToast({ title: done, content: instance.name })
      } catch (e) {
        addToast({ title: `Could not ${verb} instance`, content: (e as Error).message, variant: 'error' })
      } finally {
        await refresh()
      }
    }
    return [
      {
        label: 'Start',
        disabledReason: instanceWhyNot('start', state),
        onSelect: run('start', 'Starting instance', () => callApi('instanceStart', { path, query })),
      },
      {
        label: 'Stop',
        disabledReason: instanceWhyNot('stop', state),
        onSelect: () =>
          confirmAction({
            title: 'Stop instance',
            content: `Stop ${instance.name}? Its guest is shut down; disks and addresses are kept.`,
            errorTitle: 'Could not stop instance',
            action: async () => {
              await callApi('instanceStop', { path, query }).finally(refresh)
              addToast({ title: 'Stopping instance', content: instance.name })
            },
          }),
      },
      {
        label: 'Reboot',
        disabledReason: instanceWhyNot('reboot', state),
        onSelect: () =>
          confirmAction({
            title: 'Reboot instance',
            content: `Reboot ${instance.name}?`,
            errorTitle: 'Could not reboot instance',
            action: async () => {
              await callApi('instanceReboot', { path, query }).finally(refresh)
              addToast({ title: 'Rebooting instance', content: instance.name })
            },
          }),
      },
      {
        label: 'Serial console',
        disabledReason: instanceWhyNot('serialConsole', state),
        onSelect: () => navigate(`/projects/${project}/instances/${instance.name}/serial-console`),
      },
      {
        label: 'Delete',
        danger: true,
        disabledReason: instanceWhyNot('delete', state),
        onSelect: () =>
          confirmAction({
            title: 'Delete instance',
            content: `Delete ${instance.name}? This cannot be undone.`,
            danger: true,
            errorTitle: 'Could not delete instance',
            action: async () => {
              await callApi('instanceDelete', { path, query })
              await invalidate('instanceList')
              addToast({ title: 'Instance deleted', content: instance.name })
              opts.onDeleted?.()
            },
          }),
      },
    ]
  }
}
