// Naming the users and groups a policy holds without reading the whole directory (issue 16: a
// page's cost stays flat as the silo grows). One call each for the first page of the silo's
// users and of its groups names every identity of a silo with up to 1,000 of each; where a list
// goes on past its first page, an id it does not hold is read on its own. A policy holds at most
// 64 assignments, so a page makes at most that many such reads, all in one round trip, where
// reading every page of 10,000 users took ten round trips one after the other. An id no list
// holds and no read finds (its identity is gone: the API keeps any id it was given) is shown as
// it is, as before.
import { useQueries, useQuery } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router'
import type { Group, User } from '~/api/__generated__/Api'
import { queryClient } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { groupsQuery, usersQuery } from '~/api/everyPage'
import { useWholeList } from '~/api/useWholeList'
import type { Policy } from '~/api/roles'
import { groupQuery, userQuery } from '~/features/users/queries'
import { routeParams, type RouteParams } from '~/params'
import { loadQueries, reading, readsOf, type AnyQuery } from '~/routing'

type Named = Pick<User | Group, 'id' | 'displayName'>
type FirstPage = { items: Named[]; nextPage?: string | null }

/** The first page (1,000) of the silo's users, and of its groups. */
const usersPageQuery = apiqAll('userList', {})
export const groupsPageQuery = apiqAll('groupList', {})

const ownRead = ({ identityType, identityId }: Policy<string>['roleAssignments'][number]) =>
  identityType === 'silo_group' ? groupQuery({ groupId: identityId }) : userQuery({ userId: identityId })

/** The reads of the identities `policies` hold that a list's first page leaves out while it has more. */
export function ownReads(policies: Policy<string>[], users?: FirstPage, groups?: FirstPage): AnyQuery[] {
  const held = new Set([...(users?.items ?? []), ...(groups?.items ?? [])].map((i) => i.id))
  const asked = new Set<string>()
  return policies
    .flatMap((p) => p.roleAssignments)
    .filter((a) => {
      const list = a.identityType === 'silo_group' ? groups : users
      if (!list?.nextPage || held.has(a.identityId) || asked.has(a.identityId)) return false
      asked.add(a.identityId)
      return true
    })
    .map(ownRead)
}

/** The users and groups that name the rows of `policies`, as far as they are known (`roleRows`' lists). */
export function usePolicyNames(policies: Policy<string>[]): { users: Named[]; groups: Named[] } {
  const users = useQuery(usersPageQuery).data
  const groups = useQuery(groupsPageQuery).data
  const own = useQueries({ queries: ownReads(policies, users, groups) })
  // a gone identity's 404 leaves its row named by its id
  const found = own.flatMap((read) => (read.data ? [read.data as Named] : []))
  return { users: [...(users?.items ?? []), ...found], groups: groups?.items ?? [] }
}

/**
 * Names for the groups `ids` (those a user's roles come through): from the groups' first page,
 * and where the list goes on past it, each one it leaves out read on its own.
 */
export function useGroupNames(ids: string[], enabled = true) {
  const page = useQuery({ ...groupsPageQuery, enabled }).data
  const missing = page?.nextPage ? [...new Set(ids)].filter((id) => !page.items.some((g) => g.id === id)) : []
  const own = useQueries({ queries: missing.map((groupId) => groupQuery({ groupId })) })
  const named = [...(page?.items ?? []), ...own.flatMap((read) => (read.data ? [read.data] : []))]
  return (id: string) => named.find((g) => g.id === id)?.displayName ?? id
}

// A list whose first page is all of it is the whole list too: the add form's choices (every
// user and group, RoleForms) open ready, as when these pages read every page themselves.
function keepAsWhole(page: FirstPage | undefined, whole: { queryKey: readonly unknown[] }) {
  if (page && !page.nextPage && queryClient.getQueryData(whole.queryKey) === undefined) {
    queryClient.setQueryData(whole.queryKey, { items: page.items, nextPage: null })
  }
}

/**
 * An access page's loader: its policies, the lists' first pages and `others` together, then the
 * reads of what those pages leave unnamed (none in a silo of up to 1,000 users and groups).
 */
export function loadPolicyNames(policies: (p: RouteParams) => AnyQuery[], others: AnyQuery[]) {
  const first = loadQueries((p) => [...policies(p), usersPageQuery, groupsPageQuery, ...others])
  const loader = async (args: LoaderFunctionArgs) => {
    await first(args)
    const read = <T>(query: AnyQuery) => queryClient.getQueryData<T>(query.queryKey)
    const users = read<FirstPage>(usersPageQuery)
    const groups = read<FirstPage>(groupsPageQuery)
    keepAsWhole(users, usersQuery)
    keepAsWhole(groups, groupsQuery)
    const held = policies(routeParams(args.params)).flatMap((q) => read<Policy<string>>(q) ?? [])
    // a read that fails leaves its row named by its id: never the page's failure
    await Promise.all(ownReads(held, users, groups).map((q) => queryClient.prefetchQuery(q)))
    return null
  }
  return reading(loader, readsOf(first)!)
}

/**
 * What a picker of users (the effective-access page's) needs before its page shows: the list's
 * first page, and the chosen user's own read where that page does not hold them. The rest of a
 * longer list is read in the background; `useUserChoices` offers it once it is in.
 */
export async function loadUserChoices(chosen: string | null) {
  const first = await queryClient.ensureQueryData(usersPageQuery)
  keepAsWhole(first, usersQuery)
  if (!first.nextPage) return
  void queryClient.prefetchQuery(usersQuery)
  if (chosen && !first.items.some((u) => u.id === chosen))
    await queryClient.prefetchQuery(userQuery({ userId: chosen }))
}

/**
 * The users to choose from (every one once read, the first page until then) and the chosen one,
 * when known: from the choices, as `me` (the signed-in user, whom the session knows), or read.
 */
export function useUserChoices(chosen: string, me: Named) {
  const users = useWholeList('userList', {})
  const choices = users.items ?? []
  const held = choices.find((u) => u.id === chosen) ?? (chosen === me.id ? me : undefined)
  // a user past the first page, or none the silo has (an id typed into the address: 404)
  const own = useQuery({ ...userQuery({ userId: chosen }), enabled: !held && users.more })
  return { choices, user: held ?? own.data }
}
