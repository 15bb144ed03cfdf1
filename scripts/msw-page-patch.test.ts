import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mswPagePatch, withoutLogClones } from './msw-page-patch'

// the module as installed: the patch must find its place in the msw this checkout has
const browserModule = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib/browser/index.mjs')

describe("msw's page side without its log's clones", () => {
  it('takes requests in without cloning them', () => {
    const installed = readFileSync(browserModule, 'utf8')
    expect(installed).toContain('RequestHandler.cache.set(request, request.clone());')
    const patched = withoutLogClones(installed)
    expect(patched).not.toContain('request.clone());')
    expect(patched).toContain('RequestHandler.cache.set(request, request);')
  })

  it('fails loudly when msw no longer reads as expected', () => {
    expect(() => withoutLogClones('export const x = 1')).toThrow(/adapt withoutLogClones/)
  })

  it('is applied to that module only', () => {
    const plugin = mswPagePatch()
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined
    expect(transform('RequestHandler.cache.set(request, request.clone());', browserModule)?.code).toContain(
      'RequestHandler.cache.set(request, request);',
    )
    expect(transform('const a = 1', '/work/src/main.tsx')).toBeUndefined()
  })
})
