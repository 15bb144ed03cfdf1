// Who is in which group. The API answers a group's members (`userList?group=`) and the signed-in
// user's own groups, never another user's: a user's groups are the groups whose members hold
// them. The users list, a group's members and a user's page name each user's groups, so they
// read every group's members, in the background queue (~/api/background), and show what is
// found as it comes. A user's role needs only the groups its policies name (`useGroupsHolding`).
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Group } from '~/api/__generated__/Api'
import { inTenths, readApart } from '~/api/background'
import { queryClient } from '~/api/client'
import { groupsQuery } from '~/api/everyPage'
import type { Policy } from '~/api/roles'
import { groupMembersQuery } from './queries'

/** A group's members, read in the background queue or as one of the page's own calls. */
const membersQuery = (groupId: string, background: boolean) => readApart(groupMembersQuery(groupId), background)
const membersInBackground = (groupId: string) => membersQuery(groupId, true)

/**
 * For a list's loader: the silo's groups, which its page waits for no more than for their
 * members. The members are read once the page observes them (`useMemberships`): a read a loader
 * starts is observed by no one if the page is left before it shows, and would go on after it.
 */
export function prefetchGroups() {
  void queryClient.prefetchQuery(groupsQuery)
}

export type Memberships = {
  groups: Group[]
  /** the groups found so far to hold the user: all of them once `status` is 'ready' */
  groupsOf: (userId: string) => Group[]
  /** how many of `groups` have had their members read so far, as `groupsOf` counts them */
  read: number
  /** 'failed' once every read has answered and one failed (the groups', or a group's members') */
  status: 'pending' | 'ready' | 'failed'
  /** reads again what failed */
  retry: () => void
}

type MembersRead = UseQueryResult<{ items: { id: string }[] }>
const settled = (r: MembersRead) => r.data !== undefined || r.isError

/**
 * The members' reads as the page draws them: each group's member ids (null where its read
 * failed), for the groups read so far, counted in steps of a tenth of them. Each answer drew the
 * whole list again (300 groups: ~7 s of the page's thread, test bundle); the queue answers them
 * in order, and the page is drawn again only when the result changes (it is compared by value).
 */
function membersShown(reads: MembersRead[]) {
  let read = 0
  while (read < reads.length && settled(reads[read])) read++
  const shown = inTenths(read, reads.length)
  return {
    members: reads.slice(0, shown).map((r) => r.data?.items.map((m) => m.id) ?? null),
    done: read === reads.length,
  }
}

/**
 * The silo's groups, and which of them each user is in, as far as read. `enabled: false` reads
 * nothing and names no group (a page about a user of another silo, whose groups these are not).
 */
export function useMemberships({ enabled = true }: { enabled?: boolean } = {}): Memberships {
  const listed = useQuery({ ...groupsQuery, enabled })
  // not what the cache holds from another page either
  const groups = enabled ? (listed.data?.items ?? []) : []
  const { members, done } = useQueries({
    queries: groups.map((g) => membersInBackground(g.id)),
    combine: membersShown,
  })
  // what was read stays shown when a later read fails
  const failed = listed.isError || members.includes(null)
  const status =
    listed.data && done ? (failed ? 'failed' : 'ready') : listed.isError && !listed.data ? 'failed' : 'pending'
  const groupsOf = (userId: string) => groups.filter((_, i) => members[i]?.includes(userId))
  const retry = () => {
    if (listed.isError) void listed.refetch()
    groups.forEach((g, i) => {
      const { queryKey } = membersInBackground(g.id)
      if (members[i] === null) void queryClient.refetchQueries({ queryKey, exact: true })
    })
  }
  return { groups, groupsOf, read: members.length, status, retry }
}

/** The groups a policy gives a role to. */
const groupsNamedIn = (policy: Policy<string>) =>
  policy.roleAssignments.filter((a) => a.identityType === 'silo_group').map((a) => a.identityId)

/** For a loader: the members of each group `policy` names, which a user's role there depends on. */
export const loadGroupsNamedIn = (policy: Policy<string>) =>
  Promise.all(groupsNamedIn(policy).map((id) => queryClient.prefetchQuery(membersQuery(id, false))))

type Holding = { ids: string[] } | { pending: true } | { failed: true; retry: () => void }

/**
 * Which of the groups `policy` names hold `userId`: a policy names at most 64, each one's
 * members read at once, as the page's own calls (the role shown waits on them).
 */
export function useGroupsHolding(userId: string, policy: Policy<string>): Holding {
  const ids = groupsNamedIn(policy)
  const reads = useQueries({ queries: ids.map((id) => membersQuery(id, false)) })
  if (reads.some((r) => r.isError && !r.data))
    return { failed: true, retry: () => reads.forEach((r) => r.isError && void r.refetch()) }
  if (reads.some((r) => !r.data)) return { pending: true }
  return { ids: ids.filter((_, i) => reads[i].data!.items.some((m) => m.id === userId)) }
}
