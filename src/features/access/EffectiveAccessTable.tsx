// One user's access across the silo, as a table: the role that applies at the silo and in
// each project the viewer can see, and every path that gives it (SPEC section 6: the
// strongest role wins). The effective-access page and a user's page show it; a group's page
// shows what the group gives its members.
// No import of the session module here: lazily loaded pages share this (scripts/check-entry.mjs).
import { useQueries, useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { allProjectsQuery } from '~/api/queries'
import { groupsQuery } from '~/api/everyPage'
import { effectiveAccess, grantsIn, type Grant } from '~/api/roles'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { ROW_CALLS_IN_FLIGHT, RowQueryCell } from '~/table/rowQuery'
import { CellLink, Table, useTable } from '~/ui/Table'
import { describeGrant } from './describe'
import type { Role } from './policyEdit'
import { groupMembersQuery, loadMemberships, projectPolicyQuery, siloPolicyQuery } from './queries'
import { useLocalPages } from '~/table/localPages'

const ensure = queryClient.ensureQueryData.bind(queryClient)

/**
 * Loads what the table reads: the policies of the silo and of the first projects, about a
 * screen of rows (a project further down reads its policy once its row is seen,
 * ~/table/rowQuery, so a silo of a thousand projects does not send a thousand calls), and for a
 * user's table who is in which group. A group's table reads only the group's own assignments,
 * so it reads no group's members. The projects' policies leave as soon as the projects are
 * known, not after the memberships (which take two round trips of their own).
 */
export async function loadEffectiveAccess(of: 'user' | 'group') {
  const projectPolicies = ensure(allProjectsQuery).then((projects) =>
    Promise.all(projects.items.slice(0, ROW_CALLS_IN_FLIGHT).map((p) => ensure(projectPolicyQuery(p.name)))),
  )
  await Promise.all([projectPolicies, ensure(siloPolicyQuery), of === 'user' && loadMemberships()])
}

/**
 * The silo's groups, and which of them each user is in (from every group's members; the API
 * has no call for one user's groups). `status` is 'ready' once every read is in: a page whose
 * loader awaited `loadMemberships` has them at once; the users list shows its rows before.
 */
export function useMemberships() {
  const listed = useQuery(groupsQuery)
  const groups = listed.data?.items ?? []
  const members = useQueries({ queries: groups.map((g) => groupMembersQuery(g.id)) })
  // what was read stays shown when a later read fails
  const reads = [listed, ...members]
  const status = reads.every((r) => r.data) ? 'ready' : reads.some((r) => r.isError && !r.data) ? 'failed' : 'pending'
  const groupsOf = (userId: string) => groups.filter((_, i) => members[i].data?.items.some((m) => m.id === userId))
  const groupName = (id: string) => groups.find((g) => g.id === id)?.displayName ?? id
  // reads again what failed (the groups, or the members of those whose read failed)
  const retry = () => reads.forEach((r) => r.isError && void r.refetch())
  return { groups, groupsOf, groupName, status, retry }
}

type Access = ReturnType<typeof effectiveAccess<Role>>
/** The silo's row holds its access; a project's row reads its policy for it once seen. */
type Row = { scope: string; project?: string; access?: Access }
const col = createColumnHelper<Row>()

type Named = { id: string; displayName: string }

/** The table for a user: what reaches them, directly and through their groups. */
export function UserAccessTable({ label, userId }: { label: string; userId: string }) {
  const { groupsOf, groupName } = useMemberships()
  const groupIds = groupsOf(userId).map((g) => g.id)
  return <AccessTable label={label} userId={userId} groupIds={groupIds} groupName={groupName} />
}

/** The table for a group: what it gives its members at the silo and in each project. */
export function GroupAccessTable({ label, group }: { label: string; group: Named }) {
  // its own assignments only: no user has an empty id
  const groupName = (id: string) => (id === group.id ? group.displayName : id)
  return <AccessTable label={label} userId="" groupIds={[group.id]} groupName={groupName} />
}

function AccessTable({
  label,
  userId,
  groupIds,
  groupName,
}: {
  label: string
  userId: string
  groupIds: string[]
  groupName: (id: string) => string
}) {
  const projects = usePrefetchedQuery(allProjectsQuery).data.items
  const silo = usePrefetchedQuery(siloPolicyQuery).data
  const siloGrants = grantsIn(silo, 'silo', userId, groupIds)
  const siloRow: Row = {
    scope: 'Silo',
    access: effectiveAccess(siloGrants.map((g): Grant<Role> => ({ ...g, source: 'here' }))),
  }
  const projectRows: Row[] = projects.map((p) => ({ scope: p.name, project: p.name }))
  /** A row's access: the silo's at once, a project's from its policy, read once the row is seen. */
  const accessCell = (row: Row, show: (access: Access) => ReactNode) =>
    row.project === undefined ? (
      show(row.access)
    ) : (
      <RowQueryCell query={projectPolicyQuery(row.project)} pending={quiet('…')} failed={quiet('Could not read')}>
        {(policy) => show(effectiveAccess([...grantsIn(policy, 'here', userId, groupIds), ...siloGrants]))}
      </RowQueryCell>
    )

  const columns = [
    col.accessor('scope', {
      header: 'Where',
      cell: ({ row: { original: r } }) =>
        r.project ? (
          <CellLink className="font-medium hover:underline" to={pb.projectAccess({ project: r.project })}>
            Project {r.project}
          </CellLink>
        ) : (
          <CellLink className="font-medium hover:underline" to={pb.siloAccess()}>
            Silo
          </CellLink>
        ),
    }),
    col.display({
      id: 'role',
      header: 'Role',
      cell: ({ row }) =>
        accessCell(row.original, (a) =>
          a ? <Badge color={a.roleName === 'admin' ? 'accent' : 'default'}>{a.roleName}</Badge> : quiet('None'),
        ),
    }),
    col.display({
      id: 'paths',
      header: 'Comes from',
      cell: ({ row }) =>
        accessCell(row.original, (a) =>
          a ? (
            <ul>
              {a.paths.map((g) => (
                <li key={`${g.source}-${g.groupId ?? 'direct'}`}>{describeGrant(g, groupName)}</li>
              ))}
            </ul>
          ) : (
            quiet('No role reaches them here')
          ),
        ),
    }),
  ]
  // the silo's row heads every page: what it gives reaches each project below it
  const { shown, pager } = useLocalPages(projectRows, label, 'access', 'Projects')
  const table = useTable({ data: [siloRow, ...shown], columns, getRowId: (r) => r.project ?? 'silo' })
  return (
    <>
      <Table table={table} label={label} />
      {pager}
    </>
  )
}
