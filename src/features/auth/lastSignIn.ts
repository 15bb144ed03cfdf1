// How this browser last signed in, so that signing in again after a session ends can offer
// the same way. The API does not tell a signed-out user how their silo signs in.

export type SignInMethod = { silo: string; method: 'local' } | { silo: string; method: 'saml'; provider: string }

const KEY = 'last-sign-in'

export function rememberSignIn(method: SignInMethod) {
  localStorage.setItem(KEY, JSON.stringify(method))
}

/** The last sign-in, if it was to this silo. */
export function lastSignInTo(silo: string): SignInMethod | null {
  let saved: unknown
  try {
    saved = JSON.parse(localStorage.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  if (!saved || typeof saved !== 'object' || !('silo' in saved) || saved.silo !== silo) return null
  const { method, provider } = saved as { method?: unknown; provider?: unknown }
  if (method === 'local') return { silo, method }
  if (method === 'saml' && typeof provider === 'string' && provider) return { silo, method, provider }
  return null
}
