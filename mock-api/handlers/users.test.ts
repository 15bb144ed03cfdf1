import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db, resetDb } from '../db'
import { dennisRitchieId, fleetAdminId, graceHopperId, noRolesId, samlUserId, siloViewerId } from '../fixtures/users'
import { SESSION_IDLE_MS } from '../sessions'
import { expectError, expectOk, get, post, sessionCookie } from '../test-utils'

beforeEach(resetDb)

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id)
const me = (cookie: string) => get('/v1/me', { headers: { cookie } })

describe('userView', () => {
  it('shows a user of the caller’s silo to any member', async () => {
    const res = await get(`/v1/users/${graceHopperId}`, { as: noRolesId })
    expectOk(res, 200, schema.User, { id: graceHopperId, display_name: 'grace-hopper' })
    expect(Object.keys(res.body).sort()).toEqual(['display_name', 'id', 'silo_id'])
  })

  it('shows another silo’s user to fleet viewers only; others get the 404 of a missing user', async () => {
    expectOk(await get(`/v1/users/${samlUserId}`, { as: fleetAdminId }), 200, schema.User, { id: samlUserId })
    expectError(await get(`/v1/users/${samlUserId}`, { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/users/${crypto.randomUUID()}`, { as: fleetAdminId }), 404, 'ObjectNotFound')
  })

  it('refuses an id that is not a UUID (400) and a signed-out caller (401)', async () => {
    expectError(await get('/v1/users/grace-hopper', { as: fleetAdminId }), 400, 'InvalidRequest')
    expectError(await get(`/v1/users/${graceHopperId}`), 401)
  })
})

describe('userTokenList', () => {
  it('lists a user’s live tokens, without their secrets, to a silo admin', async () => {
    const res = await get(`/v1/users/${siloViewerId}/access-tokens`, { as: fleetAdminId })
    expectOk(res, 200, schema.DeviceAccessTokenResultsPage)
    expect(ids(res.body)).toEqual(['70c3e000-0000-4000-8000-000000000001', '70c3e000-0000-4000-8000-000000000002'])
    expect(res.body.items[0]).toEqual({
      id: '70c3e000-0000-4000-8000-000000000001',
      time_created: '2026-09-02T08:15:00.000Z',
      time_expires: null,
    })
    expect(JSON.stringify(res.body)).not.toContain('oxide-token-')
  })

  it('lists the caller’s own tokens whatever their roles, and leaves out expired ones', async () => {
    db.accessTokens[1].time_expires = new Date(Date.now() - 1000).toISOString()
    const res = await get(`/v1/users/${siloViewerId}/access-tokens`, { as: siloViewerId })
    expectOk(res, 200, schema.DeviceAccessTokenResultsPage)
    expect(ids(res.body)).toEqual(['70c3e000-0000-4000-8000-000000000001'])
  })

  it('pages by id', async () => {
    const first = await get(`/v1/users/${siloViewerId}/access-tokens?limit=1`, { as: fleetAdminId })
    expect(first.body.items).toHaveLength(1)
    const second = await get(`/v1/users/${siloViewerId}/access-tokens?limit=1&page_token=${first.body.next_page}`, {
      as: fleetAdminId,
    })
    expect(second.body.next_page).toBeNull()
    expect([...ids(first.body), ...ids(second.body)]).toHaveLength(2)
  })

  it('refuses anyone else in the silo (403), and hides other silos’ users (404)', async () => {
    expectError(await get(`/v1/users/${graceHopperId}/access-tokens`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get(`/v1/users/${siloViewerId}/access-tokens`, { as: dennisRitchieId }), 403, 'Forbidden')
    // a fleet admin reads another silo's user, but only that silo's admins its tokens
    expectError(await get(`/v1/users/${samlUserId}/access-tokens`, { as: fleetAdminId }), 403, 'Forbidden')
    expectError(await get(`/v1/users/${fleetAdminId}/access-tokens`, { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await get(`/v1/users/${siloViewerId}/access-tokens`), 401)
  })
})

describe('userSessionList', () => {
  it('lists a user’s live sessions, seeded ones and sign-ins, by id', async () => {
    const cookie = sessionCookie(graceHopperId)
    const res = await get(`/v1/users/${graceHopperId}/sessions`, { as: fleetAdminId })
    expectOk(res, 200, schema.ConsoleSessionResultsPage)
    // two seeded sessions in other browsers and the one this test signed in
    expect(res.body.items).toHaveLength(3)
    expect(ids(res.body)).toEqual([...ids(res.body)].sort())
    expect(JSON.stringify(res.body)).not.toContain(cookie.split('=')[1])
    for (const s of res.body.items) expect(Object.keys(s).sort()).toEqual(['id', 'time_created', 'time_last_used'])
  })

  it('leaves out sessions gone unused for 8 hours', async () => {
    db.seededSessions.find((s) => s.user_id === graceHopperId)!.time_last_used = new Date(
      Date.now() - SESSION_IDLE_MS,
    ).toISOString()
    const res = await get(`/v1/users/${graceHopperId}/sessions`, { as: graceHopperId })
    expectOk(res, 200, schema.ConsoleSessionResultsPage)
    expect(res.body.items).toHaveLength(2)
  })

  it('refuses anyone but the user and their silo’s admins', async () => {
    expectError(await get(`/v1/users/${graceHopperId}/sessions`, { as: noRolesId }), 403, 'Forbidden')
    expectError(await get(`/v1/users/${samlUserId}/sessions`, { as: fleetAdminId }), 403, 'Forbidden')
    expectError(await get(`/v1/users/${fleetAdminId}/sessions`, { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/users/nope/sessions', { as: fleetAdminId }), 400, 'InvalidRequest')
  })
})

describe('userLogout', () => {
  it('revokes every token and ends every session of the user; their next call is a 401', async () => {
    const cookie = sessionCookie(siloViewerId)
    const bearer = db.accessTokens.find((t) => t.user_id === siloViewerId)!.token
    expect((await me(cookie)).status).toBe(200)
    expect((await get('/v1/me', { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200)

    const res = await post(`/v1/users/${siloViewerId}/logout`, { as: fleetAdminId })
    expect(res.status).toBe(204)

    expectError(await me(cookie), 401, 'Unauthorized')
    expectError(await get('/v1/me', { headers: { authorization: `Bearer ${bearer}` } }), 401)
    const tokens = await get(`/v1/users/${siloViewerId}/access-tokens`, { as: fleetAdminId })
    const sessions = await get(`/v1/users/${siloViewerId}/sessions`, { as: fleetAdminId })
    expect(tokens.body.items).toEqual([])
    expect(sessions.body.items).toEqual([])
    // nobody else is touched
    expect((await get(`/v1/users/${graceHopperId}/access-tokens`, { as: fleetAdminId })).body.items).toHaveLength(1)
    expect((await me(sessionCookie(fleetAdminId))).status).toBe(200)
  })

  it('lets a user sign themself out everywhere', async () => {
    const cookie = sessionCookie(graceHopperId)
    expect((await post(`/v1/users/${graceHopperId}/logout`, { headers: { cookie } })).status).toBe(204)
    expectError(await me(cookie), 401)
  })

  it('refuses anyone else (403) and leaves the user signed in', async () => {
    const cookie = sessionCookie(graceHopperId)
    expectError(await post(`/v1/users/${graceHopperId}/logout`, { as: siloViewerId }), 403, 'Forbidden')
    expectError(await post(`/v1/users/${samlUserId}/logout`, { as: fleetAdminId }), 403, 'Forbidden')
    expectError(await post(`/v1/users/${fleetAdminId}/logout`, { as: samlUserId }), 404, 'ObjectNotFound')
    expectError(await post('/v1/users/not-an-id/logout', { as: fleetAdminId }), 400, 'InvalidRequest')
    expect((await me(cookie)).status).toBe(200)
    expect(db.accessTokens.some((t) => t.user_id === graceHopperId)).toBe(true)
  })
})

describe('userBuiltinList and userBuiltinView', () => {
  it('lists the built-in users by name to fleet viewers', async () => {
    const res = await get('/v1/system/users-builtin', { as: fleetAdminId })
    expectOk(res, 200, schema.UserBuiltinResultsPage)
    const names = res.body.items.map((u: { name: string }) => u.name)
    expect(names.join(' ')).toBe('db-init external-authn internal-api internal-read saga-recovery service-balancer')
    // name order is the only one this list takes
    expectError(await get('/v1/system/users-builtin?sort_by=id_ascending', { as: fleetAdminId }), 400)
    const first = await get('/v1/system/users-builtin?limit=4', { as: fleetAdminId })
    const next = await get(`/v1/system/users-builtin?limit=4&page_token=${first.body.next_page}`, { as: fleetAdminId })
    expect(next.body.items.map((u: { name: string }) => u.name)).toEqual(['saga-recovery', 'service-balancer'])
    expect(next.body.next_page).toBeNull()
  })

  it('shows one by name or id', async () => {
    const byName = await get('/v1/system/users-builtin/db-init', { as: fleetAdminId })
    expectOk(byName, 200, schema.UserBuiltin, { id: '001de000-05e4-4000-8000-000000000001' })
    const byId = await get('/v1/system/users-builtin/001de000-05e4-4000-8000-000000003a8a', { as: fleetAdminId })
    expectOk(byId, 200, schema.UserBuiltin, { name: 'saga-recovery' })
    expectError(await get('/v1/system/users-builtin/nobody', { as: fleetAdminId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/users-builtin/Not_A_Name', { as: fleetAdminId }), 400, 'InvalidRequest')
  })

  it('refuses the list (403) and hides each one (404) below fleet viewer', async () => {
    expectError(await get('/v1/system/users-builtin', { as: siloViewerId }), 403, 'Forbidden')
    expectError(await get('/v1/system/users-builtin/db-init', { as: siloViewerId }), 404, 'ObjectNotFound')
    expectError(await get('/v1/system/users-builtin'), 401)
  })
})
