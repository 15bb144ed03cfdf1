// The identities the control plane acts as when no person is behind an action (seeding the
// database, recovering sagas): what an operator sees named in the audit log and in policies.
import { createColumnHelper } from '@tanstack/react-table'
import type { UserBuiltin } from '~/api/__generated__/Api'
import { apiq } from '~/api/client'
import { type RouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { itemOverList } from '~/table/itemOverList'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { Timestamp } from '~/ui/Timestamp'
import { builtinUserList } from './lists'

const builtinUserQuery = ({ builtinUser }: Pick<RouteParams, 'builtinUser'>) =>
  apiq('userBuiltinView', { path: { user: builtinUser } })
const builtinUserView = itemOverList(builtinUserQuery, pb.builtinUsers)
export const builtinUserLoader = builtinUserView.loader

const col = createColumnHelper<UserBuiltin>()

export function BuiltinUsersPage() {
  const over = useOverList()
  return (
    <ListPage
      title="Built-in users"
      intro={
        <>
          The identities the control plane itself acts as, with no person behind them. They cannot sign in; they show in
          the audit log as the actor of what the system did on its own. <DocsLink topic="builtinUsers" />
        </>
      }
      list={builtinUserList}
      label="Built-in users"
      columns={[
        nameColumn(col, (u) => over(sysPb.builtinUser({ builtinUser: u.name }))),
        descriptionColumn(col),
        col.accessor('id', {
          header: 'ID',
          cell: (i) => <CopyableId id={i.getValue()} label="Copy built-in user ID" />,
        }),
        createdColumn(col),
      ]}
      empty={{ title: 'No built-in users', body: 'The control plane lists none.' }}
    />
  )
}

export function BuiltinUserView() {
  const { data: user, close } = builtinUserView.use()
  return (
    <SideModal title={user.name} subtitle="Built-in user" onDismiss={close}>
      <PropertyList
        items={[
          ['Description', user.description],
          ['ID', <CopyableId key="id" id={user.id} label="Copy built-in user ID" />],
          ['Created', <Timestamp key="c" date={user.timeCreated} />],
          ['Modified', <Timestamp key="m" date={user.timeModified} />],
        ]}
      />
    </SideModal>
  )
}
