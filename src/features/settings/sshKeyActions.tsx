import { deleteAction } from '~/deleteAction'
import type { SshKey } from '~/api/__generated__/Api'
import { callApi, type OpName } from '~/api/client'

/** The key list, and the instance form's choice of keys, change with every add or delete. */
export const sshKeyRefresh: OpName[] = ['currentUserSshKeyList', 'currentUserSshKeyView']

/** Deletes one of the user's keys, after asking. */
export const deleteSshKey = deleteAction<SshKey>({
  kind: 'SSH key',
  consequence: 'Instances created from now on cannot be given it; instances that already have it keep it.',
  call: (key) => callApi('currentUserSshKeyDelete', { path: { sshKey: key.id } }),
  refresh: sshKeyRefresh,
})
