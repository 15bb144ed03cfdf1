// What a 401 does, once the app runs: a read the page needs goes to the sign-in page, and
// anything the user did asks them to sign in again over the page, keeping what they typed.
import { Suspense, useSyncExternalStore } from 'react'
import type { DataRouter } from 'react-router'
import { loginPathFor, queryClient, type Caller } from '~/api/client'
import { meQuery } from '~/api/session'
import { pb } from '~/paths'
import { closes, lazyPart } from '~/ui/splitModule'

// the dialog's code loads when a session first ends, not with every page. It gets the silo
// from here rather than importing the session module itself: that import made the bundler
// (rolldown 1.2) split the router and the API client out of the entry chunk.
const SignInAgainDialog = lazyPart(() => import('./SignInAgainDialog'), 'SignInAgainDialog', closes('onClose'))

let asked = false
const listeners = new Set<() => void>()
function setAsked(next: boolean) {
  if (asked === next) return
  asked = next
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l))

/** Opens the sign-in-again dialog; several calls failing at once open it once. */
const askToSignInAgain = () => setAsked(true)
/** Closes it: signed in again, or the user chose to stay signed out for now. */
export const closeSignInAgain = () => setAsked(false)

export function unauthorizedHandler(router: Pick<DataRouter, 'state' | 'navigate'>) {
  return (caller: Caller) => {
    // a submit or an action: leaving would throw away the form and what was typed in it
    if (caller === 'user') return askToSignInAgain()
    // a page read before its link was clicked: only a navigation under way meets the ended
    // session (the click may have come, its loader waiting on this read); the page on screen,
    // and what was typed in it, stay
    if (caller === 'ahead' && router.state.navigation.state === 'idle') return
    // while the user signs in again over the page, its own reads wait instead of leaving
    if (asked) return
    // during a navigation, the page being left is not the one to come back to
    const target = router.state.navigation.location ?? window.location
    // several calls may fail at once; the first one already set off for the login page
    if (target.pathname.startsWith(pb.login())) return
    void router.navigate(loginPathFor(target), { replace: true })
  }
}

/** Rendered once at the root, like the confirm dialog. */
export function SignInAgainHost() {
  const open = useSyncExternalStore(subscribe, () => asked)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog
        // every signed-in page loaded who the user is, and the answer outlives the session
        silo={queryClient.getQueryData(meQuery.queryKey)?.siloName}
        onClose={closeSignInAgain}
      />
    </Suspense>
  )
}
