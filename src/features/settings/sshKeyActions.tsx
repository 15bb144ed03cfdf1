import { apiCall } from '~/api/apiCall'
import { deleteAction } from '~/deleteAction'
import type { SshKey } from '~/api/__generated__/Api'
import { type OpName } from '~/api/client'
import { bulkDelete } from '~/table/bulk'

/** The key list, and the instance form's choice of keys, change with every add or delete. */
export const sshKeyRefresh: OpName[] = ['currentUserSshKeyList', 'currentUserSshKeyView']

/** Deletes one of the user's keys, after asking. */
const deleteCall = (key: SshKey) => apiCall('currentUserSshKeyDelete', { path: { sshKey: key.id } })

export const deleteSshKey = deleteAction<SshKey>({
  kind: 'SSH key',
  consequence: 'Instances created from now on cannot be given it; instances that already have it keep it.',
  call: deleteCall,
  refresh: sshKeyRefresh,
})

/** Deleting many of the user's keys at once. */
export const sshKeyBulkActions = [bulkDelete(deleteCall, sshKeyRefresh)]
