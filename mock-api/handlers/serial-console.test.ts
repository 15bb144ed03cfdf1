import { afterEach, describe, expect, it, vi } from 'vitest'
import * as schema from '../../src/api/__generated__/validate'
import { instanceIds } from '../fixtures/instance-ids'
import { fleetAdminId, noRolesId, projectCollaboratorId, siloViewerId } from '../fixtures/users'
import { expectError, expectOk, get, sessionCookie } from '../test-utils'
import { serialConsoleWebSocketHandler } from './serial-console'

const text = (bytes: number[] | Uint8Array) => new TextDecoder().decode(Uint8Array.from(bytes))
const history = (instance: string, query: string, as: string | undefined = projectCollaboratorId) =>
  get(`/v1/instances/${instance}/serial-console?${query}`, { as })

describe('instanceSerialConsole', () => {
  it('returns the recent boot log, ending in a login prompt', async () => {
    const res = await history('web-server-1', 'project=demo-project&most_recent=262144')
    expectOk(res, 200, schema.InstanceSerialConsoleData)
    const log = text(res.body.data)
    expect(log).toContain('Linux version')
    expect(log).toContain('Hostname set to <web-server-1>')
    expect(log.endsWith('\r\nweb-server-1 login: ')).toBe(true)
    expect(res.body.last_byte_offset).toBe(res.body.data.length)

    const tail = await history(instanceIds.webServer1, 'most_recent=20')
    expect(text(tail.body.data)).toBe(log.slice(-20))
    expect(tail.body.last_byte_offset).toBe(res.body.data.length)
  })

  it('reads from an offset, up to max_bytes, continuing where the last read ended', async () => {
    const all = (await history('web-server-1', 'project=demo-project&from_start=0')).body.data
    const first = await history('web-server-1', 'project=demo-project&from_start=0&max_bytes=100')
    expect(first.body).toEqual({ data: all.slice(0, 100), last_byte_offset: 100 })
    const next = await history(
      'web-server-1',
      `project=demo-project&from_start=${first.body.last_byte_offset}&max_bytes=100`,
    )
    expect(next.body.data).toEqual(all.slice(100, 200))
    const past = await history('web-server-1', `project=demo-project&from_start=${all.length + 50}`)
    expect(past.body).toEqual({ data: [], last_byte_offset: all.length })
  })

  it('needs exactly one of from_start and most_recent', async () => {
    expectError(await history('web-server-1', 'project=demo-project'), 400, 'InvalidRequest')
    expectError(await history('web-server-1', 'project=demo-project&from_start=0&most_recent=10'), 400)
  })

  it('has no console for an instance that is not running', async () => {
    const res = await history('db-primary', 'project=demo-project&most_recent=10')
    expectError(res, 400, 'InvalidRequest')
    expect(res.body.message).toContain('is stopped')
  })

  it('needs a project collaborator, hiding unreadable instances behind 404', async () => {
    expectError(await history('web-server-1', 'project=demo-project&most_recent=10', siloViewerId), 403, 'Forbidden')
    expectError(await history('web-server-1', 'project=demo-project&most_recent=10', noRolesId), 404)
    expectError(await history(instanceIds.frontend1, 'most_recent=10'), 404, 'ObjectNotFound')
    expectError(await history('nope', 'project=demo-project&most_recent=10'), 404, 'ObjectNotFound')
    expectError(await history('web-server-1', 'project=demo-project&most_recent=10', ''), 401)
    expect((await history('web-server-1', 'project=demo-project&most_recent=10', fleetAdminId)).status).toBe(200)
  })

  it('answers a plain GET of the stream with 400', async () => {
    const res = await get('/v1/instances/web-server-1/serial-console/stream?project=demo-project', { as: fleetAdminId })
    expectError(res, 400, 'InvalidRequest')
  })
})

/** Stands in for MSW's client connection: records what the mock sends and how it closes. */
class FakeClient extends EventTarget {
  readonly id = crypto.randomUUID()
  readonly url: URL
  readonly socket = { binaryType: 'arraybuffer' }
  readonly received: string[] = []
  closed: { code: number; reason: string } | null = null
  constructor(url: string) {
    super()
    this.url = new URL(url)
  }
  send(data: ArrayBuffer) {
    this.received.push(text(new Uint8Array(data)))
  }
  close(code: number, reason: string) {
    this.closed = { code, reason }
  }
  type(data: string | Blob) {
    this.dispatchEvent(new MessageEvent('message', { data }))
  }
}

async function connectInPage(url: string, as?: string): Promise<FakeClient> {
  vi.stubGlobal('document', { cookie: as ? `mock-visited=1; ${sessionCookie(as)}` : 'mock-visited=1' })
  const client = new FakeClient(url)
  const connection = { client, server: new EventTarget(), info: { protocols: undefined } }
  await serialConsoleWebSocketHandler.run(
    connection as unknown as Parameters<typeof serialConsoleWebSocketHandler.run>[0],
  )
  await vi.waitFor(() => expect(client.received.length > 0 || client.closed !== null).toBe(true))
  return client
}

describe('the serial console WebSocket in the page', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('matches the stream on any host, over ws: and wss:, with or without a query', () => {
    const path = '/v1/instances/web-server-1/serial-console/stream'
    for (const url of [`ws://127.0.0.1:4199${path}?project=demo-project`, `wss://console.example.com${path}`]) {
      expect(serialConsoleWebSocketHandler.test(url)).toBe(true)
    }
    expect(serialConsoleWebSocketHandler.test('ws://127.0.0.1/v1/instances/x/serial-console')).toBe(false)
    expect(serialConsoleWebSocketHandler.test('ws://127.0.0.1/v1/instances/x/serial-console/stream/more')).toBe(false)
  })

  it('greets with a login prompt, then echoes, turning a carriage return into a new line', async () => {
    const client = await connectInPage(
      'ws://127.0.0.1:4199/v1/instances/web-server-1/serial-console/stream?project=demo-project',
      projectCollaboratorId,
    )
    expect(client.closed).toBeNull()
    expect(client.received.join('')).toBe('\r\nUbuntu 24.04.2 LTS web-server-1 ttyS0\r\n\r\nweb-server-1 login: ')
    client.received.length = 0
    client.type('ls\r')
    client.type(new Blob([new TextEncoder().encode('pwd\r')]))
    client.type('q')
    await vi.waitFor(() => expect(client.received.join('')).toBe('ls\r\npwd\r\nq'))
  })

  it('closes with 4000 + the HTTP status when signed out or when the instance has no console', async () => {
    const base = 'wss://example.com/v1/instances'
    const signedOut = await connectInPage(`${base}/web-server-1/serial-console/stream?project=demo-project`)
    expect(signedOut.closed).toEqual({ code: 4401, reason: 'credentials missing or invalid' })
    expect(signedOut.received).toEqual([])

    const stopped = await connectInPage(`${base}/db-primary/serial-console/stream?project=demo-project`, fleetAdminId)
    expect(stopped.closed?.code).toBe(4400)
    expect(stopped.closed?.reason).toContain('is stopped')
    const viewer = await connectInPage(`${base}/${instanceIds.webServer1}/serial-console/stream`, siloViewerId)
    expect(viewer.closed).toEqual({ code: 4403, reason: 'Forbidden' })
  })
})
