import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const shared = join(import.meta.dirname, '../../shared/api/nexus.json')
let server: Server
let base = ''

// stands in for the public repository: /good is the pinned document, /bad is not
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/good') return res.end(readFileSync(shared))
    res.end('{"openapi":"3.0.3","info":{"title":"tampered"}}')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => server.close())

function gen(env: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), 'gen-api-'))
  return new Promise<{ code: number | null; output: string; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['scripts/gen-api.mjs'], {
      env: { ...process.env, NEXUS_SPEC: '', NEXUS_SHARED: '/nonexistent/nexus.json', GEN_API_OUT: out, ...env },
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) => resolve({ code, output, out }))
  })
}

describe('gen-api without a local document', () => {
  it('refuses a download that does not match the pinned SHA-256', async () => {
    const { code, output, out } = await gen({ NEXUS_SPEC_URL: `${base}/bad` })
    expect(code).toBe(1)
    expect(output).toContain('does not match the pinned SHA-256')
    expect(existsSync(join(out, 'Api.ts'))).toBe(false)
  })

  it('generates from a download that matches', { timeout: 60_000 }, async () => {
    const { code, output, out } = await gen({ NEXUS_SPEC_URL: `${base}/good` })
    expect(output).not.toContain('refusing')
    expect(code).toBe(0)
    expect(readFileSync(join(out, 'Api.ts'), 'utf8')).toContain('apiVersion = "20250730.0.0"')
    // every schema built on first use, none when the mock loads
    const validators = readFileSync(join(out, 'validate.ts'), 'utf8')
    const schemas = validators.match(/^export const \w+ = /gm)!
    expect(schemas.length).toBeGreaterThan(600)
    expect(validators.match(/^export const \w+ = lazySchema\(\(\) => /gm)).toHaveLength(schemas.length)
    expect(validators).toContain("import { lazySchema } from '../lazySchema';")
  })

  it('fails with a clear message when it cannot download', async () => {
    const { code, output } = await gen({ NEXUS_SPEC_URL: 'http://127.0.0.1:1/nexus.json' })
    expect(code).toBe(1)
    expect(output).toMatch(/could not download the API document[\s\S]*Set NEXUS_SPEC/)
  })
})
