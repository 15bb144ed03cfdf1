import { pb } from '~/paths'
import { LoadingSkeleton } from '~/ui/Skeleton'

/** Where the user signs in: these pages have no console around them to sketch. */
const SIGN_IN = [pb.login(), pb.deviceVerify(), pb.deviceSuccess()]

/** First load shows a skeleton, except where the user is signing in. */
export function InitialLoading() {
  const path = window.location.pathname
  if (SIGN_IN.some((p) => path === p || path.startsWith(`${p}/`))) return null
  return <LoadingSkeleton />
}
