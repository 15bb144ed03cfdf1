import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { apiReady, queryClient } from '~/api/client'
import { userMessage } from '~/api/errors'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { safeRedirect } from '~/util/redirect'
import { rememberSignIn } from './lastSignIn'

/**
 * Hands the user to the silo's SAML identity provider. The control plane answers the
 * sign-in POST with a redirect (303) once the assertion is accepted.
 */
export function SamlLoginPage() {
  const { silo, provider } = useRouteParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const target = safeRedirect(search.get('redirect_uri'))

  const signIn = async () => {
    setBusy(true)
    setError(null)
    try {
      await apiReady()
      // the API's sign-in endpoint has the same path as this page
      const res = await fetch(pb.samlLogin({ silo, provider }), {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ RelayState: target }),
        redirect: 'manual',
      })
      // a followed-or-opaque redirect is success; an error answers with a JSON body
      if (res.type === 'opaqueredirect' || (res.status >= 200 && res.status < 400)) {
        rememberSignIn({ silo, method: 'saml', provider })
        queryClient.clear()
        navigate(target, { replace: true })
        return
      }
      const body = await res.json().catch(() => undefined)
      setError(userMessage(body && { errorCode: body.error_code, message: body.message }, 'loginSaml'))
    } catch {
      setError('Could not reach the identity provider')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        to silo <span className="font-medium text-ink">{silo}</span> with the identity provider{' '}
        <span className="font-medium text-ink">{provider}</span>.
      </p>
      {error && <ErrorBanner errors={[error]} />}
      <Button className="mt-4 w-full" onClick={signIn} loading={busy}>
        Continue with {provider}
      </Button>
    </div>
  )
}
