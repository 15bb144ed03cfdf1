import { apiCall } from '~/api/apiCall'
import type { FloatingIp } from '~/api/__generated__/Api'
import { invalidate, queryClient, type OpName } from '~/api/client'
import { instanceByIdQuery } from '~/api/queries'
import { confirmDelete, confirmThenRun, strong } from '~/actions'
import { bulkDelete, type BulkAction } from '~/table/bulk'
import type { MenuItem } from '~/ui/Menu'
import { deleteWhyNot } from './floatingIpRules'
import { detachImpact } from './impact'

/**
 * A floating IP shows in this list and in its instance's external IPs, so both are
 * refetched after any change, whether it succeeded or not.
 */
export const floatingIpRefresh: OpName[] = ['floatingIpList', 'floatingIpView', 'instanceExternalIpList']
export const refreshFloatingIps = () => Promise.all(floatingIpRefresh.map(invalidate))

function detach(project: string, ip: FloatingIp, instanceId: string) {
  // the row already named the instance, so its name is in the cache
  const instance = queryClient.getQueryData(instanceByIdQuery(instanceId).queryKey)?.name
  confirmThenRun({
    title: 'Detach floating IP',
    content: (
      <>
        Detach {strong(ip.name)} ({ip.ip}) from {instance ? strong(instance) : 'its instance'}? The instance stops
        answering at this address until it is attached again.
      </>
    ),
    actionLabel: 'Detach',
    danger: true,
    call: apiCall('floatingIpDetach', { path: { floatingIp: ip.name }, query: { project } }),
    success: 'Floating IP detached',
    failure: 'Could not detach floating IP',
    subject: ip.name,
    refresh: floatingIpRefresh,
    impact: detachImpact(project, ip.name),
  })
}

/** Deleting or detaching many floating IPs: the detached ones are deleted, the attached ones detached. */
export function floatingIpBulkActions(project: string): BulkAction<FloatingIp>[] {
  const path = (ip: FloatingIp) => ({ path: { floatingIp: ip.name }, query: { project } })
  return [
    {
      label: 'Detach',
      done: 'detached',
      whyNot: (ip) => (ip.instanceId ? undefined : 'Not attached to an instance'),
      call: (ip) => apiCall('floatingIpDetach', path(ip)),
      refresh: floatingIpRefresh,
    },
    bulkDelete<FloatingIp>((ip) => apiCall('floatingIpDelete', path(ip)), floatingIpRefresh, deleteWhyNot),
  ]
}

/** The actions on a floating IP of the project; attaching asks for an instance in `onAttach`. */
export function floatingIpActions(
  project: string,
  ip: FloatingIp,
  { onEdit, onAttach }: { onEdit: () => void; onAttach: () => void },
): MenuItem[] {
  const instanceId = ip.instanceId
  return [
    { label: 'Edit', onSelect: onEdit },
    instanceId
      ? { label: 'Detach', onSelect: () => detach(project, ip, instanceId) }
      : { label: 'Attach to instance', onSelect: onAttach },
    {
      label: 'Delete',
      danger: true,
      disabledReason: deleteWhyNot(ip),
      onSelect: () =>
        confirmDelete({
          kind: 'floating IP',
          name: ip.name,
          consequence: `Its address ${ip.ip} goes back to the pool, and another project may take it.`,
          call: apiCall('floatingIpDelete', { path: { floatingIp: ip.name }, query: { project } }),
          refresh: floatingIpRefresh,
        }),
    },
  ]
}
