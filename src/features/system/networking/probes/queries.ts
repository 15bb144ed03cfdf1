// Queries the probe screens read, each defined once so loaders and components share cache
// keys, and whether the user may do more than list a project's probes.
import { useQuery } from '@tanstack/react-query'
import { apiq, apiqErrorsAllowed } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { effectiveRole, strongestRole } from '~/api/roleRank'
import type { RouteParams } from '~/params'

/** The rack's sleds: a probe runs on one, and the list names them by serial. */
export const allSledsQuery = apiqAll('sledList', {})

export const probeQuery = ({ project, probe }: Pick<RouteParams, 'project' | 'probe'>) =>
  apiq('probeView', { path: { probe }, query: { project } })

// Not `~/api/session`'s queries: a lazily loaded page importing that entry module splits the
// entry chunk (rolldown#10731). The same keys, so the answers the shell has are reused.
const meQuery = apiq('currentUserView', {})
const myGroupsQuery = apiq('currentUserGroups', {})
/** the silo's policy, which a user without a silo role may not read */
const siloPolicyQuery = apiqErrorsAllowed('policyView', {})
const projectPolicyQuery = (project: string) => apiqErrorsAllowed('projectPolicyView', { path: { project } })

const NOT_COLLABORATOR = 'Only collaborators of this project can view, create and delete its probes'

/**
 * Why the user may not view, create or delete the project's probes (the API asks for a
 * project collaborator; a viewer may only list them), or undefined when they may. The role
 * is the stronger of the user's (and their groups') on the project and on the silo. While it
 * is still being learned the controls stay usable: the API refuses anyway.
 */
export function useNotCollaborator(project: string): string | undefined {
  const me = useQuery(meQuery).data
  const groups = useQuery(myGroupsQuery).data
  const silo = useQuery(siloPolicyQuery).data
  const own = useQuery(projectPolicyQuery(project)).data
  if (!me || !groups || !silo || !own) return undefined
  const ids = [me.id, ...groups.items.map((g) => g.id)]
  const roles = [silo, own].flatMap((p) => (p.type === 'success' ? [effectiveRole(p.data, ids)] : []))
  const role = strongestRole(roles.filter((r) => r !== undefined))
  return role === 'admin' || role === 'collaborator' ? undefined : NOT_COLLABORATOR
}
