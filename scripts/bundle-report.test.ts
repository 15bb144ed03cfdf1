import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chunkReport, ownerOf } from './bundle-report'

describe('the bundle report', () => {
  it('names a module by its package, scoped or not, and the console’s and the mock’s own as such', () => {
    expect(ownerOf('/w/main/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(ownerOf('/w/main/node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core')
    // a package under another's node_modules is itself
    expect(ownerOf('/w/node_modules/radix-ui/node_modules/@radix-ui/react-menu/dist/index.mjs')).toBe(
      '@radix-ui/react-menu',
    )
    expect(ownerOf('C:\\w\\node_modules\\react\\index.js')).toBe('react')
    expect(ownerOf('/w/main/src/ui/Menu.tsx')).toBe('console')
    expect(ownerOf('/w/main/mock-api/handlers/disks.ts')).toBe('mock API')
  })

  it('shares the chunk’s gzip size among the packages in it, by what each compresses to', () => {
    // text that compresses well, and bytes that do not: the second takes the larger share
    const small = 'const a = 1;\n'.repeat(2000)
    const large = randomBytes(20_000).toString('base64')
    const chunk = `${small}\n${large}`
    const total = gzipSync(chunk).length
    const report = chunkReport(
      {
        '/w/node_modules/tiny/index.js': { code: small },
        '/w/src/big.ts': { code: large },
        '/w/src/empty.ts': { code: null },
      },
      total,
    )
    expect(Object.keys(report).sort()).toEqual(['console', 'tiny'])
    expect(report.console.bytes).toBe(large.length)
    expect(report.console.gzipKb).toBeGreaterThan(report.tiny.gzipKb * 10)
    expect(report.console.gzipKb + report.tiny.gzipKb).toBeCloseTo(total / 1024, 6)
  })
})
