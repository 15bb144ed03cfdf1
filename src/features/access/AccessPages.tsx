import { type ReactNode } from 'react'
import type { Group } from '~/api/__generated__/Api'
import { Link } from 'react-router'
import { queryClient, usePrefetchedQuery } from '~/api/client'
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
import { confirmRemove, strong } from '~/actions'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { Badge } from '~/ui/Badge'
import { buttonClass } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { DialogButton } from '~/ui/GuardedButton'
import type { MenuItem } from '~/ui/Menu'
import { PageHeader } from '~/ui/PageHeader'
import { AccessTable, identityKind, identityName } from './AccessTable'
import { describeGrant } from './describe'
import { explainRefusal, useFleetAccess, type Access, type Scope } from './permissions'
import { changePolicy, policyCalls, POLICY_QUERIES, type AccessScope, type Role } from './policyEdit'
import { loadPolicyNames, usePolicyNames } from './names'
import { policyQueryOf, projectPolicyQuery, siloPolicyQuery, systemPolicyQuery } from './queries'
import { closes, lazyPart, splitModule } from '~/ui/splitModule'

// the forms load when one is opened, not with the page
const forms = splitModule(() => import('./RoleForms'))
const AddRoleModal = lazyPart(forms, 'AddRoleModal', closes('onDismiss'))
const ChangeRoleModal = lazyPart(forms, 'ChangeRoleModal', closes('onDismiss'))

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

/** What every access page loads besides its policies and the names of their identities: who the user is. */
const ME = [meQuery, myGroupsQuery]

/** A policy's scope as a refusal names it. */
const refusalScope = (scope: AccessScope, siloName: string): Scope =>
  scope.kind === 'project'
    ? { kind: 'project', name: scope.project }
    : scope.kind === 'silo'
      ? { kind: 'silo', name: siloName }
      : { kind: 'fleet' }

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

/** A policy's scope in a sentence: "the silo", "project mock-project". */
const scopeText = (scope: AccessScope) => (scope.kind === 'project' ? `project ${scope.project}` : `the ${scope.kind}`)

function removeRole(scope: AccessScope, row: RoleRow<Role>) {
  const name = identityName(row)
  const edit = { kind: 'remove', identityId: row.id } as const
  // the policy as the page shows it, for the request the removal will send
  const policy = queryClient.getQueryData<Policy>(policyQueryOf(scope).queryKey)
  confirmRemove({
    kind: 'role',
    name,
    content: (
      <>
        Remove the {row.roleName} role of {identityKind(row)} {strong(name)} on {scopeText(scope)}? A role they hold
        through {otherSources(scope)} stays.
      </>
    ),
    call: () => changePolicy(scope, edit),
    shows: policy && policyCalls(scope, edit, policy),
    refresh: POLICY_QUERIES,
  })
}

/** The page both scopes share: header, add button, the user's own access, the table. */
function AccessView({
  scope,
  title,
  intro,
  policy,
  inherited,
  mine,
}: {
  scope: AccessScope
  title: string
  intro: ReactNode
  /** the scope's own policy */
  policy: Policy<Role>
  /** the silo's policy, whose roles reach into a project */
  inherited?: Policy<Role>
  /** the user's own role here and the groups it may come through; undefined while it is being learned */
  mine: { access: Access; groups: Group[] } | undefined
}) {
  const { groupName, siloName } = useMe()
  // why the user may not change this policy (it takes an admin), or undefined when they may
  const readOnly =
    mine &&
    explainRefusal(
      mine.access,
      { what: 'change roles', needed: 'admin', scope: refusalScope(scope, siloName) },
      mine.groups,
    )
  const { users, groups } = usePolicyNames(inherited ? [policy, inherited] : [policy])
  const rows = [
    ...roleRows(policy, 'here', users, groups),
    ...(inherited ? roleRows(inherited, 'silo', users, groups) : []),
  ]
  const actions = (row: RoleRow<Role>): MenuItem[] => {
    const why =
      row.source === 'silo' ? 'Assigned on the silo: change it on the silo’s access page' : (readOnly ?? undefined)
    return [
      {
        label: 'Change role',
        disabledReason: why,
        onSelect: () => openDialog((close) => <ChangeRoleModal scope={scope} row={row} onDismiss={close} />),
      },
      { label: 'Remove role', danger: true, disabledReason: why, onSelect: () => removeRole(scope, row) },
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
            <DialogButton reason={readOnly} dialog={(close) => <AddRoleModal scope={scope} onDismiss={close} />}>
              Add role
            </DialogButton>
          </>
        }
      />
      <YourAccess access={mine?.access} groupName={groupName} />
      {readOnly && <p className="mb-4 text-[13px] text-ink-muted">Read only. {readOnly}</p>}
      <AccessTable label={`${title.replace(' access', '')} role assignments`} rows={rows} actions={actions} />
    </>
  )
}

export const siloAccessLoader = loadPolicyNames(() => [siloPolicyQuery], ME)

export function SiloAccessPage() {
  const policy = usePrefetchedQuery(siloPolicyQuery).data
  const me = useMe()
  const mine = effectiveAccess(grantsIn(policy, 'here', me.id, me.groupIds)) ?? null
  return (
    <AccessView
      scope={{ kind: 'silo' }}
      title="Silo access"
      intro="Roles on the silo apply to every project in it."
      policy={policy}
      mine={{ access: mine, groups: me.groups }}
    />
  )
}

export const projectAccessLoader = loadPolicyNames(({ project }) => [siloPolicyQuery, projectPolicyQuery(project)], ME)

export function ProjectAccessPage() {
  const { project } = useRouteParams()
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
      intro={
        <>
          Who can work in <span className="text-ink">{project}</span>: roles on this project and roles inherited from
          the silo.
        </>
      }
      policy={own}
      inherited={silo}
      mine={{ access: mine, groups: me.groups }}
    />
  )
}

// The fleet's page lives here, not under system/, so that every access page stays one module
// (see routes.tsx: loaded apart, they split the entry chunk).
export const fleetAccessLoader = loadPolicyNames(() => [systemPolicyQuery], ME)

/**
 * The fleet's roles. The user's own counts what their silo maps their silo role to as well,
 * as the API does: an operator may hold the fleet's admin role with no assignment here.
 */
export function FleetAccessPage() {
  const policy = usePrefetchedQuery(systemPolicyQuery).data
  const fleet = useFleetAccess()
  return (
    <AccessView
      scope={{ kind: 'fleet' }}
      title="Fleet access"
      intro="Fleet roles let operators see and manage every silo, IP pool and piece of hardware. Names are shown for your own silo's users and groups; the others' may show as ids. A silo may also give fleet roles to its own admins or viewers (its fleet role mapping)."
      policy={policy}
      mine={fleet}
    />
  )
}

export { EffectiveAccessPage, effectiveAccessLoader } from './EffectiveAccessPage'
