import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompressed'

type Hook = (...args: unknown[]) => void
const hook = (plugin: ReturnType<typeof precompressedAssets>, name: string) =>
  plugin[name as keyof typeof plugin] as Hook

const root = mkdtempSync(join(tmpdir(), 'precompressed-'))
const script = 'export const answer = 42;\n'.repeat(100)

/** GET `path` from the server as a browser would (or without gzip), the body left as sent. */
function get(server: Server, path: string, gzip = true) {
  const { port } = server.address() as { port: number }
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const headers = gzip ? { 'accept-encoding': 'gzip, deflate, br' } : {}
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', fail)
      .end()
  })
}

describe('precompressed assets', () => {
  let server: Server
  beforeAll(async () => {
    const plugin = precompressedAssets()
    const config = { root, build: { outDir: 'dist' }, preview: { headers: { 'X-From-Preview': 'yes' } } }
    hook(plugin, 'configResolved')(config)
    mkdirSync(join(root, 'dist/assets'), { recursive: true })
    writeFileSync(join(root, 'dist/assets/Ab_c-1.js'), script)
    hook(plugin, 'writeBundle')(
      {},
      {
        'assets/Ab_c-1.js': { type: 'chunk', code: script },
        'assets/tiny.js': { type: 'chunk', code: 'export {}' },
        'index.html': { type: 'asset', source: `<html>${script}</html>` },
      },
    )
    let middleware: Hook = () => {}
    hook(plugin, 'configurePreviewServer')({ config, middlewares: { use: (fn: Hook) => (middleware = fn) } })
    // what comes after it in the preview server: a plain answer saying it was passed on
    server = createServer((req, res) => middleware(req, res, () => res.end('passed on')))
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  })
  afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

  it('are written beside the hashed scripts worth compressing, and only those', () => {
    expect(gunzipSync(readFileSync(join(root, 'dist/assets/Ab_c-1.js.gz'))).toString()).toBe(script)
    expect(existsSync(join(root, 'dist/assets/tiny.js.gz'))).toBe(false)
    expect(existsSync(join(root, 'dist/index.html.gz'))).toBe(false)
  })

  it('are sent as they are, cached for good, with the preview’s own headers', async () => {
    const res = await get(server, '/assets/Ab_c-1.js?v=1')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['x-from-preview']).toBe('yes')
    expect(gunzipSync(res.body).toString()).toBe(script)
  })

  it('leave the rest to the preview server: no gzip asked for, no .gz, no hashed name', async () => {
    expect((await get(server, '/assets/Ab_c-1.js', false)).body.toString()).toBe('passed on')
    expect((await get(server, '/assets/tiny.js')).body.toString()).toBe('passed on')
    expect((await get(server, '/index.html')).body.toString()).toBe('passed on')
    expect((await get(server, '/assets/../dist/assets/Ab_c-1.js')).body.toString()).toBe('passed on')
    expect((await get(server, '/assets/%2e%2e%2fAb_c-1.js')).body.toString()).toBe('passed on')
  })
})
