import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { instanceIds } from './fixtures/instance-ids'
import { projectCollaboratorId } from './fixtures/users'
import { type MockServer, startMockServer } from './server'
import { sessionCookie } from './test-utils'

let mock: MockServer

beforeAll(async () => {
  mock = await startMockServer(0)
})
afterAll(() => mock.close())

const cookie = sessionCookie(projectCollaboratorId)
const streamUrl = (instance = 'web-server-1', query = '?project=demo-project') =>
  `${mock.url.replace(/^http/, 'ws')}/v1/instances/${instance}/serial-console/stream${query}`

/** A client that collects what it is sent, as text, and how the connection closed. */
function connect(url: string, headers: Record<string, string> = { cookie }) {
  const socket = new WebSocket(url, { headers })
  const state = { text: '', binaryFrames: 0, closed: null as { code: number; reason: string } | null }
  socket.on('message', (data, isBinary) => {
    if (isBinary) state.binaryFrames++
    state.text += data.toString()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve((state.closed = { code, reason: reason.toString() }))),
  )
  return { socket, state, closed }
}

const until = async (check: () => boolean, what: string) => {
  const deadline = Date.now() + 2000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 5))
  }
}

describe('the serial console WebSocket on the Node server', () => {
  it('greets a signed-in client with binary frames and echoes what it types', async () => {
    const { socket, state, closed } = connect(streamUrl())
    await until(() => state.text.endsWith('login: '), 'the login prompt')
    expect(state.text).toBe('\r\nUbuntu 24.04.2 LTS web-server-1 ttyS0\r\n\r\nweb-server-1 login: ')
    expect(state.binaryFrames).toBeGreaterThan(0)

    state.text = ''
    socket.send(Buffer.from('ls\r'))
    await until(() => state.text === 'ls\r\n', 'the echo')
    socket.send('whoami\r') // a text frame is echoed as bytes all the same
    await until(() => state.text === 'ls\r\nwhoami\r\n', 'the second echo')

    socket.close(1000)
    expect((await closed).code).toBe(1000)
  })

  it('sends the last most_recent bytes of the log first', async () => {
    const { socket, state } = connect(streamUrl(instanceIds.webServer1, '?most_recent=5000'))
    await until(() => state.text.endsWith('login: '), 'the history')
    expect(state.text).toContain('Hostname set to <web-server-1>')
    expect(state.binaryFrames).toBeGreaterThan(1) // sent in frames of at most 1 KiB
    socket.close()
  })

  it('refuses a connection without a session', async () => {
    const { state, closed } = connect(streamUrl(), {})
    expect(await closed).toEqual({ code: 4401, reason: 'credentials missing or invalid' })
    expect(state.text).toBe('')
  })

  it('refuses an instance without a console, and an unknown one', async () => {
    expect((await connect(streamUrl('db-primary')).closed).code).toBe(4400)
    const unknown = await connect(streamUrl('nope')).closed
    expect(unknown).toEqual({ code: 4404, reason: 'not found: instance with name "nope"' })
  })

  it('refuses a handshake from a page of another origin with 403, before any WebSocket exists', async () => {
    const socket = new WebSocket(streamUrl(), { headers: { cookie, origin: 'http://127.0.0.1:1' } })
    const refused = await new Promise<{ status?: number; body: string; contentType?: string }>((resolve) => {
      socket.on('unexpected-response', (_req, res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode, body, contentType: res.headers['content-type'] }))
      })
      socket.on('open', () => resolve({ body: 'opened' }))
    })
    expect(refused.status).toBe(403)
    expect(refused.contentType).toBe('application/json')
    expect(JSON.parse(refused.body)).toEqual({
      request_id: expect.any(String),
      error_code: 'Forbidden',
      message: 'cross-origin request refused (origin "http://127.0.0.1:1")',
    })
  })

  it('takes a handshake from its own origin, as a browser on it sends', async () => {
    const { socket, state } = connect(streamUrl(), { cookie, origin: mock.url })
    await until(() => state.text.endsWith('login: '), 'the login prompt')
    socket.close()
  })

  it('answers upgrades elsewhere with 404', async () => {
    const socket = new WebSocket(`${mock.url.replace(/^http/, 'ws')}/v1/projects`, { headers: { cookie } })
    const status = await new Promise<number | undefined>((resolve) => {
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.on('error', () => resolve(undefined))
    })
    expect(status).toBe(404)
  })

  it('closes with open consoles', async () => {
    const other = await startMockServer(0)
    const socket = new WebSocket(
      `${other.url.replace(/^http/, 'ws')}/v1/instances/web-server-1/serial-console/stream?project=demo-project`,
      {
        headers: { cookie },
      },
    )
    await new Promise((resolve) => socket.on('message', resolve))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    await other.close()
    await closed
  })
})
