import { createColumnHelper } from '@tanstack/react-table'
import type { Silo, User } from '~/api/__generated__/Api'
import { ListPage } from '~/table/ListPage'
import { useFleetRefusal } from '~/features/access/permissions'
import { openDialog } from '~/ui/DialogHost'
import { CopyableId } from '~/ui/CopyableId'
import { CreateLocalUserModal, localUserActions } from './LocalUserForms'
import { SiloGroups } from './SiloGroups'
import { siloList } from './siloList'

export const siloUserList = siloList('siloUserList', 'user', 'users')

const col = createColumnHelper<User>()
const columns = [
  col.accessor('displayName', { header: 'Name', cell: (i) => <span className="font-medium">{i.getValue()}</span> }),
  col.accessor('id', { header: 'ID', cell: (i) => <CopyableId id={i.getValue()} label="Copy user ID" /> }),
]

/**
 * The silo's users. In a local-only silo operators create them and manage their passwords;
 * in a SAML silo users appear when they first sign in, and groups come from the provider.
 */
export function SiloUsersTab({ silo }: { silo: Silo }) {
  const local = silo.identityMode === 'local_only'
  const refusal = useFleetRefusal('create local users and set their passwords')
  return (
    <>
      <ListPage
        layout="tab"
        outlet={false}
        title="Users"
        intro={
          local
            ? 'Local users sign in with a username and password kept by the silo.'
            : 'Users of a SAML silo are created when they first sign in through its identity provider.'
        }
        docs="access"
        list={siloUserList}
        columns={columns}
        actions={local ? (user) => localUserActions(silo, user, openDialog) : undefined}
        empty={{ title: 'No users', body: local ? 'Create the silo’s first user.' : 'No one has signed in yet.' }}
        create={
          local
            ? { label: 'Create user', dialog: (close) => <CreateLocalUserModal silo={silo} onDismiss={close} /> }
            : undefined
        }
        refusal={refusal}
        rowName={(user) => user.displayName}
      />
      <SiloGroups silo={silo} />
    </>
  )
}
