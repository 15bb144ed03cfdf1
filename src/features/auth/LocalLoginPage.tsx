import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { queryClient, useApiMutation } from '~/api/client'
import { TextField } from '~/forms/TextField'
import { useRouteParams } from '~/params'
import { Button } from '~/ui/Button'
import { ErrorBanner } from '~/ui/ErrorBanner'
import { safeRedirect } from '~/util/redirect'

export function LocalLoginPage() {
  const { silo } = useRouteParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm({ defaultValues: { username: '', password: '' } })
  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      // answers cached for whoever was signed in before must not leak into this session
      queryClient.clear()
      navigate(safeRedirect(search.get('redirect_uri')), { replace: true })
    },
  })
  const error = login.error
    ? login.error.statusCode === 401
      ? 'Wrong username or password'
      : login.error.message
    : null

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => login.mutate({ path: { siloName: silo }, body }))}>
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 mb-6 text-ink-muted">
        to silo <span className="font-medium text-ink">{silo}</span>
      </p>
      <TextField control={form.control} name="username" label="Username" required autoComplete="username" autoFocus />
      <TextField
        control={form.control}
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
      {error && <ErrorBanner errors={[error]} />}
      <Button type="submit" className="mt-4 w-full" loading={login.isPending}>
        Sign in
      </Button>
    </form>
  )
}
