import { useLocation, useNavigate } from 'react-router'
import { useCloseTo } from '~/table/overList'

/** Where an edit form was opened from: a resource's own page passes its path (and search) along. */
export type EditOrigin = { returnTo?: string } | null

/**
 * How an edit form leaves. Opened from the resource's own page (`state: { returnTo }`), it goes
 * back there, under the resource's name as saved and on the same tab; opened over the list, it
 * closes to the list's page.
 */
export function useLeaveEdit<R>(listPath: string, pageOf: (resource: R) => string, current: R) {
  const navigate = useNavigate()
  const closeToList = useCloseTo(listPath)
  const returnTo = (useLocation().state as EditOrigin)?.returnTo
  return (saved: R = current) => {
    const page = pageOf(current)
    const rest = returnTo?.startsWith(page) ? returnTo.slice(page.length) : undefined
    if (rest === undefined || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) return closeToList()
    navigate(pageOf(saved) + rest)
  }
}
