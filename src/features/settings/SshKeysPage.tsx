import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { SshKey } from '~/api/__generated__/Api'
import { pb } from '~/paths'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { deleteSshKey, sshKeyBulkActions } from './sshKeyActions'
import { sshKeyList } from './lists'

const col = createColumnHelper<SshKey>()

/** The first word of the key line; the API stores whatever text it was given, so this is only shown. */
const keyType = (key: SshKey) => key.publicKey.trim().split(/\s+/)[0]

/** The signed-in user's SSH public keys; adding one and viewing one open over the list. */
export function SshKeysPage() {
  const navigate = useNavigate()
  const over = useOverList()
  const view = (key: SshKey) => over(pb.sshKeyEdit({ sshKey: key.name }))
  return (
    <ListPage
      title="SSH keys"
      intro="Public keys that new instances you create can be given, so that you can sign in to them."
      docs="sshKeys"
      list={sshKeyList}
      columns={[
        nameColumn(col, view),
        descriptionColumn(col),
        col.accessor(keyType, {
          id: 'type',
          header: 'Type',
          cell: (info) => <span className="font-mono text-[13px]">{info.getValue()}</span>,
        }),
        createdColumn(col),
      ]}
      actions={(key) => [
        { label: 'View', onSelect: () => navigate(view(key)) },
        { label: 'Delete', danger: true, onSelect: () => deleteSshKey(key) },
      ]}
      bulk={sshKeyBulkActions}
      empty={{
        title: 'No SSH keys',
        body: 'Add the public half of a key pair to sign in to the instances you create.',
      }}
      create={{ to: pb.sshKeysNew(), label: 'Add SSH key' }}
    />
  )
}
