import { LoadingSkeleton } from '~/ui/Skeleton'

/** First load shows a skeleton, except where the user is signing in. */
export function InitialLoading() {
  const path = window.location.pathname
  if (path.startsWith('/login') || path.startsWith('/device')) return null
  return <LoadingSkeleton />
}
