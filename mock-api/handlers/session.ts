/** Signing in and out, and who the caller is. */
import { HttpResponse } from 'msw'
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser, endSessionCookie, startSessionCookie } from '../auth'
import { db, groupIdsOf, lookupSamlIdp, lookupSilo } from '../db'
import { respond, unauthorized } from '../errors'
import { paginate } from '../pagination'
import type { UserRow } from '../records'

/** Signs the user in: a new session, handed over in the cookie. */
const signedIn = (userId: string, status: number, headers: Record<string, string> = {}) =>
  new HttpResponse(null, { status, headers: { ...headers, 'Set-Cookie': startSessionCookie(userId) } })

/** Unknown silos fail like bad passwords, so sign-in does not reveal which silos exist. */
function findSilo(name: string) {
  try {
    return lookupSilo(name)
  } catch {
    throw unauthorized()
  }
}

/** A path on this origin: one leading slash, not `//host` or `/\\host` (which browsers read as a host). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')

/**
 * Only same-origin relative paths are followed after sign-in (`/projects?x=1`, not
 * `//evil.example` or `https://...`), so the login endpoint cannot become an open redirect.
 * Resolving against our own origin also defeats tricks that browsers would normalise into
 * another host, such as backslashes or embedded tabs (`/\\evil.example`, `/\t/evil.example`).
 * The resolved path is checked again: dot segments can leave it protocol-relative
 * (`/.//evil.example` resolves to `//evil.example`, which a browser reads as a host).
 * (The console has its own copy of this check in `src/util/redirect.ts`: the mock stands
 * for the API and shares no code with the console but the generated client.)
 */
function safeRedirect(target: string | null | undefined, origin: string): string {
  if (!target || !isLocalPath(target)) return '/'
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return '/'
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === origin && isLocalPath(path) ? path : '/'
}

/** RelayState is opaque to the IdP; accept a bare path or the API's JSON `{redirect_uri}` form. */
function relayTarget(relayState: string | null): string | null {
  if (!relayState) return null
  try {
    const parsed: unknown = JSON.parse(relayState)
    if (parsed && typeof parsed === 'object' && 'redirect_uri' in parsed) {
      return typeof parsed.redirect_uri === 'string' ? parsed.redirect_uri : null
    }
  } catch {
    // not JSON: a plain path
  }
  return relayState
}

/**
 * There is no identity provider behind the mock: a SAML sign-in signs in the silo's SAML
 * user, provisioning one just in time (as a `saml_jit` silo would) if the silo has none.
 */
function samlUserOf(siloId: string): UserRow {
  const existing = db.users.find((u) => u.silo_id === siloId && u.password === undefined)
  if (existing) return existing
  const user: UserRow = {
    id: crypto.randomUUID(),
    display_name: 'saml-user',
    silo_id: siloId,
    login_name: 'saml-user',
  }
  db.users.push(user)
  return user
}

export const sessionHandlers: Partial<MSWHandlers> = {
  ping: () => ({ status: 'ok' }),

  loginLocal({ path, body }) {
    const silo = findSilo(path.siloName)
    if (silo.identity_mode !== 'local_only') throw unauthorized()
    const user = db.users.find(
      (u) => u.silo_id === silo.id && u.login_name === body.username && u.password !== undefined,
    )
    if (!user || user.password !== body.password) throw unauthorized()
    return respond(signedIn(user.id, 204))
  },

  async loginSaml({ path, req }) {
    const silo = lookupSilo(path.siloName)
    lookupSamlIdp(silo.id, path.providerName)
    // the IdP posts a form; read it leniently, whatever the content type says
    const form = new URLSearchParams(await req.text())
    const location = safeRedirect(relayTarget(form.get('RelayState')), new URL(req.url).origin)
    return respond(signedIn(samlUserOf(silo.id).id, 303, { Location: location }))
  },

  // Like the real API, signing out always succeeds, even without a session; it ends the
  // session, so the old cookie is no longer good for anything
  logout: ({ cookies }) =>
    respond(new HttpResponse(null, { status: 204, headers: { 'Set-Cookie': endSessionCookie(cookies) } })),

  currentUserView(params) {
    const user = currentUser(params)
    const silo = lookupSilo(user.silo_id)
    return { id: user.id, display_name: user.display_name, silo_id: silo.id, silo_name: silo.name }
  },

  currentUserGroups(params) {
    const user = currentUser(params)
    const mine = new Set(groupIdsOf(user.id))
    return paginate(
      db.groups.filter((g) => mine.has(g.id)),
      params.query,
      'id_ascending',
    )
  },
}
