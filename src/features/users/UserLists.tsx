// The silo's users, each with their groups, and its groups, each with how many members.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { Group, User } from '~/api/__generated__/Api'
import { ALL_ITEMS, type ListItem } from '~/api/client'
import { useMemberships, type Memberships } from '~/features/access/memberships'
import { MembershipsProgress } from '~/features/access/MembershipsProgress'
import { groupMembersPageQuery } from '~/features/access/queries'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { RowQueryCell, TryAgain } from '~/table/rowQuery'
import { type ListDef } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { CopyableId } from '~/ui/CopyableId'
import { DocsLink } from '~/ui/DocsLink'
import { CellLink } from '~/ui/Table'
import { groupList, userList } from './lists'

const link = (to: string, text: string) => (
  <CellLink to={to} className="font-medium hover:underline">
    {text}
  </CellLink>
)

/** Each group linked to its page, or a quiet "None". */
function GroupLinks({ groups }: { groups: Group[] }) {
  if (groups.length === 0) return quiet('None')
  return (
    <ul className="flex flex-wrap gap-x-3">
      {groups.map((g) => (
        <li key={g.id}>{link(pb.group({ groupId: g.id }), g.displayName)}</li>
      ))}
    </ul>
  )
}

/**
 * A user's groups as far as read: those found so far, then "…" while others are being read, or
 * "Could not read" with a way to read again once the rest have answered and one failed.
 */
export function UserGroups({
  memberships: { groupsOf, status, retry },
  userId,
}: {
  memberships: Memberships
  userId: string
}) {
  const found = groupsOf(userId)
  if (status === 'ready') return <GroupLinks groups={found} />
  const rest = status === 'failed' ? <TryAgain onClick={retry}>{quiet('Could not read')}</TryAgain> : quiet('…')
  if (found.length === 0) return rest
  return (
    <span className="flex flex-wrap items-baseline gap-x-3">
      <GroupLinks groups={found} />
      {rest}
    </span>
  )
}

const userCol = createColumnHelper<User>()
/** A user's name (linked to their page), groups and id: the users list and a group's members. */
export function userColumns(memberships: Memberships) {
  return [
    userCol.accessor('displayName', {
      header: 'Name',
      cell: (i) => link(pb.user({ userId: i.row.original.id }), i.getValue()),
    }),
    userCol.display({
      id: 'groups',
      header: 'Groups',
      cell: ({ row }) => <UserGroups memberships={memberships} userId={row.original.id} />,
    }),
    userCol.accessor('id', { header: 'ID', cell: (i) => <CopyableId id={i.getValue()} label="Copy user ID" /> }),
  ]
}

type Named = { id: string; displayName: string }

/**
 * A list of the silo's users or groups: rows go by display name (users and groups have no
 * `name`), and the intro ends with the guide. `layout="tab"` for a list inside a page.
 */
export function DirectoryList<K extends 'userList' | 'groupList'>({
  title,
  intro,
  status,
  layout,
  label = title,
  ...list
}: {
  title: string
  intro: string
  /** a line on what the list is still reading, after the intro */
  status?: ReactNode
  layout?: 'page' | 'tab'
  list: ListDef<K>
  /** the table's name; the title unless given */
  label?: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
  empty: { title: string; body: string }
}) {
  return (
    <ListPage
      title={title}
      layout={layout}
      intro={
        <>
          {intro} <DocsLink topic="users" />
          {status}
        </>
      }
      label={label}
      rowName={(row) => (row as Named).displayName}
      {...list}
    />
  )
}

export function UsersPage() {
  const memberships = useMemberships()
  return (
    <DirectoryList
      title="Users"
      intro="Everyone who can sign in to this silo, with the groups they are in. A user’s page shows their roles, and to silo admins their access tokens and sessions."
      status={<MembershipsProgress memberships={memberships} />}
      list={userList}
      columns={userColumns(memberships)}
      empty={{ title: 'No users', body: 'Users appear here once they are created or first sign in.' }}
    />
  )
}

/**
 * A group's member count, from the first page of its members: one call a row, where reading
 * every page to count a group of 10,000 took ten, one after the other. Past that page the
 * count is "1,000+"; the group's page lists them all.
 */
const MemberCount = ({ groupId }: { groupId: string }) => (
  <RowQueryCell query={groupMembersPageQuery(groupId)} pending={quiet('…')} failed={quiet('Unknown')}>
    {({ items: { length: n }, nextPage }) =>
      nextPage ? `${ALL_ITEMS.toLocaleString('en-US')}+ members` : n === 1 ? '1 member' : `${n} members`
    }
  </RowQueryCell>
)

const groupCol = createColumnHelper<Group>()
const groupColumns = [
  groupCol.accessor('displayName', {
    header: 'Name',
    cell: (i) => link(pb.group({ groupId: i.row.original.id }), i.getValue()),
  }),
  groupCol.display({ id: 'members', header: 'Members', cell: ({ row }) => <MemberCount groupId={row.original.id} /> }),
  groupCol.accessor('id', { header: 'ID', cell: (i) => <CopyableId id={i.getValue()} label="Copy group ID" /> }),
]

export function GroupsPage() {
  return (
    <DirectoryList
      title="Groups"
      intro="The silo’s groups, which come from its identity provider. A role given to a group reaches each of its members."
      list={groupList}
      columns={groupColumns}
      empty={{ title: 'No groups', body: 'Groups appear here when the identity provider sends them.' }}
    />
  )
}
