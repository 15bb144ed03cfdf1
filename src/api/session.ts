// Who is signed in, and what the shell may show them.
import { useQuery } from '@tanstack/react-query'
import { pb } from '~/paths'
import { apiq, apiqErrorsAllowed, callApi, queryClient, usePrefetchedQuery } from './client'

export const meQuery = apiq('currentUserView', {})
export const myGroupsQuery = apiq('currentUserGroups', {})
/** SPEC section 3: a fleet viewer is a user for whom viewing the system policy succeeds. */
export const fleetViewerQuery = apiqErrorsAllowed('systemPolicyView', {})

/** What every signed-in layout needs before it renders. */
export async function loadSession() {
  await Promise.all([queryClient.ensureQueryData(meQuery), queryClient.ensureQueryData(fleetViewerQuery)])
  return null
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
