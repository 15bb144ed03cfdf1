import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../src/api/__generated__/validate'
import { resetDb } from './db'
import { fleetAdminId } from './fixtures/users'
import { type MockServer, startMockServer } from './server'
import { expectSchema } from './test-utils'

let mock: MockServer

beforeAll(async () => {
  mock = await startMockServer(0)
})
afterAll(() => mock.close())
beforeEach(resetDb)

describe('the Node HTTP server', () => {
  it('answers a curl-like session: sign in, keep the cookie, call the API, sign out', async () => {
    const login = await fetch(`${mock.url}/v1/login/demo-silo/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'fleet-admin', password: 'demo' }),
    })
    expect(login.status).toBe(204)
    const setCookie = login.headers.getSetCookie()
    expect(setCookie).toHaveLength(1)
    expect(setCookie[0]).toMatch(/^session=[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Lax$/)
    const cookie = setCookie[0].split(';')[0]

    const projects = await fetch(`${mock.url}/v1/projects?limit=2`, { headers: { cookie } })
    expect(projects.status).toBe(200)
    expect(projects.headers.get('content-type')).toContain('application/json')
    const page = await projects.json()
    expectSchema(schema.ProjectResultsPage, page)
    expect(page.items).toHaveLength(2)

    const created = await fetch(`${mock.url}/v1/projects`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'from-curl', description: 'made over HTTP' }),
    })
    expect(created.status).toBe(201)
    // state persists between requests for the life of the server
    expect((await fetch(`${mock.url}/v1/projects/from-curl`, { headers: { cookie } })).status).toBe(200)

    const logout = await fetch(`${mock.url}/v1/logout`, { method: 'POST', headers: { cookie } })
    expect(logout.status).toBe(204)
    expect(logout.headers.getSetCookie()[0]).toContain('Max-Age=0')
    // signing out ended the session on the server, not just in the client's jar
    expect((await fetch(`${mock.url}/v1/me`, { headers: { cookie } })).status).toBe(401)
  })

  it('takes no session cookie it did not hand out', async () => {
    const forged = `session=mock-session.${fleetAdminId}`
    expect((await fetch(`${mock.url}/v1/me`, { headers: { cookie: forged } })).status).toBe(401)
  })

  it('answers 401 without a session', async () => {
    const res = await fetch(`${mock.url}/v1/me`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error_code: 'Unauthorized' })
  })

  it('answers an unmatched request with a 404 error body and a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const res = await fetch(`${mock.url}/v1/not-an-endpoint`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ request_id: expect.any(String), message: 'Not Found' })
    expect(warn).toHaveBeenCalledWith('[mock-api] no handler for GET /v1/not-an-endpoint')
    warn.mockRestore()
  })

  it('passes redirects through instead of following them', async () => {
    const res = await fetch(`${mock.url}/login/other-silo/saml/other-idp`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'SAMLResponse=x&RelayState=%2Fprojects',
      redirect: 'manual',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/projects')
  })
})
