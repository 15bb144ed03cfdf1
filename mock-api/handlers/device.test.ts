import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { fleetAdminId, siloViewerId } from '../fixtures/users'
import { del, expectError, expectOk, get, post } from '../test-utils'
import { DEVICE_GRANT_TYPE } from './device'

// these tests find the tokens they issue by position, so they start without the seeded ones
beforeEach(() => {
  db.accessTokens = []
})

const CLIENT_ID = '4f34078f-1475-4527-8762-9698b5ed447e'

async function requestCodes(extra: Record<string, string> = {}) {
  const res = await post('/device/auth', { form: { client_id: CLIENT_ID, ...extra } })
  expect(res.status).toBe(200)
  return res.body as { device_code: string; user_code: string; verification_uri: string; expires_in: number }
}

const pollToken = (deviceCode: string, overrides: Record<string, string> = {}) =>
  post('/device/token', {
    form: { grant_type: DEVICE_GRANT_TYPE, device_code: deviceCode, client_id: CLIENT_ID, ...overrides },
  })

const confirm = (userCode: string, as?: string) => post('/device/confirm', { as, body: { user_code: userCode } })

/** Runs the whole flow and returns the bearer token. */
async function issueToken(as: string, extra: Record<string, string> = {}) {
  const codes = await requestCodes(extra)
  expect((await confirm(codes.user_code, as)).status).toBe(204)
  const res = await pollToken(codes.device_code)
  expect(res.status).toBe(200)
  return res.body as { access_token: string; token_type: string; time_expires: string | null }
}

describe('device flow end to end', () => {
  it('issues a bearer token that works once the user code is confirmed', async () => {
    const codes = await requestCodes()
    expect(codes.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/)
    expect(codes.verification_uri).toBe('http://127.0.0.1/device/verify')
    expect(codes.expires_in).toBeGreaterThan(0)

    const pending = await pollToken(codes.device_code)
    expect(pending.status).toBe(400)
    expect(pending.body.error).toBe('authorization_pending')

    expect((await confirm(codes.user_code, siloViewerId)).status).toBe(204)

    const granted = await pollToken(codes.device_code)
    expect(granted.status).toBe(200)
    expect(granted.body).toMatchObject({ access_token: expect.stringMatching(/^oxide-token-/), token_type: 'Bearer' })

    const me = await get('/v1/me', { headers: { authorization: `Bearer ${granted.body.access_token}` } })
    expectOk(me, 200, schema.CurrentUser)
    expect(me.body.id).toBe(siloViewerId)

    // the device code is spent
    expect((await pollToken(codes.device_code)).body.error).toBe('invalid_grant')
  })
})

describe('deviceAuthRequest', () => {
  it('rejects a missing or malformed client id with 400', async () => {
    expectError(await post('/device/auth', { form: {} }), 400, 'InvalidRequest')
    expectError(await post('/device/auth', { form: { client_id: 'cli' } }), 400, 'InvalidRequest')
    expectError(await post('/device/auth', { form: { client_id: CLIENT_ID, ttl_seconds: '-5' } }), 400)
  })

  it('needs no session (the device is not signed in)', async () => {
    await requestCodes()
  })
})

describe('deviceAuthConfirm', () => {
  it('rejects a malformed user code with 400 and an unknown one with 404', async () => {
    expectError(await confirm('ABC', fleetAdminId), 400, 'InvalidRequest')
    expectError(await confirm('BCDF-GHJK', fleetAdminId), 404, 'ObjectNotFound')
    expectError(await post('/device/confirm', { as: fleetAdminId, body: { code: 'x' } }), 400)
  })

  it('rejects an expired code with 400', async () => {
    const codes = await requestCodes()
    db.deviceAuthRequests[0].time_expires = new Date(Date.now() - 1000).toISOString()
    expectError(await confirm(codes.user_code, fleetAdminId), 400, 'InvalidRequest')
    expect((await pollToken(codes.device_code)).body.error).toBe('invalid_grant')
  })

  it('refuses to confirm twice', async () => {
    const codes = await requestCodes()
    await confirm(codes.user_code, fleetAdminId)
    expectError(await confirm(codes.user_code, siloViewerId), 400)
  })

  it('needs a signed-in user (401)', async () => {
    const codes = await requestCodes()
    expectError(await confirm(codes.user_code), 401, 'Unauthorized')
  })
})

describe('deviceAccessToken', () => {
  it('follows OAuth error conventions for bad requests', async () => {
    const codes = await requestCodes()
    expect((await post('/device/token', { form: { device_code: codes.device_code } })).body.error).toBe(
      'invalid_request',
    )
    expect((await pollToken(codes.device_code, { grant_type: 'password' })).body.error).toBe('unsupported_grant_type')
    expect((await pollToken('nope')).body.error).toBe('invalid_grant')
    // a device code only works with the client that asked for it
    expect((await pollToken(codes.device_code, { client_id: crypto.randomUUID() })).body.error).toBe('invalid_grant')
  })

  it('reports an expired device code', async () => {
    const codes = await requestCodes()
    db.deviceAuthRequests[0].time_expires = new Date(Date.now() - 1000).toISOString()
    const res = await pollToken(codes.device_code)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('expired_token')
  })

  it('gives the token the requested lifetime, and refuses it once expired', async () => {
    const token = await issueToken(fleetAdminId, { ttl_seconds: '3600' })
    expect(Date.parse(token.time_expires!)).toBeGreaterThan(Date.now())
    db.accessTokens[0].time_expires = new Date(Date.now() - 1000).toISOString()
    expectError(await get('/v1/me', { headers: { authorization: `Bearer ${token.access_token}` } }), 401)
  })
})

describe('currentUserAccessTokenList', () => {
  it("lists the user's own tokens without their secrets", async () => {
    await issueToken(fleetAdminId)
    await issueToken(siloViewerId)
    const res = await get('/v1/me/access-tokens', { as: fleetAdminId })
    expectOk(res, 200, schema.DeviceAccessTokenResultsPage)
    expect(res.body.items).toHaveLength(1)
    expect(res.body.items[0]).toEqual({
      id: db.accessTokens[0].id,
      time_created: expect.any(String),
      time_expires: null,
    })
  })

  it('leaves out expired tokens, and pages through the rest by id', async () => {
    for (let i = 0; i < 3; i++) await issueToken(fleetAdminId, { ttl_seconds: '600' })
    db.accessTokens[0].time_expires = new Date(Date.now() - 1000).toISOString()
    const live = db.accessTokens.slice(1).map((t) => t.id)
    const all = await get('/v1/me/access-tokens', { as: fleetAdminId })
    expectOk(all, 200, schema.DeviceAccessTokenResultsPage)
    expect(all.body.items.map((t: { id: string }) => t.id)).toEqual([...live].sort())
    expect(all.body.items[0].time_expires).toEqual(expect.any(String))
    const first = await get('/v1/me/access-tokens?limit=1', { as: fleetAdminId })
    const second = await get(`/v1/me/access-tokens?limit=1&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect([...first.body.items, ...second.body.items]).toEqual(all.body.items)
  })

  it('rejects a bad page token with 400', async () => {
    expectError(await get('/v1/me/access-tokens?page_token=garbage', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('currentUserAccessTokenDelete', () => {
  it('revokes a token', async () => {
    const token = await issueToken(fleetAdminId)
    const id = db.accessTokens[0].id
    expect((await del(`/v1/me/access-tokens/${id}`, { as: fleetAdminId })).status).toBe(204)
    expectError(await get('/v1/me', { headers: { authorization: `Bearer ${token.access_token}` } }), 401)
  })

  it("answers 404 for an unknown id or another user's token", async () => {
    await issueToken(siloViewerId)
    const id = db.accessTokens[0].id
    expectError(await del(`/v1/me/access-tokens/${id}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await del('/v1/me/access-tokens/not-a-uuid', { as: fleetAdminId }), 400, 'InvalidRequest')
  })

  it('answers 401 when signed out', async () => {
    await issueToken(fleetAdminId)
    expectError(await del(`/v1/me/access-tokens/${db.accessTokens[0].id}`), 401)
  })
})
