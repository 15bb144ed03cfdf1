import { describe, expect, it } from 'vitest'
import { type Faults, parseChaosPercent, parseFaults } from './chaos'
import { fleetAdminId } from './fixtures/users'
import { makeMockHandlers } from './handlers'
import { SENT_AT_HEADER, timeOnTheWay } from './sent-at'
import { expectError, get, type CallOptions } from './test-utils'

const asAdmin = (handlers: CallOptions['handlers']): CallOptions => ({ as: fleetAdminId, handlers })

/** How long `work` takes, in ms. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now()
  const result = await work()
  return [result, Date.now() - started]
}

describe('delay', () => {
  it('makes each call take 200-400 ms when on', async () => {
    const handlers = makeMockHandlers({ delay: true, chaosPercent: () => 0 })
    const [res, elapsed] = await timed(() => get('/v1/projects', asAdmin(handlers)))
    expect(res.status).toBe(200)
    expect(elapsed).toBeGreaterThanOrEqual(195)
    expect(elapsed).toBeLessThan(1000)
  })

  it('counts the round trip from when the page sent the call, where the page says', async () => {
    const handlers = makeMockHandlers({ delay: true, chaosPercent: () => 0, timeOnTheWay })
    // held 400 ms while the mock started: the round trip is over, the answer comes at once
    const held = { [SENT_AT_HEADER]: String(performance.now() - 400) }
    const [res, elapsed] = await timed(() => get('/v1/projects', { ...asAdmin(handlers), headers: held }))
    expect(res.status).toBe(200)
    expect(elapsed).toBeLessThan(100)
    // sent just now: the whole round trip is still to come
    const now = { [SENT_AT_HEADER]: String(performance.now()) }
    const [, fresh] = await timed(() => get('/v1/projects', { ...asAdmin(handlers), headers: now }))
    expect(fresh).toBeGreaterThanOrEqual(190)
  })

  it('ignores a stamp from the future, or none that reads as a time', () => {
    const stamp = (value: string) => new Request('http://x/v1/ping', { headers: { [SENT_AT_HEADER]: value } })
    expect(timeOnTheWay(stamp('100'), 350)).toBe(250)
    expect(timeOnTheWay(stamp('400'), 350)).toBe(0)
    expect(timeOnTheWay(stamp('soon'), 350)).toBe(0)
    expect(timeOnTheWay(new Request('http://x/v1/ping'), 350)).toBe(0)
  })
})

describe('chaos mode', () => {
  it('at 100% fails every call with 401, 403, 404 or 500 and a proper error body', async () => {
    const handlers = makeMockHandlers({ delay: false, chaosPercent: () => 100 })
    const calls = Array.from({ length: 12 }, (_, i) => get(i % 2 ? '/v1/projects' : '/v1/ping', asAdmin(handlers)))
    const [responses, elapsed] = await timed(() => Promise.all(calls))
    // failures are not instant: they come after the usual 200-400 ms
    expect(elapsed).toBeGreaterThanOrEqual(195)
    for (const res of responses) {
      expect([401, 403, 404, 500]).toContain(res.status)
      expectError(res, res.status)
      expect(res.headers.get('x-mock-chaos')).toBe('1')
    }
  })

  it('is read on every call, so it can be switched at run time', async () => {
    let percent = 0
    const handlers = makeMockHandlers({ delay: false, chaosPercent: () => percent })
    expect((await get('/v1/ping', asAdmin(handlers))).status).toBe(200)
    percent = 100
    expect((await get('/v1/ping', asAdmin(handlers))).status).not.toBe(200)
  })

  it('reads a percentage, clamped to 0-100, and treats junk as off', () => {
    const cases: [string | null | undefined, number][] = [
      ['25', 25],
      ['250', 100],
      ['-3', 0],
      ['lots', 0],
      ['', 0],
      [null, 0],
      [undefined, 0],
    ]
    for (const [raw, percent] of cases) expect(parseChaosPercent(raw), String(raw)).toBe(percent)
  })
})

describe('targeted faults', () => {
  const withFaults = (faults: Faults, delay = false) =>
    makeMockHandlers({ delay, chaosPercent: () => 0, faults: () => faults })

  it('fail the chosen operation with the real API’s error body for the status, and only that one', async () => {
    const handlers = withFaults({ floatingIpList: 500 })
    const res = await get('/v1/floating-ips?project=demo-project', asAdmin(handlers))
    expectError(res, 500, 'Internal')
    expect(res.body.message).toBe('Internal Server Error')
    expect(res.headers.get('x-mock-fault')).toBe('1')
    const other = await get('/v1/projects', asAdmin(handlers))
    expect(other.status).toBe(200)
    expect(other.headers.get('x-mock-fault')).toBeNull()
  })

  it('answer each status as the API words it', async () => {
    const cases: [number, string, string | RegExp][] = [
      [503, 'ServiceNotAvailable', 'Service Unavailable'],
      [403, 'Forbidden', 'Forbidden'],
      [404, 'ObjectNotFound', /^not found: /],
      [401, 'Unauthorized', 'credentials missing or invalid'],
      [400, 'InvalidRequest', 'Bad Request'],
      [502, 'Internal', 'Internal Server Error'],
    ]
    for (const [status, code, message] of cases) {
      const res = await get('/v1/projects', asAdmin(withFaults({ projectList: status })))
      expectError(res, status, code)
      expect(res.body.message).toMatch(message)
    }
  })

  it('fail even a signed-out caller, after the usual delay', async () => {
    const [res, elapsed] = await timed(() => get('/v1/projects', { handlers: withFaults({ projectList: 503 }, true) }))
    expectError(res, 503, 'ServiceNotAvailable')
    expect(elapsed).toBeGreaterThanOrEqual(195)
  })

  it('are read on every call, so they can be switched at run time', async () => {
    let faults: Faults = {}
    const handlers = makeMockHandlers({ delay: false, chaosPercent: () => 0, faults: () => faults })
    expect((await get('/v1/projects', asAdmin(handlers))).status).toBe(200)
    faults = { projectList: 500 }
    expect((await get('/v1/projects', asAdmin(handlers))).status).toBe(500)
  })

  it('are read from JSON; junk means none, and entries without an error status are left out', async () => {
    expect(parseFaults('{"floatingIpList": 500, "projectList": 503}')).toEqual({
      floatingIpList: 500,
      projectList: 503,
    })
    for (const junk of [null, undefined, '', 'nope', '[500]', 'null', '500', '{"floatingIpList":']) {
      expect(parseFaults(junk), String(junk)).toEqual({})
    }
    expect(parseFaults('{"a": 200, "b": "500", "c": 600, "d": 404.5, "e": 404}')).toEqual({ e: 404 })
    const handlers = makeMockHandlers({ delay: false, chaosPercent: () => 0, faults: () => parseFaults('nope') })
    expect((await get('/v1/projects', asAdmin(handlers))).status).toBe(200)
  })
})
