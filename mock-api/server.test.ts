import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as schema from '../src/api/__generated__/validate'
import { fleetAdminId } from './fixtures/users'
import { MiB } from './sizes'
import { type MockServer, startMockServer } from './server'
import { expectSchema } from './test-utils'

let mock: MockServer

beforeAll(async () => {
  mock = await startMockServer(0)
})
afterAll(() => mock.close())

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

async function signIn(): Promise<string> {
  const login = await fetch(`${mock.url}/v1/login/demo-silo/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo' }),
  })
  expect(login.status).toBe(204)
  return login.headers.getSetCookie()[0].split(';')[0]
}

/** What the server answered, and whether a project of that name exists afterwards. */
async function createProject(cookie: string, init: { body: BodyInit; headers?: Record<string, string> }, name: string) {
  const res = await fetch(`${mock.url}/v1/projects`, {
    method: 'POST',
    headers: { cookie, ...init.headers },
    body: init.body,
    // a stream body (no Content-Length) needs this
    duplex: 'half',
  } as RequestInit)
  const body = await res.json()
  const exists = (await fetch(`${mock.url}/v1/projects/${name}`, { headers: { cookie } })).status === 200
  return { status: res.status, body, exists }
}

/** The API's error answer: the status, and a body of exactly the API's error shape. */
function expectErrorAnswer(
  res: { status: number; body: unknown },
  status: number,
  error_code: string,
  message: string,
) {
  expect(res.status).toBe(status)
  expect(res.body).toEqual({ request_id: expect.any(String), error_code, message })
}

/** A create the server refused with the API's error answer, having stored nothing. */
function expectRefusedCreate(
  res: Awaited<ReturnType<typeof createProject>>,
  status: number,
  error_code: string,
  message: string,
) {
  expectErrorAnswer(res, status, error_code, message)
  expect(res.exists).toBe(false)
}

describe('cross-site requests to the Node HTTP server', () => {
  it('refuses a form-encoded POST with 415 and creates nothing', async () => {
    const cookie = await signIn()
    const form = new URLSearchParams({ name: 'from-a-form', description: 'posted by another site' })
    const res = await createProject(cookie, { body: form }, 'from-a-form')
    expectRefusedCreate(
      res,
      415,
      'UnsupportedMediaType',
      'expected content type "application/json", got "application/x-www-form-urlencoded"',
    )
  })

  it('refuses any request from a page of another origin with 403, and creates nothing', async () => {
    const cookie = await signIn()
    const json = JSON.stringify({ name: 'cross-site', description: '' })
    const origin = 'http://127.0.0.1:1'
    const headers = { 'content-type': 'application/json', origin }
    const res = await createProject(cookie, { body: json, headers }, 'cross-site')
    expectRefusedCreate(res, 403, 'Forbidden', 'cross-origin request refused (origin "http://127.0.0.1:1")')
    // reading is refused too: another site's page learns nothing
    const read = await fetch(`${mock.url}/v1/me`, { headers: { cookie, origin } })
    expect(read.status).toBe(403)
    const opaque = await fetch(`${mock.url}/v1/me`, { headers: { cookie, origin: 'null' } })
    expect(opaque.status).toBe(403)
  })

  it('takes requests from its own origin, and from clients that send none', async () => {
    const cookie = await signIn()
    const json = JSON.stringify({ name: 'same-origin', description: '' })
    const headers = { 'content-type': 'application/json', origin: mock.url }
    expect((await createProject(cookie, { body: json, headers }, 'same-origin')).status).toBe(201)
    // no Origin and no content type, as curl --data-binary sends: JSON, as in the API
    const bytes = new TextEncoder().encode(JSON.stringify({ name: 'untyped', description: '' }))
    expect((await createProject(cookie, { body: bytes }, 'untyped')).status).toBe(201)
  })
})

describe('bad input to the Node HTTP server', () => {
  const description = 'x'.repeat(20 * MiB)

  it('refuses a 20 MiB body with 413 and stores nothing', async () => {
    const cookie = await signIn()
    const headers = { 'content-type': 'application/json' }
    const res = await createProject(cookie, { body: JSON.stringify({ name: 'huge', description }), headers }, 'huge')
    expectRefusedCreate(res, 413, 'PayloadTooLarge', 'request body exceeded maximum size of 1048576 bytes')
  })

  it('refuses a 20 MiB body sent without a length, too', async () => {
    const cookie = await signIn()
    const text = JSON.stringify({ name: 'huge-stream', description })
    const stream = new Blob([text]).stream()
    const headers = { 'content-type': 'application/json' }
    const res = await createProject(cookie, { body: stream, headers }, 'huge-stream')
    expect(res.status).toBe(413)
    expect(res.exists).toBe(false)
  })

  it('answers deeply nested JSON with 400, not a server error', async () => {
    const cookie = await signIn()
    const raw = `{"name": "deep", "description": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`
    const res = await createProject(cookie, { body: raw, headers: { 'content-type': 'application/json' } }, 'deep')
    expectRefusedCreate(
      res,
      400,
      'InvalidRequest',
      'unable to parse JSON body: recursion limit exceeded at line 1 column 159',
    )
  })

  it('refuses limit=1.5 with 400', async () => {
    const cookie = await signIn()
    const res = await fetch(`${mock.url}/v1/projects?limit=1.5`, { headers: { cookie } })
    expectErrorAnswer(
      { status: res.status, body: await res.json() },
      400,
      'InvalidRequest',
      'bad query parameter "limit": "1.5" is not a whole number',
    )
  })

  it('answers a path id that is neither a name nor an id with 400 and a short message', async () => {
    const cookie = await signIn()
    const res = await fetch(`${mock.url}/v1/projects/Not_A_Name`, { headers: { cookie } })
    expectErrorAnswer(
      { status: res.status, body: await res.json() },
      400,
      'InvalidRequest',
      'bad path parameter "project": "Not_A_Name" is neither a name nor an id',
    )
  })
})
