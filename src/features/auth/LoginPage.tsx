import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { inputClass } from '~/forms/FieldFrame'
import { pb } from '~/paths'
import { Button } from '~/ui/Button'
import { RadioGroup } from '~/ui/RadioGroup'

const LAST_SILO = 'last-silo'

const METHODS = [
  { value: 'local', label: 'Username and password' },
  { value: 'saml', label: 'Identity provider' },
] as const

/**
 * Where a signed-out user lands. The silo and the sign-in method pick the real sign-in
 * page; `redirect_uri` rides along untouched.
 */
export function LoginPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [silo, setSilo] = useState(() => localStorage.getItem(LAST_SILO) ?? '')
  const [provider, setProvider] = useState('')
  const [method, setMethod] = useState<'local' | 'saml'>('local')
  const [error, setError] = useState<string | null>(null)
  const redirectUri = search.get('redirect_uri')

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const s = silo.trim()
    if (!s) return setError('Enter the name of your silo')
    if (method === 'saml' && !provider.trim()) return setError('Enter the name of your identity provider')
    localStorage.setItem(LAST_SILO, s)
    navigate({
      pathname: method === 'local' ? pb.localLogin({ silo: s }) : pb.samlLogin({ silo: s, provider: provider.trim() }),
      search: redirectUri ? `?${new URLSearchParams({ redirect_uri: redirectUri })}` : '',
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <h1 className="text-2xl font-semibold tracking-tight">Sign in</h1>
      <p className="mt-1 mb-6 text-ink-muted">Choose the silo you belong to and how you sign in.</p>
      <label htmlFor="silo" className="mb-1.5 block font-medium">
        Silo
      </label>
      <input id="silo" className={inputClass()} value={silo} onChange={(e) => setSilo(e.target.value)} autoFocus />
      <div className="mt-5">
        <RadioGroup legend="Sign in with" name="method" options={METHODS} value={method} onChange={setMethod} />
      </div>
      {method === 'saml' && (
        <div>
          <label htmlFor="provider" className="mb-1.5 block font-medium">
            Identity provider
          </label>
          <input
            id="provider"
            className={inputClass()}
            value={provider}
            onChange={(e) => setProvider(e.target.value)}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-4 text-danger">
          {error}
        </p>
      )}
      <Button type="submit" className="mt-6 w-full">
        Continue
      </Button>
    </form>
  )
}
