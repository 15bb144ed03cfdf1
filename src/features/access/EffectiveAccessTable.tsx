// One user's access across the silo, as a table: the role that applies at the silo and in
// each project the viewer can see, and every path that gives it (SPEC section 6: the
// strongest role wins). The effective-access page and a user's page show it; a group's page
// shows what the group gives its members.
// No import of the session module here: lazily loaded pages share this (scripts/check-entry.mjs).
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { useWholeList } from '~/api/useWholeList'
import { allProjectsQuery, meQuery } from '~/api/queries'
import { effectiveAccess, grantsIn, type Grant, type Policy, type RoleSource } from '~/api/roles'
import type { LoaderFunctionArgs } from 'react-router'
import { userQuery } from '~/features/users/queries'
import { routeParams } from '~/params'
import { pb } from '~/paths'
import { reading } from '~/routing'
import { quiet } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { ROW_CALLS_IN_FLIGHT, RowQueryCell, TryAgain } from '~/table/rowQuery'
import { CellLink, Table, useTable } from '~/ui/Table'
import { describeGrant } from './describe'
import { loadGroupsNamedIn, useGroupsHolding } from './memberships'
import { groupsPageQuery, useGroupNames } from './names'
import type { Role } from './policyEdit'
import { projectPolicyQuery, siloPolicyQuery } from './queries'
import { useLocalPages } from '~/table/localPages'
import { RestOfList } from '~/table/RestOfList'

const ensure = queryClient.ensureQueryData.bind(queryClient)

/**
 * Loads what the table reads: the policies of the silo and of the first projects, about a
 * screen of rows (a project further down reads its policy once its row is seen,
 * ~/table/rowQuery, so a silo of a thousand projects does not send a thousand calls), and for a
 * user's table the members of the groups those policies name, and the names of the silo's
 * first groups. Only the named groups: a silo of 300 groups read every one's members before a
 * user's page showed (~16 s over HTTP/1.1 with the Node mock's delay). A group's table reads
 * only the group's own assignments. The projects' policies leave as soon as the projects are known.
 * A user's page (`userId`) reads no group's members for a user of another silo: this silo's
 * groups hold none of them, and the page shows them no roles (up to 64 reads a policy, for nothing).
 */
export async function loadEffectiveAccess(of: 'user' | 'group', userId?: string) {
  // the page's own reads of the user and the signed-in user, which leave beside the policies
  const inThisSilo =
    of === 'user' && userId
      ? Promise.all([ensure(userQuery({ userId })), ensure(meQuery)]).then(
          ([user, me]) => user.siloId === me.siloId,
          // the page fails on its own read of the user; its roles' reads go on as before
          () => true,
        )
      : Promise.resolve(of === 'user')
  const named = async (policy: Policy<string>) => {
    if (await inThisSilo) await loadGroupsNamedIn(policy)
  }
  const projectPolicies = ensure(allProjectsQuery).then((projects) =>
    Promise.all(
      projects.items.slice(0, ROW_CALLS_IN_FLIGHT).map((p) => ensure(projectPolicyQuery(p.name)).then(named)),
    ),
  )
  await Promise.all([
    projectPolicies,
    ensure(siloPolicyQuery).then(named),
    of === 'user' && queryClient.prefetchQuery(groupsPageQuery),
  ])
}

/**
 * `loadEffectiveAccess` as a route's loader, declaring the reads that leave at once: a link's
 * page read ahead, a first visit's calls from the page's head (~/firstCalls).
 */
export const effectiveAccessLoader = (of: 'user' | 'group') =>
  reading(
    async ({ params }: LoaderFunctionArgs) => {
      // a user's page names its user; the group's page no user
      await loadEffectiveAccess(of, of === 'user' ? routeParams(params).userId : undefined)
      return null
    },
    () => [allProjectsQuery, siloPolicyQuery, ...(of === 'user' ? [groupsPageQuery] : [])],
  )

type Named = { id: string; displayName: string }
/** Whose access the table shows: a user's, or what a group gives its members. */
type Subject = { userId: string } | { group: Named }

/** What of a policy reaches the subject, once what that depends on is read. */
type Reach = { grants: Grant<Role>[] } | { pending: true } | { failed: true; retry: () => void }

const NO_POLICY: Policy<Role> = { roleAssignments: [] }

/** The grants of `policy` that reach the subject: a user's own and those of the groups holding them. */
function useReach(subject: Subject, policy: Policy<Role>, source: RoleSource): Reach {
  const userId = 'userId' in subject ? subject.userId : ''
  const holding = useGroupsHolding(userId, 'userId' in subject ? policy : NO_POLICY)
  // a group's own assignments only: no user has an empty id
  if ('group' in subject) return { grants: grantsIn(policy, source, '', [subject.group.id]) }
  return 'ids' in holding ? { grants: grantsIn(policy, source, userId, holding.ids) } : holding
}

/** The names of the groups `grants` come through. */
function useGrantNames(subject: Subject, grants: Grant<Role>[]) {
  const name = useGroupNames(
    grants.flatMap((g) => g.groupId ?? []),
    'userId' in subject,
  )
  return 'group' in subject ? (id: string) => (id === subject.group.id ? subject.group.displayName : id) : name
}

type Access = ReturnType<typeof effectiveAccess<Role>>
type Show = (access: Access, groupName: (id: string) => string) => ReactNode

/** A row's access from what reaches the subject there (and, for a project, from the silo above it). */
function AccessCell({ subject, reach, show }: { subject: Subject; reach: Reach; show: Show }) {
  const name = useGrantNames(subject, 'grants' in reach ? reach.grants : [])
  if ('pending' in reach) return quiet('…')
  if ('failed' in reach) return <TryAgain onClick={reach.retry}>{quiet('Could not read')}</TryAgain>
  return show(effectiveAccess(reach.grants), name)
}

/** A project's row, once its policy is in: what it gives here, and what the silo's gives. */
function ProjectCell({
  subject,
  policy,
  silo,
  show,
}: {
  subject: Subject
  policy: Policy<Role>
  silo: Reach
  show: Show
}) {
  const here = useReach(subject, policy, 'here')
  const both: Reach =
    'grants' in here && 'grants' in silo ? { grants: [...here.grants, ...silo.grants] } : 'grants' in here ? silo : here
  return <AccessCell subject={subject} reach={both} show={show} />
}

/** The table for a user: what reaches them, directly and through their groups. */
export const UserAccessTable = ({ label, userId }: { label: string; userId: string }) => (
  <AccessTable label={label} subject={{ userId }} />
)

/** The table for a group: what it gives its members at the silo and in each project. */
export const GroupAccessTable = ({ label, group }: { label: string; group: Named }) => (
  <AccessTable label={label} subject={{ group }} />
)

/** The silo's row heads the table; a project's row reads its policy for it once seen. */
type Row = { scope: string; project?: string }
const col = createColumnHelper<Row>()

function AccessTable({ label, subject }: { label: string; subject: Subject }) {
  // the loader read the first page; a silo past 1,000 projects shows the rest once read
  const projects = useWholeList('projectList', {})
  const silo = usePrefetchedQuery(siloPolicyQuery).data
  const siloReach = useReach(subject, silo, 'silo')
  // at the silo's own row its grants are its own
  const atSilo: Reach =
    'grants' in siloReach ? { grants: siloReach.grants.map((g): Grant<Role> => ({ ...g, source: 'here' })) } : siloReach
  const projectRows: Row[] = (projects.items ?? []).map((p) => ({ scope: p.name, project: p.name }))
  /** A row's access: the silo's at once, a project's from its policy, read once the row is seen. */
  const accessCell = (row: Row, show: Show) =>
    row.project === undefined ? (
      <AccessCell subject={subject} reach={atSilo} show={show} />
    ) : (
      <RowQueryCell query={projectPolicyQuery(row.project)} pending={quiet('…')} failed={quiet('Could not read')}>
        {(policy) => <ProjectCell subject={subject} policy={policy} silo={siloReach} show={show} />}
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
        accessCell(row.original, (a, groupName) =>
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
  const table = useTable({ data: [{ scope: 'Silo' }, ...shown], columns, getRowId: (r) => r.project ?? 'silo' })
  return (
    <>
      <Table table={table} label={label} />
      {pager}
      <RestOfList list={projects} what="silo's projects" />
    </>
  )
}
