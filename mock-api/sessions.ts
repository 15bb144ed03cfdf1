/**
 * Console sessions, kept as the real API keeps them: the cookie carries a random token that
 * means nothing by itself, and the server maps it to a user. Signing out ends the session;
 * so does going unused for 8 hours or reaching 24 hours of age (the real API's default idle
 * and absolute timeouts). An unknown, ended or expired token is simply not a session.
 *
 * Where the rows live is pluggable: in memory for the Node server and tests, in
 * localStorage for the browser mock (see `storageSessionStore`), whose other state is
 * rebuilt on every page load while a session has to survive a reload.
 */

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000
export const SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Last use is recorded at most this often, so that every call does not rewrite the store. */
const LAST_USED_RESOLUTION_MS = 60 * 1000

/** `id` names the session in the API (`user_session_list`); the token is never shown. */
type SessionRow = { id: string; token: string; user_id: string; time_created: number; time_last_used: number }

export type SessionStore = { read(): SessionRow[]; write(rows: SessionRow[]): void }

export function memorySessionStore(): SessionStore {
  let rows: SessionRow[] = []
  return {
    read: () => rows,
    write: (next) => {
      rows = next
    },
  }
}

const isSessionRow = (row: unknown): row is SessionRow =>
  !!row &&
  typeof row === 'object' &&
  'id' in row &&
  typeof row.id === 'string' &&
  'token' in row &&
  typeof row.token === 'string' &&
  'user_id' in row &&
  typeof row.user_id === 'string' &&
  'time_created' in row &&
  typeof row.time_created === 'number' &&
  'time_last_used' in row &&
  typeof row.time_last_used === 'number'

/**
 * Sessions kept in a Web Storage area under `key`. Every read goes to the storage, so tabs of
 * one browser (which share the cookie) share the sessions too; junk there means none.
 */
export function storageSessionStore(storage: Storage, key: string): SessionStore {
  return {
    read() {
      try {
        const rows: unknown = JSON.parse(storage.getItem(key) ?? '[]')
        return Array.isArray(rows) ? rows.filter(isSessionRow) : []
      } catch {
        return []
      }
    },
    write(rows) {
      storage.setItem(key, JSON.stringify(rows))
    },
  }
}

let store: SessionStore = memorySessionStore()

/** Where sessions are kept from now on (the browser mock calls this before anything else). */
export function keepSessionsIn(next: SessionStore): void {
  store = next
}

const expired = (row: SessionRow, now: number) =>
  now - row.time_last_used >= SESSION_IDLE_MS || now - row.time_created >= SESSION_MAX_AGE_MS

/** 256 random bits from the platform's cryptographic generator, as hex. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Starts a session for the user; answers the token for the cookie. */
export function startSession(userId: string, now = Date.now()): string {
  const token = newToken()
  const live = store.read().filter((row) => !expired(row, now))
  store.write([...live, { id: crypto.randomUUID(), token, user_id: userId, time_created: now, time_last_used: now }])
  return token
}

/** The user a token is a live session of, if it is one; using a session keeps it alive. */
export function sessionUserId(token: string | undefined, now = Date.now()): string | undefined {
  if (!token) return undefined
  const rows = store.read()
  const row = rows.find((r) => r.token === token)
  if (!row) return undefined
  if (expired(row, now)) {
    store.write(rows.filter((r) => r !== row))
    return undefined
  }
  if (now - row.time_last_used >= LAST_USED_RESOLUTION_MS) {
    store.write(rows.map((r) => (r === row ? { ...r, time_last_used: now } : r)))
  }
  return row.user_id
}

/** Ends a session (signing out); an unknown token is no error. */
export function endSession(token: string | undefined): void {
  if (!token) return
  const rows = store.read()
  if (rows.some((r) => r.token === token)) store.write(rows.filter((r) => r.token !== token))
}

/** A user's live sessions, as the API shows them: id and times, never the token. */
export function sessionsOf(
  userId: string,
  now = Date.now(),
): { id: string; time_created: number; time_last_used: number }[] {
  return store
    .read()
    .filter((row) => row.user_id === userId && !expired(row, now))
    .map(({ id, time_created, time_last_used }) => ({ id, time_created, time_last_used }))
}

/** Ends every session of the user (an administrator signing them out everywhere). */
export function endSessionsOf(userId: string): void {
  const rows = store.read()
  if (rows.some((r) => r.user_id === userId)) store.write(rows.filter((r) => r.user_id !== userId))
}
