// Naming the audit log's actors without reading every user of every silo (issue 16: a page's
// cost stays flat as the fleet grows). An entry names its actor's silo and user by id. Only
// the silos the loaded entries name are asked for their users, by the id an entry holds (so
// not after the silos' list, which names the silos), the first page (1,000) of each in one
// call, all at once; a silo with more users than that has the ids its first page leaves out
// read on their own, in one more round trip, or, when more of them are missing than such a
// round trip should hold, its whole list read (going on from that first page). An id no read
// finds (a user since deleted) is shown by its short id, as before. The silos are named from
// the first page (1,000) of the fleet's, and a silo an entry names past it is read on its own
// the same way.
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AuditLogEntry, User } from '~/api/__generated__/Api'
import type { AnyQuery } from '~/routing'
import type { ActorNames } from './entries'
import { silosQuery } from '~/api/everyPage'
import { siloViewQuery } from '~/api/queries'
import { allSilosQuery } from '~/features/system/ip-pools/queries'
import { actorsBySilo, siloUserQuery, siloUsersPageQuery, siloUsersQuery } from './queries'

/** More users of one silo missing from its first page than this: its whole list is read instead. */
export const OWN_READS_AT_MOST = 64

type Named = Pick<User, 'id' | 'displayName'>
type UsersPage = { items: Named[]; nextPage?: string | null }
type Silo = { id: string; name: string }
type SilosPage = { items: Silo[]; nextPage?: string | null }

/** Which reads, past a first page that has more after it, name the `missing` ids: each on its own, or every page. */
const readsOfMissing = (missing: string[], own: (id: string) => AnyQuery, every: AnyQuery) =>
  missing.length > OWN_READS_AT_MOST ? [every] : missing.map(own)

/**
 * What names the users of `silo` that its first page of users leaves out: nothing while that
 * page is still to come or is the whole list, else a read of each missing id, or of every page.
 */
export function restReads(silo: string, userIds: Set<string>, firstPage: UsersPage | undefined): AnyQuery[] {
  if (!firstPage?.nextPage) return []
  const held = new Set(firstPage.items.map((u) => u.id))
  const missing = [...userIds].filter((id) => !held.has(id))
  return readsOfMissing(missing, (id) => siloUserQuery(silo, id), siloUsersQuery(silo))
}

/** What names the silos `siloIds` that the fleet's first page of silos leaves out, the same way. */
export function siloReads(siloIds: string[], firstPage: SilosPage | undefined): AnyQuery[] {
  if (!firstPage?.nextPage) return []
  const held = new Set(firstPage.items.map((s) => s.id))
  return readsOfMissing(
    siloIds.filter((id) => !held.has(id)),
    siloViewQuery,
    silosQuery,
  )
}

/** The items a read answered: a page's, or the one item it read. */
function itemsOf<T>(read: UseQueryResult<unknown>): T[] {
  const data = read.data as { items: T[] } | T | undefined
  if (!data) return []
  return typeof data === 'object' && 'items' in data ? data.items : [data]
}

/**
 * Names for the ids `entries` carry; `ready` once every read they need has answered (or
 * failed), so an export never writes ids the page was about to name.
 */
export function useActorNames(entries: AuditLogEntry[]): ActorNames & { ready: boolean } {
  const silos = useQuery(allSilosQuery)
  const bySilo = useMemo(() => actorsBySilo(entries), [entries])
  const siloIds = [...bySilo.keys()]
  const ownSilos = useQueries({ queries: siloReads(siloIds, silos.data) })
  const pages = useQueries({ queries: siloIds.map(siloUsersPageQuery) })
  const rest = useQueries({
    queries: siloIds.flatMap((silo, i) => restReads(silo, bySilo.get(silo)!, pages[i].data)),
  })
  const reads = [...ownSilos, ...pages, ...rest]
  // rebuilt only when a read arrives, so typing in a filter does not rebuild the maps
  const arrived = [silos.dataUpdatedAt, ...reads.map((r) => r.dataUpdatedAt)].join()
  const ready = silos.isFetched && reads.every((r) => r.isFetched)
  return useMemo(
    () => ({
      ready,
      silos: new Map(
        [...(silos.data?.items ?? []), ...ownSilos.flatMap((r) => itemsOf<Silo>(r))].map((s) => [s.id, s.name]),
      ),
      users: new Map([...pages, ...rest].flatMap((r) => itemsOf<Named>(r)).map((u) => [u.id, u.displayName])),
    }),
    // the reads are new objects each render; when they last arrived is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [arrived, ready],
  )
}
