// Who is signed in, and what the shell may show them.
import { useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import { pb } from '~/paths'
import type { AnyQuery } from '~/routing'
import { apiqErrorsAllowed, callApi, queryClient, usePrefetchedQuery } from './client'
import { fleetPolicyQuery, meQuery, myGroupsQuery, siloPolicyReadQuery, siloViewQuery } from './queries'

export { meQuery, myGroupsQuery } from './queries'
/** SPEC section 3: a fleet viewer is a user for whom viewing the system policy succeeds. */
export const fleetViewerQuery = apiqErrorsAllowed('systemPolicyView', {})

/** What every signed-in shell reads: who is signed in, and whether they see the system. */
export const sessionReads = (): AnyQuery[] => [meQuery, fleetViewerQuery]

/**
 * What the permission explainers read besides the session (the keys of
 * src/features/access/permissions.ts), which the silo's shell reads too (useSiloRole): the
 * user's groups and the silo's policy. The shells start them with their own calls rather than
 * once the page has rendered; errors allowed, as a user without a silo role may not read the
 * silo's policy, and nothing waits for them.
 */
export const explainerReads = (): AnyQuery[] => [myGroupsQuery, siloPolicyReadQuery]

/** Starts `query` unless its answer is in already, fresh or not; its failure is its reader's to show. */
const startUnlessIn = (query: AnyQuery) => queryClient.ensureQueryData(query).catch(() => undefined)

/** The session, for a page that shows nothing without it (the device sign-in's confirmation). */
export async function loadSession() {
  await Promise.all(sessionReads().map((q) => queryClient.ensureQueryData(q)))
  return null
}

/**
 * The system area's gate (a route middleware, so it runs before any loader under /system):
 * a user the API does not let view the system policy gets page-not-found, as for a path
 * that does not exist, and no system call is made for them. A failure that says nothing
 * about the user's roles (a 500, the network) is not taken for a refusal: it is thrown for
 * the error screen, and forgotten so that "Try again" asks again.
 */
export async function requireFleetViewer() {
  // who the user is and what the explainers read are not the system's: they leave with the
  // gate's call rather than after its answer (a first visit's page was 4 round trips deep)
  for (const query of [meQuery, ...explainerReads()]) void startUnlessIn(query)
  const outcome = await queryClient.ensureQueryData(fleetViewerQuery)
  if (outcome.type === 'success') {
    // the fleet explainers' reads are the system's: they leave with the page's calls, the
    // user's silo once the user is known; the fleet's policy read afresh, not taken from the
    // gate's answer, which may be the sign-in's
    void startUnlessIn(fleetPolicyQuery)
    void queryClient.ensureQueryData(meQuery).then(
      (me) => startUnlessIn(siloViewQuery(me.siloId)),
      () => undefined,
    )
    return
  }
  const status = outcome.data.statusCode
  if (status === 403 || status === 404) throw data(null, { status: 404 })
  queryClient.removeQueries({ queryKey: fleetViewerQuery.queryKey })
  throw outcome.data
}

export const useCurrentUser = () => usePrefetchedQuery(meQuery).data

export function useIsFleetViewer() {
  const { data } = useQuery(fleetViewerQuery)
  return data?.type === 'success'
}

/**
 * POST /v1/logout, then leave: a full page load drops every cached answer. When the call
 * fails the session is still valid, so the user stays where they are and the error is
 * thrown for the caller to show.
 */
export async function signOut() {
  await callApi('logout', {})
  queryClient.clear()
  window.location.assign(pb.login())
}
