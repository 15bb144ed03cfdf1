import type { UseQueryOptions } from '@tanstack/react-query'
import { apiq, queryClient } from '~/api/client'
import type { Policy } from '~/api/roles'
import type { AccessScope } from './policyEdit'
import { apiqEveryPage, groupsQuery } from '~/api/everyPage'

export const siloPolicyQuery = apiq('policyView', {})
/** The fleet's roles; readable by fleet viewers only. */
export const systemPolicyQuery = apiq('systemPolicyView', {})
export const projectPolicyQuery = (project: string) => apiq('projectPolicyView', { path: { project } })
/** The members of a group, every page: who a group's role reaches. */
export const groupMembersQuery = (group: string) => apiqEveryPage('userList', { query: { group } })

/** Loads the silo's groups and every group's members: who is in which group. */
export async function loadMemberships() {
  const groups = await queryClient.ensureQueryData(groupsQuery)
  await Promise.all(groups.items.map((g) => queryClient.ensureQueryData(groupMembersQuery(g.id))))
}

/** The policy of a scope; the three have the same shape, only their role enums are named apart. */
export function policyQueryOf(scope: AccessScope) {
  const query =
    scope.kind === 'fleet'
      ? systemPolicyQuery
      : scope.kind === 'silo'
        ? siloPolicyQuery
        : projectPolicyQuery(scope.project)
  return query as unknown as UseQueryOptions<Policy> & { queryKey: readonly unknown[] }
}
