import { afterEach, describe, expect, it } from 'vitest'
import { fleetAdminId } from './fixtures/users'
import {
  keepSessionsIn,
  memorySessionStore,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
  sessionUserId,
  startSession,
  storageSessionStore,
} from './sessions'
import { advanceClock, withFakeClock } from './test-clock'
import { expectError, get, post } from './test-utils'

withFakeClock()

const MINUTE = 60 * 1000

async function signIn(): Promise<string> {
  const res = await post('/v1/login/demo-silo/local', { body: { username: 'fleet-admin', password: 'demo' } })
  return res.headers.get('set-cookie')!.split(';')[0]
}
const me = (cookie: string) => get('/v1/me', { headers: { cookie } })

describe('session expiry', () => {
  it('ends a session that has gone unused for 8 hours; using it keeps it alive', async () => {
    const cookie = await signIn()
    advanceClock(SESSION_IDLE_MS - MINUTE)
    expect((await me(cookie)).status).toBe(200)
    advanceClock(SESSION_IDLE_MS - MINUTE)
    expect((await me(cookie)).status).toBe(200)
    advanceClock(SESSION_IDLE_MS)
    expectError(await me(cookie), 401, 'Unauthorized')
    // and it stays ended
    advanceClock(-SESSION_IDLE_MS)
    expectError(await me(cookie), 401, 'Unauthorized')
  })

  it('ends a session 24 hours after sign-in however much it is used', async () => {
    const cookie = await signIn()
    for (let used = 0; used < SESSION_MAX_AGE_MS - 2 * 60 * MINUTE; used += 2 * 60 * MINUTE) {
      advanceClock(2 * 60 * MINUTE)
      expect((await me(cookie)).status).toBe(200)
    }
    advanceClock(2 * 60 * MINUTE)
    expectError(await me(cookie), 401, 'Unauthorized')
  })
})

/** A Web Storage area in memory, shared by the "page loads" of one test. */
function fakeStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('sessions kept in Web Storage (the browser mock)', () => {
  afterEach(() => keepSessionsIn(memorySessionStore()))

  it('outlive the page: a later load with the same storage knows them', () => {
    const storage = fakeStorage()
    keepSessionsIn(storageSessionStore(storage, 'sessions'))
    const token = startSession(fleetAdminId)
    // a reload: nothing of the page survives but the storage
    keepSessionsIn(memorySessionStore())
    expect(sessionUserId(token)).toBeUndefined()
    keepSessionsIn(storageSessionStore(storage, 'sessions'))
    expect(sessionUserId(token)).toBe(fleetAdminId)
  })

  it('take junk in the storage to mean no sessions', () => {
    const storage = fakeStorage()
    keepSessionsIn(storageSessionStore(storage, 'sessions'))
    for (const junk of ['{', '{"token":"x"}', '[{"token":"x","user_id":7}]']) {
      storage.setItem('sessions', junk)
      expect(sessionUserId('x')).toBeUndefined()
    }
    // and a sign-in still works over it
    expect(sessionUserId(startSession(fleetAdminId))).toBe(fleetAdminId)
  })
})
