// Signing in again over the page after the session ended mid-task, so that a form keeps what
// was typed in it and can be submitted again.
import { useState } from 'react'
import { callApi, loginPathFor, queryClient } from '~/api/client'
import { failureMessage, isApiError } from '~/api/errors'
import { pb } from '~/paths'
import { Button, buttonClass } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { Modal } from '~/ui/Modal'
import { addToast } from '~/ui/Toast'
import { lastSignInTo, type SignInMethod } from './lastSignIn'
import { LocalSignInFields, useLocalSignIn } from './LocalSignIn'

const FORM_ID = 'sign-in-again'
const KEPT = 'The page and what you entered stay as they are.'

/** The sign-in page for a new tab; after signing in there, it shows this same page. */
function signInPageFor(last: SignInMethod | null) {
  if (last?.method !== 'saml') return loginPathFor(window.location)
  const here = window.location.pathname + window.location.search
  return `${pb.samlLogin({ silo: last.silo, provider: last.provider })}?${new URLSearchParams({ redirect_uri: here })}`
}

/**
 * Username and password for the silo the user was signed in to; or, for a silo that signs
 * in through an identity provider (or one this browser has not signed in to), the sign-in
 * page in a new tab and a check that the user has signed in there.
 */
export function SignInAgainDialog({ silo, onClose }: { silo: string | undefined; onClose: () => void }) {
  const last = silo ? lastSignInTo(silo) : null
  const [inNewTab, setInNewTab] = useState(!silo || last?.method === 'saml')
  const [checking, setChecking] = useState(false)
  const [notSignedIn, setNotSignedIn] = useState<string | null>(null)

  const resume = () => {
    // reads that failed meanwhile, and everything when someone else signed in
    void queryClient.invalidateQueries()
    onClose()
    addToast({ title: 'Signed in again', content: 'You can try again now.' })
  }
  const local = useLocalSignIn(silo ?? '', resume)

  const checkSignedIn = async () => {
    setChecking(true)
    setNotSignedIn(null)
    try {
      await callApi('currentUserView', {})
      resume()
    } catch (e) {
      setNotSignedIn(
        isApiError(e) && e.statusCode === 401
          ? 'You are not signed in yet. Sign in on the sign-in page first.'
          : failureMessage(e),
      )
    } finally {
      setChecking(false)
    }
  }

  const cancel = (
    <Button variant="secondary" onClick={onClose}>
      Cancel
    </Button>
  )

  if (inNewTab) {
    return (
      <Modal
        title="Sign in again"
        open
        onDismiss={onClose}
        description={`Your session has ended. Sign in again in a new tab, then come back here. ${KEPT}`}
        footer={
          <>
            {cancel}
            <Button onClick={checkSignedIn} loading={checking}>
              I have signed in, retry
            </Button>
          </>
        }
      >
        <a href={signInPageFor(last)} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          Open the sign-in page in a new tab
        </a>
        {notSignedIn && (
          <div className="mt-4">
            <ErrorBanner errors={[notSignedIn]} />
          </div>
        )}
      </Modal>
    )
  }

  return (
    <Modal
      title="Sign in again"
      open
      onDismiss={onClose}
      description={
        <>
          Your session has ended. Sign in to silo <span className="font-medium text-ink">{silo}</span> again. {KEPT}
        </>
      }
      footer={
        <>
          {cancel}
          <Button type="submit" form={FORM_ID} loading={local.pending}>
            Sign in
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={local.submit}>
        <LocalSignInFields control={local.form.control} />
        {local.error && <ErrorBanner errors={[local.error]} />}
      </form>
      <Button variant="ghost" size="sm" className="mt-3" onClick={() => setInNewTab(true)}>
        Sign in another way
      </Button>
    </Modal>
  )
}
