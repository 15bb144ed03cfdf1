// What the audit log screen reads: the log itself, page after page, and the names of the
// silos and users its entries refer to by id.
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import { apiq, callApi, queryClient } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { apiqEveryPage } from '~/api/everyPage'
import type { TimeRange } from '~/charts/timeRange'
import { rangeLoader } from '~/charts/rangeRoute'
import { reading } from '~/routing'
import { allSilosQuery } from '~/features/system/ip-pools/queries'

/** Entries per call: enough for a day of a busy rack, few enough to answer quickly. */
const AUDIT_PAGE_SIZE = 200

/**
 * The log over a range, newest first, one API page per query page; the next page follows
 * the API's token. Keyed under the operation's name, so `invalidate('auditLogList')`
 * (a refresh) reads it again.
 */
export const auditLogQuery = ({ startMs, endMs }: TimeRange) =>
  infiniteQueryOptions({
    queryKey: ['auditLogList', { startMs, endMs }, 'newest-first'] as const,
    queryFn: ({ pageParam }) =>
      callApi(
        'auditLogList',
        {
          // a token carries the whole scan; only the first page names the range and order
          query: pageParam
            ? { pageToken: pageParam, limit: AUDIT_PAGE_SIZE }
            : {
                startTime: new Date(startMs),
                endTime: new Date(endMs),
                sortBy: 'time_and_id_descending',
                limit: AUDIT_PAGE_SIZE,
              },
        },
        undefined,
        'page',
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  })

/**
 * The page's loader: the first page of the range the URL names, which leaves as soon as the
 * route matches, beside the page's code, with the silos' names; once the entries are in, the
 * users of the silos they name, which the page would ask for only once it had drawn the rows
 * (their names replace the ids in the actor column). Returns the instant the range was
 * resolved at, for the page to key its query by (`useTimeRange`).
 */
export const auditLogLoader = reading(
  rangeLoader(
    async (range) => {
      const log = queryClient.ensureInfiniteQueryData(auditLogQuery(range))
      void queryClient.prefetchQuery(allSilosQuery)
      const entries = (await log).pages.flatMap((page) => page.items)
      for (const silo of actorsBySilo(entries).keys()) void queryClient.prefetchQuery(siloUsersPageQuery(silo))
    },
    (range) => [auditLogQuery(range)],
  ),
  () => [allSilosQuery],
)

/** The user ids the entries name, by the id of their silo (silos in the order first named). */
export function actorsBySilo(entries: AuditLogEntry[]): Map<string, Set<string>> {
  const bySilo = new Map<string, Set<string>>()
  for (const { actor } of entries) {
    if (actor.kind !== 'silo_user') continue
    const users = bySilo.get(actor.siloId) ?? new Set()
    users.add(actor.siloUserId)
    bySilo.set(actor.siloId, users)
  }
  return bySilo
}

// what names the entries' actors (actorNames.ts); a silo is asked for by the id an entry holds
/** A silo's first page (1,000) of users. */
export const siloUsersPageQuery = (silo: string) => apiqAll('siloUserList', { query: { silo } })
/** A silo's users, every page of them. */
export const siloUsersQuery = (silo: string) => apiqEveryPage('siloUserList', { query: { silo } })
/** One user of a silo, by id. */
export const siloUserQuery = (silo: string, userId: string) =>
  apiq('siloUserView', { path: { userId }, query: { silo } })
