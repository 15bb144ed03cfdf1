import type { UseQueryOptions } from '@tanstack/react-query'
import { apiq } from '~/api/client'
import type { Policy } from '~/api/roles'
import type { AccessScope } from './policyEdit'
import { apiqEveryPage } from '~/api/everyPage'
import { apiqAll } from '~/api/queries'

export const siloPolicyQuery = apiq('policyView', {})
/** The fleet's roles; readable by fleet viewers only. */
export const systemPolicyQuery = apiq('systemPolicyView', {})
export const projectPolicyQuery = (project: string) => apiq('projectPolicyView', { path: { project } })
/** The members of a group, every page: who a group's role reaches. */
export const groupMembersQuery = (group: string) => apiqEveryPage('userList', { query: { group } })
/** The first page (1,000) of a group's members; a read of every page goes on from it when fresh. */
export const groupMembersPageQuery = (group: string) => apiqAll('userList', { query: { group } })

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
