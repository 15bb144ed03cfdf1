import { useNavigate, useSearchParams } from 'react-router'
import { queryClient } from '~/api/client'
import { useRouteParams } from '~/params'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { safeRedirect } from '~/util/redirect'
import { LocalSignInFields, useLocalSignIn } from './LocalSignIn'

export function LocalLoginPage() {
  const { silo } = useRouteParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { form, submit, pending, error } = useLocalSignIn(silo, () => {
    // answers cached for whoever was signed in before must not leak into this session
    queryClient.clear()
    navigate(safeRedirect(search.get('redirect_uri')), { replace: true })
  })

  return (
    <form noValidate onSubmit={submit}>
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        to silo <span className="font-medium text-ink">{silo}</span>
      </p>
      <LocalSignInFields control={form.control} />
      {error && <ErrorBanner errors={[error]} />}
      <Button type="submit" className="mt-4 w-full" loading={pending}>
        Sign in
      </Button>
    </form>
  )
}
