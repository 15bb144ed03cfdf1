import { describe, expect, it } from 'vitest'
import { makeHandlers, type MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { fleetAdminId, noRolesId, webDevsGroupId } from '../fixtures/users'
import { call, expectError, get, post } from '../test-utils'
import { implementedHandlers } from '.'

describe('operations the mock does not model', () => {
  it('answer 501 NotImplemented, naming the operation', async () => {
    const res = await get('/v1/system/networking/bgp', { as: noRolesId })
    expectError(res, 501, 'NotImplemented')
    expect(res.body.message).toBe('The mock API does not implement networking_bgp_config_list yet')

    const probe = await call('DELETE', '/experimental/v1/probes/edge-probe?project=mock-project', {
      as: fleetAdminId,
    })
    expectError(probe, 501, 'NotImplemented')
    expect(probe.body.message).toContain('probe_delete')
  })

  it('still require a signed-in user', async () => {
    expectError(await get('/v1/system/networking/bgp'), 401, 'Unauthorized')
  })

  it('still validate their input first', async () => {
    expectError(await get('/v1/disks?limit=0', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('requests the API does not know', () => {
  it('match no handler', async () => {
    expect((await get('/v1/no-such-thing', { as: fleetAdminId })).status).toBe(0)
    // console pages share prefixes with the API and must not be swallowed
    expect((await get('/login/demo-silo/local')).status).toBe(0)
    expect((await get('/device/verify')).status).toBe(0)
  })
})

describe('malformed bodies', () => {
  it('answer 400 with the parse error, like the real API', async () => {
    const res = await post('/v1/projects', {
      as: fleetAdminId,
      raw: '{"name": ',
      headers: { 'content-type': 'application/json' },
    })
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toMatch(/^unable to parse JSON body: /)

    const empty = await post('/v1/projects', {
      as: fleetAdminId,
      raw: '',
      headers: { 'content-type': 'application/json' },
    })
    expectError(empty, 400, 'InvalidRequest')
  })

  it('do not affect bodiless POSTs or form endpoints', async () => {
    expect((await post('/v1/logout')).status).toBe(204)
    // what the generated client sends: a JSON content type and no body
    const jsonNoBody = await post('/v1/logout', {
      as: fleetAdminId,
      raw: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(jsonNoBody.status).toBe(204)
    expect((await post('/device/auth', { form: { client_id: crypto.randomUUID() } })).status).toBe(200)
  })
})

describe('errors from request validation', () => {
  it('carry a request_id like every other error', async () => {
    const res = await post('/v1/projects', { as: fleetAdminId, body: { name: 'Bad Name', description: '' } })
    expectError(res, 400, 'InvalidRequest')
  })
})

/** Every operation of the API document, by handler name, as the generated shell asks for them. */
function allOperations(): string[] {
  const names: string[] = []
  const record = new Proxy({} as MSWHandlers, {
    get(_target, name) {
      names.push(String(name))
      return () => 204
    },
  })
  makeHandlers(record)
  return names
}

/** The resource families the console works with, by the handler names' prefix. */
const FAMILIES = [
  ...['ping', 'login', 'logout', 'device', 'currentUser', 'group', 'policy', 'systemPolicy', 'project'],
  ...['instance', 'disk', 'snapshot', 'image', 'floatingIp', 'antiAffinityGroup', 'affinityGroup'],
  ...['vpc', 'internetGateway'],
]
/** Single operations of families the mock models only in part. */
const ALSO = ['userList', 'siloList', 'siloView', 'siloIdentityProviderList', 'samlIdentityProviderView']

describe('implemented handlers', () => {
  it('cover every operation of the resource families the console works with', () => {
    const wanted = allOperations().filter((op) => FAMILIES.some((f) => op.startsWith(f)) || ALSO.includes(op))
    expect(wanted.length).toBeGreaterThan(120)
    expect(wanted.filter((op) => !(op in implementedHandlers))).toEqual([])
  })
})

describe('reads by a signed-out caller', () => {
  it.each([
    '/v1/me/groups',
    '/v1/me/access-tokens',
    '/v1/policy',
    '/v1/projects',
    '/v1/users',
    '/v1/groups',
    `/v1/groups/${webDevsGroupId}`,
  ])('answer 401 Unauthorized: %s', async (path) => {
    expectError(await get(path), 401, 'Unauthorized')
  })
})
