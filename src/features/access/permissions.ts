// Why the signed-in user may not do something, in words (issue 15, permission explainers):
// the role it needs at that scope (a project, the silo, the fleet), the role the user holds
// there, and where that role comes from (given to them, through a group, inherited from the
// silo, mapped from their silo role). Read from the same policies the access pages show, so
// the explanation and the access page always agree.
//
// The rule for refused controls, at every scope:
// - A control the user's role refuses stays in place, disabled, with this explanation (the
//   ListPage `refusal`, GuardedButton, a menu item's `disabledReason`): the user sees what
//   exists and what to ask for, instead of trying and failing.
// - It is hidden only where no role the silo can give would ever allow it: fleet-only controls
//   never show to a user who is not a fleet viewer, because the /system pages that hold them do
//   not open for that user at all. Within a silo every refusal can be lifted by an admin, so
//   nothing there is hidden for want of a role.
// - While the roles are still being learned, or a policy cannot be read, controls stay usable:
//   the API decides then, and says why itself.
import { useQuery } from '@tanstack/react-query'
import type { Group } from '~/api/__generated__/Api'
import {
  fleetPolicyQuery,
  meQuery,
  myGroupsQuery,
  projectPolicyReadQuery,
  siloPolicyReadQuery,
  siloViewQuery,
} from '~/api/queries'
import { effectiveAccess, grantsIn, type Grant, type MappedGrant } from '~/api/roles'
import { effectiveRole, strongestRole, type RoleName } from '~/api/roleRank'

// The session's queries from ~/api/queries, not ~/api/session: a lazily loaded page importing
// that entry module splits the entry chunk (rolldown#10731; checked again with vite 8.3.8 and
// rolldown 1.2.19: the entry splits in two and /projects loads 2.2 KB more). The answers the
// shell has are reused (the project layout's loader starts them: src/features/projects/routes.tsx).

/** Where a refused action is done. */
export type Scope = { kind: 'project'; name: string } | { kind: 'silo'; name: string } | { kind: 'fleet' }

/** One way the user holds a role: an assignment (`Grant`), or, at fleet scope, one their silo maps to. */
type RolePath = Grant | MappedGrant

/** The role that applies to the user at a scope and every path that gives it; null for none. */
export type Access = { roleName: RoleName; paths: RolePath[] } | null

const suffices = (held: RoleName, needed: RoleName) => strongestRole([held, needed]) === held

function describePath(path: RolePath, groups: Group[]) {
  if (path.source === 'mapped') return `mapped from your ${path.siloRole} role on your silo`
  const group = path.groupId && (groups.find((g) => g.id === path.groupId)?.displayName ?? path.groupId)
  if (path.source === 'here') return group ? `through group ${group}` : 'given to you directly'
  return group ? `inherited from group ${group} on the silo` : 'inherited from your role on the silo'
}

const article = (role: string) => (role === 'admin' ? 'an' : 'a')

const scopeName = (scope: Scope) => (scope.kind === 'fleet' ? 'the fleet' : `${scope.kind} ${scope.name}`)

/** What the user holds when nothing reaches them at the scope. */
const NO_ROLE: Record<Scope['kind'], string> = {
  project: 'You have no role on it, nor on the silo.',
  silo: 'You have no role on it.',
  fleet: 'You have no fleet role, neither given nor mapped from your silo role.',
}

/**
 * Why `access` is not enough to `what` ("change disks"), which needs `needed` at `scope`;
 * undefined when it is enough.
 */
export function explainRefusal(
  access: Access,
  { what, needed, scope }: { what: string; needed: RoleName; scope: Scope },
  groups: Group[] = [],
): string | undefined {
  if (access && suffices(access.roleName, needed)) return undefined
  const need = `To ${what} you need the ${needed} role on ${scopeName(scope)}.`
  if (!access) return `${need} ${NO_ROLE[scope.kind]}`
  const from = new Intl.ListFormat('en', { type: 'conjunction' }).format(
    access.paths.map((p) => describePath(p, groups)),
  )
  return `${need} You are ${article(access.roleName)} ${access.roleName} there, ${from}.`
}

/** The user and their groups; undefined while either is being learned. */
function useIdentity() {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  return me && groups ? { me, groups: groups.items, groupIds: groups.items.map((g) => g.id) } : undefined
}

/**
 * The user's role on a project: the strongest of what the project's policy and the silo's
 * give them and their groups. Undefined while it is being learned, or when a policy cannot be
 * read (the API then decides, and says so itself).
 */
function useProjectAccess(project: string): { access: Access; groups: Group[] } | undefined {
  const who = useIdentity()
  const silo = useQuery(siloPolicyReadQuery).data
  const own = useQuery(projectPolicyReadQuery(project)).data
  if (!who || !silo || own?.type !== 'success') return undefined
  const grants = [
    ...grantsIn(own.data, 'here', who.me.id, who.groupIds),
    ...(silo.type === 'success' ? grantsIn(silo.data, 'silo', who.me.id, who.groupIds) : []),
  ]
  return { access: effectiveAccess(grants) ?? null, groups: who.groups }
}

/** Why the user may not `what` in the project (it needs `needed`, collaborator by default). */
export function useProjectRefusal(project: string, what: string, needed: RoleName = 'collaborator') {
  const known = useProjectAccess(project)
  return (
    known && explainRefusal(known.access, { what, needed, scope: { kind: 'project', name: project } }, known.groups)
  )
}

/** Why the user may not `what` in their silo (it needs `needed`, collaborator by default). */
export function useSiloRefusal(what: string, needed: RoleName = 'collaborator') {
  const who = useIdentity()
  const silo = useQuery(siloPolicyReadQuery).data
  if (!who || silo?.type !== 'success') return undefined
  const access = effectiveAccess(grantsIn(silo.data, 'here', who.me.id, who.groupIds)) ?? null
  return explainRefusal(access, { what, needed, scope: { kind: 'silo', name: who.me.siloName } }, who.groups)
}

/**
 * The user's fleet role, as the API counts it: what the fleet policy gives them and their
 * groups, and what their silo maps their silo role to.
 */
export function useFleetAccess(): { access: Access; groups: Group[] } | undefined {
  const who = useIdentity()
  const fleet = useQuery(fleetPolicyQuery).data
  const siloPolicy = useQuery(siloPolicyReadQuery).data
  // the user's silo as soon as the user is known, not once their groups are too
  const siloId = useQuery(meQuery).data?.siloId
  const silo = useQuery({ ...siloViewQuery(siloId ?? ''), enabled: !!siloId })
  if (!who || !fleet || !siloPolicy) return undefined
  const siloRole =
    siloPolicy.type === 'success' ? effectiveRole(siloPolicy.data, [who.me.id, ...who.groupIds]) : undefined
  if (siloRole && silo.isPending) return undefined
  const mapped: RolePath[] = siloRole
    ? (silo.data?.mappedFleetRoles[siloRole] ?? []).map((roleName) => ({ roleName, source: 'mapped', siloRole }))
    : []
  const paths = [...grantsIn(fleet, 'here', who.me.id, who.groupIds), ...mapped]
  const roleName = strongestRole(paths.map((p) => p.roleName))
  const access = roleName ? { roleName, paths: paths.filter((p) => p.roleName === roleName) } : null
  return { access, groups: who.groups }
}

/** Why the user may not `what` on the fleet (it needs `needed`, admin by default). */
export function useFleetRefusal(what: string, needed: RoleName = 'admin') {
  const known = useFleetAccess()
  return known && explainRefusal(known.access, { what, needed, scope: { kind: 'fleet' } }, known.groups)
}
