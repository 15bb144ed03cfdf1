import { describe, expect, it } from 'vitest'
import type { AuditLogEntry } from '~/api/__generated__/Api'
import {
  actorLabel,
  filtersFromSearch,
  formatDuration,
  matches,
  resultText,
  toCsv,
  toJson,
  withFilter,
  type ActorNames,
} from './entries'

const names: ActorNames = {
  users: new Map([['u-1', 'grace-hopper']]),
  silos: new Map([['s-1', 'demo-silo']]),
}

const entry = (over: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 'e-1',
  actor: { kind: 'silo_user', siloId: 's-1', siloUserId: 'u-1' },
  operationId: 'project_create',
  requestId: 'r-1',
  requestUri: '/v1/projects',
  result: { kind: 'success', httpStatusCode: 201 },
  sourceIp: '10.0.0.1',
  userAgent: 'oxide-cli/0.11.0',
  authMethod: 'session_cookie',
  timeStarted: new Date('2025-08-01T12:00:00.000Z'),
  timeCompleted: new Date('2025-08-01T12:00:01.250Z'),
  ...over,
})

const failed = entry({
  id: 'e-2',
  operationId: 'disk_delete',
  actor: { kind: 'user_builtin', userBuiltinId: '001de000-05e4-4000-8000-000000000001' },
  result: {
    kind: 'error',
    httpStatusCode: 400,
    errorCode: 'InvalidRequest',
    errorMessage: 'disk "a, b" is "attached"',
  },
  userAgent: '=HYPERLINK("http://x")',
  authMethod: null,
})

describe('what an entry shows', () => {
  it('names actors by what the console knows, else by a short id', () => {
    expect(actorLabel(entry().actor, names)).toBe('grace-hopper (demo-silo)')
    expect(actorLabel({ kind: 'silo_user', siloId: 's-9', siloUserId: 'abcdef123456' }, names)).toBe(
      'user abcdef12 (silo s-9)',
    )
    expect(actorLabel(failed.actor, names)).toBe('built-in user 001de000')
    expect(actorLabel({ kind: 'unauthenticated' }, names)).toBe('unauthenticated')
  })

  it('says how a call ended and how long it took', () => {
    expect(resultText(entry().result)).toBe('success (201)')
    expect(resultText(failed.result)).toBe('error 400 InvalidRequest: disk "a, b" is "attached"')
    expect(resultText({ kind: 'unknown' })).toMatch(/^unknown/)
    expect([850, 1250, 125_000].map(formatDuration)).toEqual(['850 ms', '1.3 s', '2 min 5 s'])
  })
})

describe('filters', () => {
  it('read from and write to the URL, keeping the rest of it', () => {
    const search = new URLSearchParams('range=24h&actor=grace&result=error')
    expect(filtersFromSearch(search)).toEqual({ actor: 'grace', operation: '', result: 'error' })
    expect(filtersFromSearch(new URLSearchParams('result=nonsense')).result).toBe('all')
    expect(withFilter(search, 'operation', 'disk').toString()).toBe('range=24h&actor=grace&result=error&operation=disk')
    expect(withFilter(search, 'result', 'all').toString()).toBe('range=24h&actor=grace')
    expect(withFilter(search, 'actor', '').toString()).toBe('range=24h&result=error')
  })

  it('match actor names and ids, operation ids in part and any case, and the result kind', () => {
    const f = (s: string) => filtersFromSearch(new URLSearchParams(s))
    expect(matches(entry(), f('actor=Grace'), names)).toBe(true)
    expect(matches(entry(), f('actor=u-1'), names)).toBe(true)
    expect(matches(entry(), f('actor=demo-silo'), names)).toBe(true)
    expect(matches(failed, f('actor=grace'), names)).toBe(false)
    expect(matches(failed, f('actor=built-in'), names)).toBe(true)
    expect(matches(failed, f('operation=DISK_'), names)).toBe(true)
    expect(matches(entry(), f('operation=disk'), names)).toBe(false)
    expect(matches(failed, f('result=error'), names)).toBe(true)
    expect(matches(entry(), f('result=error'), names)).toBe(false)
  })
})

describe('exports', () => {
  it('write a header and one CRLF-ended line per entry, in the order shown', () => {
    const csv = toCsv([entry(), failed], names)
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[3]).toBe('')
    expect(lines[0].split(',').slice(0, 4)).toEqual(['time_completed', 'time_started', 'duration_ms', 'actor'])
    expect(lines[1]).toContain('2025-08-01T12:00:01.250Z,2025-08-01T12:00:00.000Z,1250,grace-hopper (demo-silo)')
    expect(lines[2]).toContain(',"disk ""a, b"" is ""attached""",')
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://x"")",`)
  })

  it('give JSON in the shape the API answers', () => {
    const [json] = JSON.parse(toJson([failed]))
    expect(json).toEqual({
      id: 'e-2',
      time_started: '2025-08-01T12:00:00.000Z',
      time_completed: '2025-08-01T12:00:01.250Z',
      operation_id: 'disk_delete',
      request_id: 'r-1',
      request_uri: '/v1/projects',
      actor: { kind: 'user_builtin', user_builtin_id: '001de000-05e4-4000-8000-000000000001' },
      result: {
        kind: 'error',
        http_status_code: 400,
        error_code: 'InvalidRequest',
        error_message: 'disk "a, b" is "attached"',
      },
      source_ip: '10.0.0.1',
      user_agent: '=HYPERLINK("http://x")',
      auth_method: null,
    })
  })
})
