import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { demoSiloId, otherSiloId } from '../fixtures/silos'
import {
  fleetAdminId,
  noRolesId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
  webDevsGroupId,
} from '../fixtures/users'
import { expectError, expectOk, get, post } from '../test-utils'

const credentials = (username: string, password = 'demo') => ({ body: { username, password } })

describe('ping', () => {
  it('answers ok without a session', async () => {
    const res = await get('/v1/ping')
    expectOk(res, 200, schema.Ping)
    expect(res.body).toEqual({ status: 'ok' })
  })

  // ping takes no input and needs no role; the only way to get it wrong is the method
  it('has no other method', async () => {
    expect((await post('/v1/ping')).status).toBe(0)
  })
})

describe('loginLocal', () => {
  it('signs a local user in with a session cookie', async () => {
    const res = await post('/v1/login/demo-silo/local', credentials('silo-viewer'))
    expect(res.status).toBe(204)
    const cookie = res.headers.get('set-cookie')
    // a random token, not anything derived from the user
    expect(cookie).toMatch(/^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/)

    const me = await get('/v1/me', { headers: { cookie: cookie!.split(';')[0] } })
    expect(me.body.id).toBe(siloViewerId)
  })

  it('starts a new session on every sign-in', async () => {
    const first = (await post('/v1/login/demo-silo/local', credentials('silo-viewer'))).headers.get('set-cookie')
    const second = (await post('/v1/login/demo-silo/local', credentials('silo-viewer'))).headers.get('set-cookie')
    expect(first).not.toBe(second)
  })

  it('rejects a wrong password or an unknown user with 401', async () => {
    expectError(await post('/v1/login/demo-silo/local', credentials('fleet-admin', 'nope')), 401, 'Unauthorized')
    expectError(await post('/v1/login/demo-silo/local', credentials('nobody')), 401, 'Unauthorized')
  })

  it('rejects an unknown silo and a silo without local users with 401', async () => {
    expectError(await post('/v1/login/no-such-silo/local', credentials('fleet-admin')), 401)
    expectError(await post('/v1/login/other-silo/local', credentials('saml-user')), 401)
  })

  it('rejects malformed credentials with 400', async () => {
    expectError(await post('/v1/login/demo-silo/local', credentials('Not A Name')), 400, 'InvalidRequest')
    expectError(await post('/v1/login/demo-silo/local', { body: { username: 'fleet-admin' } }), 400)
  })
})

describe('loginSaml', () => {
  const saml = (path: string, relayState?: string) =>
    post(path, {
      form: { SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', ...(relayState ? { RelayState: relayState } : {}) },
    })

  it("signs in the silo's SAML user and redirects to the relay state", async () => {
    const res = await saml('/login/other-silo/saml/other-idp', '/projects?page=2')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/projects?page=2')
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^session=[0-9a-f]{64};/)

    const me = await get('/v1/me', { headers: { cookie: cookie.split(';')[0] } })
    expect(me.body).toMatchObject({ id: samlUserId, silo_id: otherSiloId, silo_name: 'other-silo' })
  })

  it('only follows same-origin relative paths', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      'projects',
      '/\\evil.example',
      '/\t/evil.example',
      // protocol-relative only once their dot segments are resolved
      '/.//evil.example/x',
      '/%2e//evil.example',
      '/x/..//evil.example',
      '/./\\evil.example',
    ]) {
      const res = await saml('/login/other-silo/saml/other-idp', target)
      expect(res.headers.get('location'), target).toBe('/')
    }
    expect((await saml('/login/other-silo/saml/other-idp')).headers.get('location')).toBe('/')
    const json = await saml('/login/other-silo/saml/other-idp', JSON.stringify({ redirect_uri: '/access' }))
    expect(json.headers.get('location')).toBe('/access')
    // a same-origin path keeps its query, hash and encoded characters
    const kept = await saml('/login/other-silo/saml/other-idp', '/projects/a%20b/./disks?q=%2F#top')
    expect(kept.headers.get('location')).toBe('/projects/a%20b/disks?q=%2F#top')
  })

  it('answers 404 for an unknown silo or provider', async () => {
    expectError(await saml('/login/no-such-silo/saml/other-idp'), 404, 'ObjectNotFound')
    expectError(await saml('/login/other-silo/saml/no-such-idp'), 404, 'ObjectNotFound')
    // demo-silo exists but has no SAML provider at all
    expectError(await saml('/login/demo-silo/saml/other-idp'), 404, 'ObjectNotFound')
  })
})

describe('logout', () => {
  it('clears the session cookie', async () => {
    const res = await post('/v1/logout', { as: fleetAdminId })
    expect(res.status).toBe(204)
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^session=;/)
    expect(cookie).toContain('Max-Age=0')
    expect(cookie).toContain('Path=/')
  })

  it('ends the session: its cookie is good for nothing afterwards', async () => {
    const login = await post('/v1/login/demo-silo/local', credentials('fleet-admin'))
    const cookie = login.headers.get('set-cookie')!.split(';')[0]
    expect((await get('/v1/me', { headers: { cookie } })).status).toBe(200)
    expect((await post('/v1/logout', { headers: { cookie } })).status).toBe(204)
    expectError(await get('/v1/me', { headers: { cookie } }), 401, 'Unauthorized')
  })

  it('succeeds without a session too, as the real API does', async () => {
    expect((await post('/v1/logout')).status).toBe(204)
  })
})

describe('currentUserView', () => {
  it('describes the signed-in user and their silo', async () => {
    const res = await get('/v1/me', { as: fleetAdminId })
    expectOk(res, 200, schema.CurrentUser)
    expect(res.body).toEqual({
      id: fleetAdminId,
      display_name: 'fleet-admin',
      silo_id: demoSiloId,
      silo_name: 'demo-silo',
    })
  })

  it('answers 401 when signed out', async () => {
    const res = await get('/v1/me')
    expectError(res, 401, 'Unauthorized')
    expect(res.body.message).toBe('credentials missing or invalid')
  })

  it('answers 401 for a forged or unknown session or bearer token', async () => {
    // user ids are listable by anyone signed in: a cookie made from one is no session
    expectError(await get('/v1/me', { headers: { cookie: `session=mock-session.${fleetAdminId}` } }), 401)
    expectError(await get('/v1/me', { headers: { cookie: `session=${fleetAdminId}` } }), 401)
    expectError(await get('/v1/me', { headers: { cookie: 'session=mock-session.nobody' } }), 401)
    expectError(await get('/v1/me', { headers: { cookie: 'session=fleet-admin' } }), 401)
    expectError(await get('/v1/me', { headers: { authorization: 'Bearer oxide-token-nope' } }), 401)
    // a bad bearer token is not rescued by a good cookie
    expectError(await get('/v1/me', { as: fleetAdminId, headers: { authorization: 'Bearer x' } }), 401)
  })
})

describe('currentUserGroups', () => {
  it("lists the signed-in user's groups", async () => {
    const res = await get('/v1/me/groups', { as: projectCollaboratorId })
    expectOk(res, 200, schema.GroupResultsPage)
    expect(res.body.items.map((g: { id: string }) => g.id)).toEqual([webDevsGroupId])
    expect(res.body.next_page).toBeNull()
  })

  it('is empty for a user in no group', async () => {
    const res = await get('/v1/me/groups', { as: noRolesId })
    expect(res.body).toEqual({ items: [], next_page: null })
  })

  it('rejects a bad limit or sort order with 400', async () => {
    expectError(await get('/v1/me/groups?limit=0', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get('/v1/me/groups?sort_by=name_ascending', { as: fleetAdminId }), 400)
  })
})
