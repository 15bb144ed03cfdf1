/**
 * Who is calling, and what they may do.
 *
 * A session cookie holds a random token the server looks up (sessions.ts), as with the real
 * API, so a cookie cannot be made up from a user id. Access tokens from the device flow
 * live in the state.
 */
import { db, groupIdsOf, lookupProject, projectPolicy, siloPolicy } from './db'
import { forbidden, notFound, unauthorized } from './errors'
import type { Policy, ProjectRow, RoleName, UserRow } from './records'
import { endSession, sessionUserId, startSession } from './sessions'

export const SESSION_COOKIE = 'session'

/**
 * Where cookies are managed by script (the in-browser mock writes mocked Set-Cookie
 * headers to `document.cookie`, as does jsdom), a cookie marked HttpOnly is silently
 * dropped, so sign-in and sign-out would do nothing. Only a real HTTP server may send it.
 */
const httpOnly = typeof document === 'undefined' ? '; HttpOnly' : ''

/** Starts a session for the user and answers the Set-Cookie header that hands it over. */
export function startSessionCookie(userId: string): string {
  return `${SESSION_COOKIE}=${startSession(userId)}; Path=/${httpOnly}; SameSite=Lax`
}

/** Ends the caller's session, if any, and answers the Set-Cookie header that clears it. */
export function endSessionCookie(cookies: Record<string, string>): string {
  endSession(cookies[SESSION_COOKIE])
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0${httpOnly}; SameSite=Lax`
}

export type AuthParams = { req: Request; cookies: Record<string, string> }

function userFromBearer(header: string): UserRow | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  if (!match) return undefined
  const token = db.accessTokens.find((t) => t.token === match[1])
  if (!token) return undefined
  if (token.time_expires && Date.parse(token.time_expires) <= Date.now()) return undefined
  return db.users.find((u) => u.id === token.user_id)
}

function userFromSession(cookies: Record<string, string>): UserRow | undefined {
  const userId = sessionUserId(cookies[SESSION_COOKIE])
  return userId === undefined ? undefined : db.users.find((u) => u.id === userId)
}

/** The signed-in user, if any. A presented but bad bearer token does not fall back to the cookie. */
function optionalUser({ req, cookies }: AuthParams): UserRow | undefined {
  const authorization = req.headers.get('authorization')
  if (authorization) return userFromBearer(authorization)
  return userFromSession(cookies)
}

/** Who is calling and how they proved it, for the audit log; nobody (and no method) when signed out. */
export function callerOf(params: AuthParams): { user?: UserRow; authMethod: 'access_token' | 'session_cookie' | null } {
  const user = optionalUser(params)
  if (!user) return { authMethod: null }
  return { user, authMethod: params.req.headers.get('authorization') ? 'access_token' : 'session_cookie' }
}

export function currentUser(params: AuthParams): UserRow {
  const user = optionalUser(params)
  if (!user) throw unauthorized()
  return user
}

// ---------------------------------------------------------------------------------------
// Roles. At every scope: admin > collaborator > viewer, and the strongest applicable
// assignment wins. Assignments to a group count for each of its members.

const rank: Record<RoleName, number> = { viewer: 1, collaborator: 2, admin: 3 }

export function strongest(roles: (RoleName | null | undefined)[]): RoleName | null {
  let best: RoleName | null = null
  for (const role of roles) if (role && (!best || rank[role] > rank[best])) best = role
  return best
}

/** Whether `actual` grants at least what `needed` requires. */
export const atLeast = (actual: RoleName | null, needed: RoleName) => actual !== null && rank[actual] >= rank[needed]

function roleIn(policy: Policy, user: UserRow): RoleName | null {
  const identities = new Set([user.id, ...groupIdsOf(user.id)])
  return strongest(policy.role_assignments.filter((a) => identities.has(a.identity_id)).map((a) => a.role_name))
}

/** The user's role on a silo; users only ever hold roles on their own silo. */
export function siloRole(user: UserRow, siloId = user.silo_id): RoleName | null {
  if (siloId !== user.silo_id) return null
  return roleIn(siloPolicy(siloId), user)
}

/** A silo role applies to every project in the silo, on top of the project's own policy. */
export function projectRole(user: UserRow, project: ProjectRow): RoleName | null {
  if (project.silo_id !== user.silo_id) return null
  return strongest([roleIn(projectPolicy(project.id), user), siloRole(user)])
}

/**
 * Fleet roles come from the system policy, plus whatever the user's silo confers on holders
 * of a silo role through its `mapped_fleet_roles`.
 */
export function fleetRole(user: UserRow): RoleName | null {
  const silo = db.silos.find((s) => s.id === user.silo_id)
  const mySiloRole = siloRole(user)
  const mapped = mySiloRole && silo ? (silo.mapped_fleet_roles[mySiloRole] ?? []) : []
  return strongest([roleIn(db.systemPolicy, user), ...mapped])
}

export function requireSiloRole(user: UserRow, role: RoleName, siloId = user.silo_id): void {
  if (!atLeast(siloRole(user, siloId), role)) throw forbidden()
}

export function requireProjectRole(user: UserRow, project: ProjectRow, role: RoleName): void {
  if (!atLeast(projectRole(user, project), role)) throw forbidden()
}

export function requireFleetRole(user: UserRow, role: RoleName): void {
  if (!atLeast(fleetRole(user), role)) throw forbidden()
}

/**
 * Looks up a project in the user's silo. Like the real API, a project the user may not even
 * read answers 404 exactly as a missing one does, so its existence does not leak.
 */
export function lookupReadableProject(user: UserRow, nameOrId: string): ProjectRow {
  const project = lookupProject(nameOrId, user.silo_id)
  if (!projectRole(user, project)) {
    throw notFound('project', nameOrId === project.id ? 'id' : 'name', nameOrId)
  }
  return project
}
