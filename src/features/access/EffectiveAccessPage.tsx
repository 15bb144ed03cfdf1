// One user's access across the silo: the role that applies at the silo and in each project
// the viewer can see, and every path that gives it (SPEC section 6: the strongest role wins).
import { useQueries } from '@tanstack/react-query'
import { useId } from 'react'
import { createColumnHelper } from '@tanstack/react-table'
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { allProjectsQuery, groupsQuery, usersQuery } from '~/api/queries'
import { effectiveAccess, grantsIn, type Grant } from '~/api/roles'
import { meQuery } from '~/api/session'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { PageHeader } from '~/ui/PageHeader'
import { Table, useTable } from '~/ui/Table'
import { describeGrant } from './describe'
import type { Role } from './policyEdit'
import { groupMembersQuery, projectPolicyQuery, siloPolicyQuery } from './queries'

/** Needs every group's members (who a group's role reaches) and every visible project's policy. */
export async function effectiveAccessLoader(_: LoaderFunctionArgs) {
  const ensure = queryClient.ensureQueryData.bind(queryClient)
  const [groups, projects] = await Promise.all([
    ensure(groupsQuery),
    ensure(allProjectsQuery),
    ensure(usersQuery),
    ensure(siloPolicyQuery),
    ensure(meQuery),
  ])
  await Promise.all([
    ...groups.items.map((g) => ensure(groupMembersQuery(g.id))),
    ...projects.items.map((p) => ensure(projectPolicyQuery(p.name))),
  ])
  return null
}

type Row = { scope: string; project?: string; access: ReturnType<typeof effectiveAccess<Role>> }
const col = createColumnHelper<Row>()

export function EffectiveAccessPage() {
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const projects = usePrefetchedQuery(allProjectsQuery).data.items
  const silo = usePrefetchedQuery(siloPolicyQuery).data
  const me = usePrefetchedQuery(meQuery).data
  const members = useQueries({ queries: groups.map((g) => groupMembersQuery(g.id)) })
  const policies = useQueries({ queries: projects.map((p) => projectPolicyQuery(p.name)) })
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const pickerId = useId()

  const userId = search.get('user') ?? me.id
  const user = users.find((u) => u.id === userId)
  const groupIds = groups.filter((_, i) => members[i].data?.items.some((m) => m.id === userId)).map((g) => g.id)
  const groupName = (id: string) => groups.find((g) => g.id === id)?.displayName ?? id
  const siloGrants = grantsIn(silo, 'silo', userId, groupIds)
  const rows: Row[] = [
    { scope: 'Silo', access: effectiveAccess(siloGrants.map((g): Grant<Role> => ({ ...g, source: 'here' }))) },
    ...projects.map((p, i) => ({
      scope: p.name,
      project: p.name,
      access: effectiveAccess([
        ...grantsIn(policies[i].data ?? { roleAssignments: [] }, 'here', userId, groupIds),
        ...siloGrants,
      ]),
    })),
  ]

  const columns = [
    col.accessor('scope', {
      header: 'Where',
      cell: ({ row: { original: r } }) =>
        r.project ? (
          <Link className="font-medium hover:underline" to={pb.projectAccess({ project: r.project })}>
            Project {r.project}
          </Link>
        ) : (
          <Link className="font-medium hover:underline" to={pb.siloAccess()}>
            Silo
          </Link>
        ),
    }),
    col.accessor('access', {
      id: 'role',
      header: 'Role',
      cell: (info) => {
        const a = info.getValue()
        return a ? <Badge color={a.roleName === 'admin' ? 'accent' : 'default'}>{a.roleName}</Badge> : quiet('None')
      },
    }),
    col.accessor('access', {
      id: 'paths',
      header: 'Comes from',
      cell: (info) => {
        const a = info.getValue()
        if (!a) return quiet('No role reaches them here')
        return (
          <ul>
            {a.paths.map((g) => (
              <li key={`${g.source}-${g.groupId ?? 'direct'}`}>{describeGrant(g, groupName)}</li>
            ))}
          </ul>
        )
      },
    }),
  ]
  const table = useTable({ data: rows, columns, getRowId: (r) => r.project ?? 'silo' })

  return (
    <>
      <PageHeader
        title="Effective access"
        description="The role that applies to a user at the silo and in each project you can see: the strongest of their own roles, their groups’ roles and the silo’s."
        docs="access"
      />
      <div className="mb-4 flex max-w-sm flex-col gap-1 text-[13px]">
        <label htmlFor={pickerId} className="font-medium">
          User
        </label>
        <select
          id={pickerId}
          className="rounded-md border border-line-strong bg-raised px-2 py-1.5"
          value={userId}
          onChange={(e) => navigate(pb.siloAccessEffective({ user: e.target.value }), { replace: true })}
        >
          {!user && <option value={userId}>{userId}</option>}
          {[...users]
            .sort((a, b) => a.displayName.localeCompare(b.displayName))
            .map((u) => (
              <option key={u.id} value={u.id}>
                {u.displayName}
                {u.id === me.id ? ' (you)' : ''}
              </option>
            ))}
        </select>
      </div>
      <p className="mb-4 text-[13px] text-ink-muted">
        Groups of {user?.displayName ?? userId}: {groupIds.length ? groupIds.map(groupName).sort().join(', ') : 'none'}
      </p>
      <Table table={table} label={`Effective access of ${user?.displayName ?? userId}`} />
    </>
  )
}
