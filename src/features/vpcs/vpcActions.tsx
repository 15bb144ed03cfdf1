import type { Vpc } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import { addToast } from '~/ui/Toast'

export function deleteVpc(project: string, vpc: Vpc, onDone?: () => void) {
  confirmAction({
    title: 'Delete VPC',
    content: (
      <>
        Are you sure you want to delete VPC <strong className="text-ink">{vpc.name}</strong>? Its subnets must be
        deleted first; its system router, gateways and firewall rules go with it. This cannot be undone.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete VPC',
    action: async () => {
      await callApi('vpcDelete', { path: { vpc: vpc.name }, query: { project } })
      await invalidate('vpcList')
      addToast({ title: 'VPC deleted', content: vpc.name })
      onDone?.()
    },
  })
}
