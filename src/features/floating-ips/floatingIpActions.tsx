import type { FloatingIp } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import { addToast } from '~/ui/Toast'

/**
 * A floating IP shows in this list and in its instance's external IPs, so both are
 * refetched after any change, whether it succeeded or not.
 */
export const refreshFloatingIps = () =>
  Promise.all([invalidate('floatingIpList'), invalidate('floatingIpView'), invalidate('instanceExternalIpList')])

const strong = (text: string) => <strong className="text-ink">{text}</strong>

export function detachFloatingIp(project: string, ip: FloatingIp, instanceName: string | undefined) {
  confirmAction({
    title: 'Detach floating IP',
    content: (
      <>
        Detach {strong(ip.name)} ({ip.ip}) from {instanceName ? strong(instanceName) : 'its instance'}? The instance
        stops answering at this address until it is attached again.
      </>
    ),
    actionLabel: 'Detach',
    danger: true,
    errorTitle: 'Could not detach floating IP',
    action: async () => {
      await callApi('floatingIpDetach', { path: { floatingIp: ip.name }, query: { project } }).finally(
        refreshFloatingIps,
      )
      addToast({ title: 'Floating IP detached', content: ip.name })
    },
  })
}

export function deleteFloatingIp(project: string, ip: FloatingIp) {
  confirmAction({
    title: 'Delete floating IP',
    content: (
      <>
        Delete {strong(ip.name)}? Its address {ip.ip} goes back to the pool, and another project may take it. This
        cannot be undone.
      </>
    ),
    actionLabel: 'Delete',
    danger: true,
    errorTitle: 'Could not delete floating IP',
    action: async () => {
      await callApi('floatingIpDelete', { path: { floatingIp: ip.name }, query: { project } }).finally(
        refreshFloatingIps,
      )
      addToast({ title: 'Floating IP deleted', content: ip.name })
    },
  })
}
