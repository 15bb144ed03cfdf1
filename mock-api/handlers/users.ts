/**
 * A user as others see them (`/v1/users/{id}`), what they are signed in with (access tokens,
 * console sessions), signing them out everywhere, and the control plane's built-in users.
 *
 * As in the real API's policy: a user is read by members of their silo and by fleet viewers
 * (anyone else gets the 404 a missing user gets); their tokens and sessions are listed, and
 * all of them revoked by `user_logout`, only by the user themself or an admin of their silo
 * (a fleet role does not reach inside a silo): anyone else who can read the user gets 403.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { atLeast, type AuthParams, currentUser, fleetRole, requireFleetRole, siloRole } from '../auth'
import { byNameOrId, db, isUuid } from '../db'
import { forbidden, notFound } from '../errors'
import { pageOf } from '../pagination'
import type { AccessTokenRow, UserRow } from '../records'
import { endSessionsOf, SESSION_IDLE_MS, SESSION_MAX_AGE_MS, sessionsOf } from '../sessions'
import { timestamp } from '../resources'

const userView = ({ id, display_name, silo_id }: UserRow) => ({ id, display_name, silo_id })

const tokenView = ({ id, time_created, time_expires }: AccessTokenRow) => ({
  id,
  time_created,
  time_expires: time_expires ?? null,
})

const isLive = (t: AccessTokenRow, now: number) => !t.time_expires || Date.parse(t.time_expires) > now

/** The user the path names, if the caller may read them; otherwise the 404 of a missing one. */
function readableUser(caller: UserRow, userId: string): UserRow {
  const user = db.users.find((u) => u.id === userId)
  if (!user || (user.silo_id !== caller.silo_id && !atLeast(fleetRole(caller), 'viewer'))) {
    throw notFound('silo-user', 'id', userId)
  }
  return user
}

/** The user whose credentials the caller asks about: themself, or one of their silo as its admin. */
function credentialsOf(params: AuthParams, userId: string): UserRow {
  const caller = currentUser(params)
  const user = readableUser(caller, userId)
  if (user.id !== caller.id && !atLeast(siloRole(caller, user.silo_id), 'admin')) throw forbidden()
  return user
}

/** Seeded sessions of other browsers end like real ones: 8 hours unused, or 24 hours old. */
const seededLive = (userId: string, now: number) =>
  db.seededSessions.filter(
    (s) =>
      s.user_id === userId &&
      now - Date.parse(s.time_last_used) < SESSION_IDLE_MS &&
      now - Date.parse(s.time_created) < SESSION_MAX_AGE_MS,
  )

export const userHandlers: Partial<MSWHandlers> = {
  userView({ path, ...params }) {
    return userView(readableUser(currentUser(params), path.userId))
  },

  userTokenList({ path, query, ...params }) {
    const user = credentialsOf(params, path.userId)
    const now = Date.now()
    const tokens = db.accessTokens.filter((t) => t.user_id === user.id && isLive(t, now))
    return pageOf(tokens, query, tokenView, 'id_ascending')
  },

  userSessionList({ path, query, ...params }) {
    const user = credentialsOf(params, path.userId)
    const now = Date.now()
    const signedIn = sessionsOf(user.id, now).map((s) => ({
      id: s.id,
      time_created: timestamp(s.time_created),
      time_last_used: timestamp(s.time_last_used),
    }))
    const seeded = seededLive(user.id, now).map(({ id, time_created, time_last_used }) => ({
      id,
      time_created,
      time_last_used,
    }))
    return pageOf([...signedIn, ...seeded], query, (s) => s, 'id_ascending')
  },

  // Every token and every session of the user goes: their next call, from any browser or
  // tool, is a 401 (the caller's own session too, when they sign themself out).
  userLogout({ path, ...params }) {
    const user = credentialsOf(params, path.userId)
    db.accessTokens = db.accessTokens.filter((t) => t.user_id !== user.id)
    db.seededSessions = db.seededSessions.filter((s) => s.user_id !== user.id)
    endSessionsOf(user.id)
    return 204
  },

  userBuiltinList({ query, ...params }) {
    requireFleetRole(currentUser(params), 'viewer')
    return pageOf(db.builtinUsers, query, (u) => u)
  },

  userBuiltinView({ path, ...params }) {
    const caller = currentUser(params)
    // the built-in users are the fleet's: below fleet viewer, one is as missing as an unknown one
    if (!atLeast(fleetRole(caller), 'viewer'))
      throw notFound('user-builtin', isUuid(path.user) ? 'id' : 'name', path.user)
    return byNameOrId(db.builtinUsers, 'user-builtin', path.user)
  },
}
