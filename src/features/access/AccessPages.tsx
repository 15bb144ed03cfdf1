import { type ReactNode } from 'react'
import { Link } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import { groupsQuery, usersQuery } from '~/api/queries'
import {
  effectiveAccess,
  grantsIn,
  roleRows,
  type Grant,
  type MappedGrant,
  type Policy,
  type RoleRow,
} from '~/api/roles'
import { meQuery, myGroupsQuery } from '~/api/session'
import { confirmThenRun, strong } from '~/actions'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { GuardedButton } from '~/ui/GuardedButton'
import type { MenuItem } from '~/ui/Menu'
import { PageHeader } from '~/ui/PageHeader'
import { AccessTable, identityKind, identityName } from './AccessTable'
import { describeGrant } from './describe'
import { explainRefusal, useFleetAccess } from './permissions'
import { changePolicy, policyCalls, POLICY_QUERIES, type AccessScope, type Role } from './policyEdit'
import { policyQueryOf, projectPolicyQuery, siloPolicyQuery, systemPolicyQuery } from './queries'
import { lazyPart, splitModule } from '~/ui/splitModule'

// the forms load when one is opened, not with the page
const forms = splitModule(() => import('./RoleForms'))
const AddRoleModal = lazyPart(forms, 'AddRoleModal')
const ChangeRoleModal = lazyPart(forms, 'ChangeRoleModal')

/** The signed-in user's id and groups: what their own role here is worked out from. */
function useMe() {
  const me = usePrefetchedQuery(meQuery).data
  const groups = usePrefetchedQuery(myGroupsQuery).data.items
  return {
    id: me.id,
    siloName: me.siloName,
    groups,
    groupIds: groups.map((g) => g.id),
    groupName: (id: string) => groupNameIn(groups, id),
  }
}

const groupNameIn = (groups: { id: string; displayName: string }[], id: string) =>
  groups.find((g) => g.id === id)?.displayName ?? id

/**
 * The role that applies to the user at a scope and every path that gives it: null for none,
 * undefined while it is being learned.
 */
type MyAccess = { roleName: string; paths: (Grant<string> | MappedGrant<string>)[] } | null | undefined

/** "Your role here": the strongest role the user holds and every path that gives it. */
function YourAccess({ access, groupName }: { access: MyAccess; groupName: (id: string) => string }) {
  return (
    <section aria-label="Your access" className="mb-4 rounded-md border border-line bg-raised p-3 text-[13px]">
      {access === undefined ? (
        <span className="text-ink-muted">Finding your role here…</span>
      ) : access ? (
        <>
          Your role here: <Badge color={access.roleName === 'admin' ? 'accent' : 'default'}>{access.roleName}</Badge>{' '}
          <span className="text-ink-muted">({access.paths.map((g) => describeGrant(g, groupName)).join('; ')})</span>
        </>
      ) : (
        <span className="text-ink-muted">You have no role here.</span>
      )}
    </section>
  )
}

/** What still gives a role once this assignment is gone. */
const otherSources = (scope: AccessScope) =>
  scope.kind === 'fleet' ? "a group or their silo's fleet role mapping" : 'a group or the silo'

function removeRole(scope: AccessScope, row: RoleRow<Role>, scopeText: string) {
  const name = identityName(row)
  const edit = { kind: 'remove', identityId: row.id } as const
  // the policy as the page shows it, for the request the removal will send
  const policy = queryClient.getQueryData<Policy>(policyQueryOf(scope).queryKey)
  confirmThenRun({
    title: 'Remove role',
    content: (
      <>
        Remove the {row.roleName} role of {identityKind(row)} {strong(name)} on {scopeText}? A role they hold through{' '}
        {otherSources(scope)} stays.
      </>
    ),
    actionLabel: 'Remove',
    danger: true,
    call: () => changePolicy(scope, edit),
    shows: policy && policyCalls(scope, edit, policy),
    success: 'Role removed',
    failure: 'Could not remove role',
    subject: name,
    refresh: POLICY_QUERIES,
  })
}

/** The page both scopes share: header, add button, the user's own access, the table. */
function AccessView({
  scope,
  title,
  intro,
  rows,
  mine,
  readOnly,
  scopeText,
}: {
  scope: AccessScope
  title: string
  intro: ReactNode
  rows: RoleRow<Role>[]
  mine: MyAccess
  /** why the user may not change this policy, or undefined when they may */
  readOnly: string | undefined
  scopeText: string
}) {
  const { groupName } = useMe()
  const actions = (row: RoleRow<Role>): MenuItem[] => {
    const why =
      row.source === 'silo' ? 'Assigned on the silo: change it on the silo’s access page' : (readOnly ?? undefined)
    return [
      {
        label: 'Change role',
        disabledReason: why,
        onSelect: () => openDialog((close) => <ChangeRoleModal scope={scope} row={row} onDismiss={close} />),
      },
      { label: 'Remove role', danger: true, disabledReason: why, onSelect: () => removeRole(scope, row, scopeText) },
    ]
  }
  return (
    <>
      <PageHeader
        title={title}
        description={intro}
        docs="access"
        actions={
          <>
            {/* what one user holds across the silo and its projects: nothing to do with fleet roles */}
            {scope.kind !== 'fleet' && (
              <Link to={pb.siloAccessEffective()} className={buttonClass('secondary')}>
                Effective access
              </Link>
            )}
            <GuardedButton
              reason={readOnly}
              onClick={() => openDialog((close) => <AddRoleModal scope={scope} onDismiss={close} />)}
            >
              Add role
            </GuardedButton>
          </>
        }
      />
      <YourAccess access={mine} groupName={groupName} />
      {readOnly && <p className="mb-4 text-[13px] text-ink-muted">Read only. {readOnly}</p>}
      <AccessTable label={`${title.replace(' access', '')} role assignments`} rows={rows} actions={actions} />
    </>
  )
}

// names are resolved against every user and group of the silo; the user's own groups say
// what they may do here
export const siloAccessLoader = loadQueries(() => [usersQuery, groupsQuery, siloPolicyQuery, meQuery, myGroupsQuery])

export function SiloAccessPage() {
  const policy = usePrefetchedQuery(siloPolicyQuery).data
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const me = useMe()
  const mine = effectiveAccess(grantsIn(policy, 'here', me.id, me.groupIds)) ?? null
  return (
    <AccessView
      scope={{ kind: 'silo' }}
      title="Silo access"
      scopeText="the silo"
      intro="Roles on the silo apply to every project in it."
      rows={roleRows(policy, 'here', users, groups)}
      mine={mine}
      readOnly={explainRefusal(
        mine,
        { what: 'change roles', needed: 'admin', scope: { kind: 'silo', name: me.siloName } },
        me.groups,
      )}
    />
  )
}

export const projectAccessLoader = loadQueries(({ project }) => [
  usersQuery,
  groupsQuery,
  siloPolicyQuery,
  projectPolicyQuery(project),
  meQuery,
  myGroupsQuery,
])

export function ProjectAccessPage() {
  const { project } = useRouteParams()
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const silo = usePrefetchedQuery(siloPolicyQuery).data
  const own = usePrefetchedQuery(projectPolicyQuery(project)).data
  const me = useMe()
  const mine =
    effectiveAccess([...grantsIn(own, 'here', me.id, me.groupIds), ...grantsIn(silo, 'silo', me.id, me.groupIds)]) ??
    null
  return (
    <AccessView
      scope={{ kind: 'project', project }}
      title="Project access"
      scopeText={`project ${project}`}
      intro={
        <>
          Who can work in <span className="text-ink">{project}</span>: roles on this project and roles inherited from
          the silo.
        </>
      }
      rows={[...roleRows(own, 'here', users, groups), ...roleRows(silo, 'silo', users, groups)]}
      mine={mine}
      readOnly={explainRefusal(
        mine,
        { what: 'change roles', needed: 'admin', scope: { kind: 'project', name: project } },
        me.groups,
      )}
    />
  )
}

// The fleet's page lives here, not under system/, so that every access page stays one module
// (see routes.tsx: loaded apart, they split the entry chunk).
export const fleetAccessLoader = loadQueries(() => [usersQuery, groupsQuery, systemPolicyQuery, meQuery, myGroupsQuery])

/**
 * The fleet's roles. The user's own counts what their silo maps their silo role to as well,
 * as the API does: an operator may hold the fleet's admin role with no assignment here.
 */
export function FleetAccessPage() {
  const policy = usePrefetchedQuery(systemPolicyQuery).data
  const users = usePrefetchedQuery(usersQuery).data.items
  const groups = usePrefetchedQuery(groupsQuery).data.items
  const fleet = useFleetAccess()
  return (
    <AccessView
      scope={{ kind: 'fleet' }}
      title="Fleet access"
      scopeText="the fleet"
      intro="Fleet roles let operators see and manage every silo, IP pool and piece of hardware. Names are shown for your own silo's users and groups, ids for the others'. A silo may also give fleet roles to its own admins or viewers (its fleet role mapping)."
      rows={roleRows(policy, 'here', users, groups)}
      mine={fleet?.access}
      readOnly={
        fleet &&
        explainRefusal(fleet.access, { what: 'change roles', needed: 'admin', scope: { kind: 'fleet' } }, fleet.groups)
      }
    />
  )
}

export { EffectiveAccessPage, effectiveAccessLoader } from './EffectiveAccessPage'
