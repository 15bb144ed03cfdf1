import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { apiAgent } from '../vite.config'
import { type MockServer, startMockServer } from './server'

// The console in remote mode (`API_MODE=remote`, vite.config.ts) in front of the mock's Node
// server, as the browser tests and `npm start` against a local mock use it: the console's own
// requests must get through the mock's Origin check, another site's must not.

let mock: MockServer
let vite: ViteDevServer
/** where the console is served: its pages' Origin */
let consoleOrigin: string

beforeAll(async () => {
  mock = await startMockServer(0)
  const env = { API_MODE: process.env.API_MODE, API_HOST: process.env.API_HOST }
  process.env.API_MODE = 'remote'
  process.env.API_HOST = mock.url
  try {
    vite = await createServer({
      configFile: resolve(import.meta.dirname, '../vite.config.ts'),
      server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
      logLevel: 'silent',
    })
    await vite.listen()
  } finally {
    Object.assign(process.env, env)
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name]
  }
  consoleOrigin = `http://127.0.0.1:${(vite.httpServer?.address() as AddressInfo).port}`
})
afterAll(async () => {
  await vite?.close()
  await mock?.close()
})

const signIn = (origin: string) =>
  fetch(`${consoleOrigin}/v1/login/demo-silo/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo' }),
  })

/** Opens the serial console through the proxy; resolves with the HTTP status of a refusal or the first text. */
function openConsole(origin: string, cookie: string) {
  const url = `${consoleOrigin.replace(/^http/, 'ws')}/v1/instances/web-server-1/serial-console/stream?project=demo-project`
  const socket = new WebSocket(url, { headers: { cookie, origin } })
  return new Promise<{ status?: number; text?: string }>((done) => {
    socket.on('unexpected-response', (_req, res) => done({ status: res.statusCode }))
    socket.on('message', (data) => {
      done({ text: data.toString() })
      socket.close()
    })
  })
}

describe('the console’s remote proxy in front of the mock’s Node server', () => {
  it('passes the console’s own requests, and its serial console, as same-origin ones', async () => {
    const login = await signIn(consoleOrigin)
    expect(login.status).toBe(204)
    const cookie = login.headers.getSetCookie()[0].split(';')[0]

    const created = await fetch(`${consoleOrigin}/v1/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: consoleOrigin, cookie },
      body: JSON.stringify({ name: 'through-the-proxy', description: '' }),
    })
    expect(created.status).toBe(201)

    expect((await openConsole(consoleOrigin, cookie)).text).toContain('Ubuntu')
  })

  it('keeps its connections to the API open from one call to the next', async () => {
    const cookie = (await signIn(consoleOrigin)).headers.getSetCookie()[0].split(';')[0]
    let opened = 0
    const count = () => void opened++
    mock.server.on('connection', count)
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${consoleOrigin}/v1/me`, { headers: { cookie, origin: consoleOrigin } })
        expect(res.status).toBe(200)
      }
    } finally {
      mock.server.off('connection', count)
    }
    // the sign-in's connection serves every call after it
    expect(opened).toBe(0)
  })

  it('leaves another site’s origin as it came, so the mock refuses it', async () => {
    const cookie = (await signIn(consoleOrigin)).headers.getSetCookie()[0].split(';')[0]
    const foreign = 'http://127.0.0.1:1'
    const res = await fetch(`${consoleOrigin}/v1/me`, { headers: { cookie, origin: foreign } })
    expect(res.status).toBe(403)
    expect((await res.json()).message).toBe('cross-origin request refused (origin "http://127.0.0.1:1")')
    expect((await signIn('null')).status).toBe(403)
    expect(await openConsole(foreign, cookie)).toEqual({ status: 403 })
  })
})

describe("the proxy's pool of connections to the API", () => {
  it("lets an idle connection go before the API's keep-alive timeout closes it", async () => {
    const agent = apiAgent(mock.url)
    const { hostname, port } = new URL(mock.url)
    const ping = () =>
      new Promise<string | string[] | undefined>((done, fail) =>
        request({ hostname, port, path: '/v1/ping', agent }, (res) => {
          res.resume()
          res.on('end', () => done(res.headers['keep-alive']))
        })
          .on('error', fail)
          .end(),
      )
    const freeSockets = () => Object.values(agent.freeSockets).flat().length
    // the mock's Node server closes an idle connection after 5 s, and says so
    expect(await ping()).toBe('timeout=5')
    expect(freeSockets()).toBe(1)
    await vi.waitFor(() => expect(freeSockets()).toBe(0), { timeout: 4_800, interval: 50 })
    agent.destroy()
  })
})
