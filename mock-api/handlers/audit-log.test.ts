import { describe, expect, it } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { db } from '../db'
import { SEEDED_AUDIT_ENTRIES } from '../fixtures/audit-log'
import { demoSiloId } from '../fixtures/silos'
import {
  fleetAdminId,
  graceHopperId,
  noRolesId,
  projectCollaboratorId,
  samlUserId,
  siloViewerId,
} from '../fixtures/users'
import { del, expectError, expectOk, get, grantFleetRole, post } from '../test-utils'

const HOUR = 60 * 60_000
const iso = (ms: number) => new Date(ms).toISOString()
/** The whole seed and anything written since: from five weeks ago, the end left open. */
const everything = () => `start_time=${iso(Date.now() - 35 * 24 * HOUR)}`

const list = (query: string, as = fleetAdminId) => get(`/v1/system/audit-log?${query}`, { as })

type Entry = { id: string; operation_id: string; time_completed: string }
const keys = (items: Entry[]) => items.map((e) => `${e.time_completed}/${e.id}`)

/** Reads a scan to its end through the page tokens. */
async function readAll(query: string, as = fleetAdminId): Promise<Entry[]> {
  const all: Entry[] = []
  let res = await list(query, as)
  for (;;) {
    expectOk(res, 200, schema.AuditLogEntryResultsPage)
    all.push(...res.body.items)
    if (!res.body.next_page) return all
    res = await list(`limit=50&page_token=${encodeURIComponent(res.body.next_page)}`, as)
  }
}

/** The newest entry of an operation, read as an API client would. */
async function newest(operationId: string) {
  const all = await readAll(`${everything()}&sort_by=time_and_id_descending&limit=1000`)
  return all.find((e) => e.operation_id === operationId) as Record<string, unknown> | undefined
}

describe('auditLogList', () => {
  it('answers the seeded entries, earliest first by default, each valid against the schema', async () => {
    const res = await list(`${everything()}&limit=1000`)
    expectOk(res, 200, schema.AuditLogEntryResultsPage, { next_page: null })
    const items: Entry[] = res.body.items
    expect(items).toHaveLength(SEEDED_AUDIT_ENTRIES)
    expect(keys(items)).toEqual([...keys(items)].sort())
    const kinds = new Set(res.body.items.map((e: { actor: { kind: string } }) => e.actor.kind))
    expect(kinds).toEqual(new Set(['silo_user', 'user_builtin', 'unauthenticated']))
    const results = new Set(res.body.items.map((e: { result: { kind: string } }) => e.result.kind))
    expect(results).toEqual(new Set(['success', 'error', 'unknown']))
  })

  it('pages newest first with tokens that carry the scan, without repeating or skipping an entry', async () => {
    const first = await list(`${everything()}&sort_by=time_and_id_descending&limit=50`)
    expectOk(first, 200, schema.AuditLogEntryResultsPage)
    expect(first.body.items).toHaveLength(50)
    expect(first.body.next_page).toEqual(expect.any(String))
    const all = await readAll(`${everything()}&sort_by=time_and_id_descending&limit=50`)
    expect(all).toHaveLength(SEEDED_AUDIT_ENTRIES)
    expect(new Set(all.map((e) => e.id)).size).toBe(SEEDED_AUDIT_ENTRIES)
    expect(keys(all)).toEqual([...keys(all)].sort().reverse())
  })

  it('keeps to the range: start inclusive, end exclusive', async () => {
    const entry = db.auditLog[100]
    const t = Date.parse(entry.time_completed)
    const from = await list(`start_time=${iso(t)}&end_time=${iso(t + 1)}`)
    expectOk(from, 200, schema.AuditLogEntryResultsPage)
    expect(from.body.items.map((e: Entry) => e.id)).toContain(entry.id)
    const until = await list(`start_time=${iso(t - HOUR)}&end_time=${iso(t)}`)
    expect(until.body.items.map((e: Entry) => e.id)).not.toContain(entry.id)
    // the last day holds about a twenty-eighth of four weeks' entries
    const day = await readAll(`start_time=${iso(Date.now() - 24 * HOUR)}&end_time=${iso(Date.now())}`)
    expect(day.length).toBeGreaterThan(5)
    expect(day.length).toBeLessThan(30)
  })

  it('refuses a missing, malformed or backwards range, and a bad page token', async () => {
    expectError(await list(''), 400, 'InvalidRequest')
    expect((await list('')).body.message).toMatch(/start_time/)
    expectError(await list('start_time=yesterday'), 400)
    const backwards = await list(`start_time=${iso(Date.now())}&end_time=${iso(Date.now() - HOUR)}`)
    expectError(backwards, 400, 'InvalidRequest')
    expect(backwards.body.message).toMatch(/start_time must be before end_time/)
    expectError(await list(`${everything()}&sort_by=newest`), 400)
    expectError(await list('page_token=eyJub3BlIjp0cnVlfQ'), 400, 'InvalidRequest')
  })

  it('lets fleet viewers read it and refuses everyone else', async () => {
    grantFleetRole(noRolesId, 'viewer')
    expectOk(await list(everything(), noRolesId), 200, schema.AuditLogEntryResultsPage)
    for (const as of [siloViewerId, projectCollaboratorId, samlUserId]) {
      expectError(await list(everything(), as), 403, 'Forbidden')
    }
    expectError(await get(`/v1/system/audit-log?${everything()}`), 401, 'Unauthorized')
  })
})

describe('the audit trail of mutating calls', () => {
  const newProject = { name: 'audited', description: '' }

  it('appends a successful call with its actor, auth method, request and timing', async () => {
    const res = await post('/v1/projects', { as: graceHopperId, body: newProject })
    expect(res.status).toBe(201)
    const entry = await newest('project_create')
    expect(entry).toMatchObject({
      actor: { kind: 'silo_user', silo_id: demoSiloId, silo_user_id: graceHopperId },
      result: { kind: 'success', http_status_code: 201 },
      request_uri: '/v1/projects',
      auth_method: 'session_cookie',
      source_ip: '127.0.0.1',
    })
    expect(Date.parse(String(entry!.time_completed))).toBeGreaterThanOrEqual(Date.parse(String(entry!.time_started)))
    expect(Date.now() - Date.parse(String(entry!.time_completed))).toBeLessThan(60_000)
  })

  it("appends a failed call with the API's status, code, message and request id", async () => {
    const refused = await del('/v1/projects/demo-project', { as: siloViewerId })
    expectError(refused, 403, 'Forbidden')
    expect(await newest('project_delete')).toMatchObject({
      actor: { kind: 'silo_user', silo_user_id: siloViewerId },
      result: { kind: 'error', http_status_code: 403, error_code: 'Forbidden', error_message: 'Forbidden' },
      request_id: refused.body.request_id,
    })
  })

  it('logs sign-in attempts as unauthenticated, but neither reads nor signed-out refusals', async () => {
    const before = db.auditLog.length
    await get('/v1/projects', { as: projectCollaboratorId })
    expectError(await post('/v1/projects', { body: newProject }), 401)
    expect(db.auditLog).toHaveLength(before)
    const login = await post('/v1/login/demo-silo/local', { body: { username: 'fleet-admin', password: 'nope' } })
    expect(login.status).toBe(401)
    expect(await newest('login_local')).toMatchObject({
      actor: { kind: 'unauthenticated' },
      auth_method: null,
      result: { kind: 'error', http_status_code: 401 },
    })
    expect(db.auditLog).toHaveLength(before + 1)
  })
})
