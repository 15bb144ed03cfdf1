import { describe, expect, it, vi } from 'vitest'
import {
  apiq,
  apiqErrorsAllowed,
  callApi,
  holdRequestsUntil,
  loginPathFor,
  startHeldCalls,
  apiReady,
  queryClient,
  setUnauthorizedHandler,
} from './client'
import { toQueryString } from './__generated__/http-client'
import { callWithRequest } from './rawCall'
import { ApiError } from './errors'
import { SENT_AT_HEADER } from '@mock/sent-at'

function stubFetch(status: number, body: string) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const res = new Response(body || null, { status, headers: { 'content-type': 'application/json' } })
    Object.defineProperty(res, 'url', { value: url })
    return Object.assign(res, { init })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('API conventions (SPEC section 7)', () => {
  it('sends request body keys in snake_case and reads responses in camelCase', async () => {
    const fetchMock = stubFetch(201, '{"id":"1","name":"p","description":"d","time_created":"2024-01-02T03:04:05Z"}')
    const project = await callApi('projectCreate', { body: { name: 'p', description: 'd' } })
    const init = fetchMock.mock.calls[0][1]
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ name: 'p', description: 'd' })
    expect(project.timeCreated).toBeInstanceOf(Date)
    expect(project.timeCreated.toISOString()).toBe('2024-01-02T03:04:05.000Z')
  })

  it('turns time_*, *_time, *_expiration and timestamp fields into dates, and nothing else', async () => {
    stubFetch(
      200,
      JSON.stringify({
        time_created: '2024-01-02T03:04:05Z',
        start_time: '2024-01-02T03:04:05Z',
        auto_restart_cooldown_expiration: '2024-01-02T03:04:05Z',
        timestamp: '2024-01-02T03:04:05Z',
        description: '2024-01-02T03:04:05Z',
      }),
    )
    const data = (await callApi('ping', {})) as unknown as Record<string, unknown>
    expect(data.timeCreated).toBeInstanceOf(Date)
    expect(data.startTime).toBeInstanceOf(Date)
    expect(data.autoRestartCooldownExpiration).toBeInstanceOf(Date)
    expect(data.timestamp).toBeInstanceOf(Date)
    expect(data.description).toBe('2024-01-02T03:04:05Z')
  })

  it('repeats array query values and drops null ones', async () => {
    const fetchMock = stubFetch(200, '{"items":[]}')
    await callApi('projectList', { query: { limit: 50, pageToken: null, sortBy: undefined } })
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/projects?limit=50')
    // no operation of this API version takes an array query value, so test the encoder itself
    expect(toQueryString({ ids: ['a', 'b'], sortBy: 'name_ascending', pageToken: null })).toBe(
      '?ids=a&ids=b&sort_by=name_ascending',
    )
  })

  it('sends each path param as one encoded segment, so it cannot add a query or a fragment', async () => {
    const fetchMock = stubFetch(200, '{}')
    await callApi('instanceView', {
      path: { instance: 'web-server-1?project=demo-project#;echo INJECTED' },
      query: { project: 'demo-project' },
    })
    expect(fetchMock.mock.calls[0][0]).toBe(
      '/v1/instances/web-server-1%3Fproject%3Ddemo-project%23%3Becho%20INJECTED?project=demo-project',
    )
    await callApi('vpcSubnetView', { path: { subnet: '../../projects' }, query: { project: 'p', vpc: 'v' } })
    expect(fetchMock.mock.calls[1][0]).toBe('/v1/vpc-subnets/..%2F..%2Fprojects?project=p&vpc=v')
  })

  it('treats an empty success body as an empty object', async () => {
    stubFetch(204, '')
    await expect(callApi('projectDelete', { path: { project: 'p' } })).resolves.toEqual({})
  })

  it('classes an unreadable body as "Error reading API response"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch(502, '<html>bad gateway</html>')
    const error = await callApi('projectList', {}).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error.message).toBe('Error reading API response')
    expect(error.statusCode).toBe(502)
  })

  it('maps an error body through the catalogue and logs it with the URL', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch(403, '{"error_code":"Forbidden","message":"Forbidden","request_id":"req-9"}')
    const error = await callApi('projectCreate', { body: { name: 'a', description: '' } }).catch((e) => e)
    expect(error).toMatchObject({
      message: 'Action not authorized',
      errorCode: 'Forbidden',
      statusCode: 403,
      requestId: 'req-9',
    })
    expect(String(log.mock.calls[0][0])).toContain('/v1/projects')
  })

  it("hands a 401 to the app saying whose call it was: the page's reads, or the user's doing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    stubFetch(401, '{"error_code":"Unauthorized","message":"credentials missing or invalid","request_id":"r"}')
    await queryClient.fetchQuery(apiq('projectList', {})).catch(() => {})
    expect(onUnauthorized).toHaveBeenLastCalledWith('page')
    const { queryFn } = apiqErrorsAllowed('systemPolicyView', {})
    await (queryFn as () => Promise<unknown>)()
    expect(onUnauthorized).toHaveBeenLastCalledWith('page')
    // a submit or an action: the error still reaches the form
    const error = await callApi('projectCreate', { body: { name: 'a', description: '' } }).catch((e) => e)
    expect(onUnauthorized).toHaveBeenLastCalledWith('user')
    expect(error).toMatchObject({ statusCode: 401, message: 'Credentials missing or invalid' })
    onUnauthorized.mockClear()
    await callApi('loginLocal', { path: { siloName: 's' }, body: { username: 'u', password: 'p' } }).catch(() => {})
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('builds the login path from where the user is', () => {
    expect(loginPathFor({ pathname: '/projects/p1/instances', search: '?x=1' })).toBe(
      '/login?redirect_uri=%2Fprojects%2Fp1%2Finstances%3Fx%3D1',
    )
  })
})

describe('the request gate', () => {
  it('holds calls until the mock is ready', async () => {
    const fetchMock = stubFetch(200, '{}')
    let open!: () => void
    holdRequestsUntil(() => new Promise<void>((resolve) => (open = resolve)))
    const call = callApi('ping', {})
    await new Promise((r) => setTimeout(r, 20))
    expect(fetchMock).not.toHaveBeenCalled()
    open()
    await call
    expect(fetchMock).toHaveBeenCalledOnce()
    holdRequestsUntil(() => Promise.resolve())
  })

  it('starts what calls are held for once a first call waits, not before', async () => {
    stubFetch(200, '{}')
    const start = vi.fn(() => Promise.resolve())
    holdRequestsUntil(start)
    await new Promise((r) => setTimeout(r, 20))
    expect(start).not.toHaveBeenCalled()
    await Promise.all([callApi('ping', {}), callApi('ping', {})])
    expect(start).toHaveBeenCalledOnce()
    // a page that calls nothing starts it itself
    const quiet = vi.fn(() => Promise.resolve())
    holdRequestsUntil(quiet)
    startHeldCalls()
    await apiReady()
    expect(quiet).toHaveBeenCalledOnce()
  })

  it('stamps a held call with when it was sent, for the mock to count its round trip from', async () => {
    const fetchMock = stubFetch(200, '{}')
    let open!: () => void
    holdRequestsUntil(() => new Promise<void>((resolve) => (open = resolve)))
    const calledAt = performance.now()
    const call = callApi('ping', {})
    await new Promise((r) => setTimeout(r, 20))
    const sentBefore = performance.now()
    open()
    await call
    const stamp = new Headers(fetchMock.mock.calls[0][1].headers).get(SENT_AT_HEADER)
    // stamped while it waited, not when the gate let it through
    expect(Number(stamp ?? Number.NaN)).toBeGreaterThanOrEqual(calledAt)
    expect(Number(stamp ?? Number.NaN)).toBeLessThan(sentBefore - 15)
    holdRequestsUntil(() => Promise.resolve())
  })
})

describe('query helpers', () => {
  it('keys queries by [operation, params] with the SPEC defaults', () => {
    expect(apiq('projectView', { path: { project: 'p' } }).queryKey).toEqual([
      'projectView',
      { path: { project: 'p' } },
    ])
    const defaults = queryClient.getDefaultOptions().queries
    expect(defaults).toMatchObject({ retry: false, staleTime: 2000, refetchOnWindowFocus: false })
  })

  it('returns the error as data in the errors-allowed variant', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch(403, '{"error_code":"Forbidden","message":"Forbidden","request_id":"r"}')
    const { queryFn } = apiqErrorsAllowed('systemPolicyView', {})
    const outcome = await (queryFn as () => Promise<{ type: string; data: unknown }>)()
    expect(outcome.type).toBe('error')
    expect(outcome.data).toBeInstanceOf(ApiError)
  })
})

describe('callWithRequest (calls the generated client cannot make)', () => {
  const answer = (status: number, body: string) =>
    Object.defineProperty(new Response(body, { status, headers: { 'content-type': 'application/json' } }), 'url', {
      value: '/v1/system/update/trust-roots',
    })

  it('reads the answer as every call does, or exactly as sent', async () => {
    const body = '{"time_created":"2024-01-02T03:04:05Z","root_role":{"signed":{"_type":"root"}}}'
    const read = await callWithRequest<{ timeCreated: Date; rootRole: unknown }>(
      'systemUpdateTrustRootCreate',
      async () => answer(201, body),
    )
    expect(read.timeCreated).toBeInstanceOf(Date)
    const kept = await callWithRequest('systemUpdateTrustRootView', async () => answer(200, body), { asSent: true })
    expect(kept).toEqual(JSON.parse(body))
  })

  it('throws the API error as every call does, and a 401 asks for a session', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refused = callWithRequest('systemUpdatePutRepository', async () =>
      answer(400, '{"request_id":"r1","error_code":"InvalidRequest","message":"error opening archive: bad"}'),
    )
    await expect(refused).rejects.toMatchObject({
      message: 'Error opening archive: bad',
      statusCode: 400,
      requestId: 'r1',
      operation: 'systemUpdatePutRepository',
    })
    await expect(
      callWithRequest('systemUpdatePutRepository', async () => answer(401, '{"message":"no"}'), { asSent: true }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledWith('user')
  })
})
