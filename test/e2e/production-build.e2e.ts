import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

// `npm test` runs `vite build` before the browser tests; this checks what it produced.
test('the production bundle carries no mock code', () => {
  const dist = join(process.cwd(), 'dist')
  expect(existsSync(join(dist, 'index.html'))).toBe(true)
  expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false)
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'))
  expect(files.length).toBeGreaterThan(0)
  const code = files.map((f) => readFileSync(join(dist, 'assets', f), 'utf8')).join('\n')
  for (const marker of [
    'mock-api:request',
    'mock-api-sessions',
    'demo-silo',
    'interceptor-source',
    'Technical preview',
  ]) {
    expect(code, `found "${marker}" in the production bundle`).not.toContain(marker)
  }
})
