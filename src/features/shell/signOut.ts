import { failureMessage } from '~/api/errors'
import { signOut } from '~/api/session'
import { addToast } from '~/ui/Toast'

/** Signs out, or says why not: a failed sign-out leaves the user signed in, on the same page. */
export const signOutOrSayWhy = () =>
  signOut().catch((e: unknown) =>
    addToast({ title: 'Could not sign out', content: failureMessage(e), variant: 'error' }),
  )
