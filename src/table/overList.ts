// Forms and details open over their list as child routes. The list's page (and later its sort
// and filter) rides along in the query string, so closing one returns to the same page.
import { useLocation, useNavigate, type To } from 'react-router'

/** A link target for a form or detail over the current list, keeping the list's page. */
export function useOverList(): (pathname: string) => To {
  const { search } = useLocation()
  return (pathname) => ({ pathname, search })
}

/** Closes a form or detail over a list: back to the list, on the page it was opened from. */
export function useCloseTo(listPath: string): () => void {
  const navigate = useNavigate()
  const { search } = useLocation()
  return () => navigate({ pathname: listPath, search })
}

/**
 * How a create form over a list leaves: to the new resource's own page once it is made,
 * and back to the list (on the page it was opened from) when dismissed.
 */
export function useLeaveToNew(listPath: string, pageOf: (name: string) => string) {
  const navigate = useNavigate()
  const closeToList = useCloseTo(listPath)
  return (saved?: { name: string }) => (saved ? navigate(pageOf(saved.name)) : closeToList())
}
